import { lake, publish, restore } from '../../testing/browser/lake-control'
import { expect, openDocument, publishDocument, test } from '../../testing/browser/studio'

/*
 * Issue 51 in the Studio: each text of the site has its English and its
 * Spanish side by side, published together; the Spanish page shows the
 * Spanish within seconds, and "Not yet in Spanish" lists what has none.
 */

const HEADING = { en: 'A home that feels like home', es: 'Un hogar que se siente como en casa' }

test.beforeEach(async () => lake.reset())
test.afterEach(async ({ request }) => {
  await restore(request, ['homePage'])
  for (const url of ['/', '/es']) {
    const edited = async () => (await (await request.get(url)).text()).includes(HEADING.es)
    await expect.poll(edited, { timeout: 20_000 }).toBe(false)
  }
})

test('the owner writes the Spanish beside the English, publishes, and /es shows it; / keeps the English', async ({
  studio: page,
  visitor,
}) => {
  await openDocument(page, 'homePage')
  const heading = page.getByTestId('field-heroHeading')
  await expect(heading.getByLabel('English')).toBeVisible()
  await heading.getByLabel('English').fill(HEADING.en)
  await heading.getByLabel('Español').fill(HEADING.es)
  await publishDocument(page)

  await expect(async () => {
    await visitor.goto('/es')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HEADING.es, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang')
  await expect(async () => {
    await visitor.goto('/')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HEADING.en, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  expect(await lake.document('homePage')).toMatchObject({ heroHeading: { en: HEADING.en, es: HEADING.es } })
})

test('"Not yet in Spanish" lists each text with English and no Spanish, and opens its document', async ({
  studio: page,
  request,
}) => {
  const service = await lake.document('service-homemaking')
  await publish(request, { ...service, availability: { _type: 'localeString', en: 'Every day of the year' } })
  await page.goto('/studio/structure/not-yet-in-spanish')
  const pane = page.getByText(/texts? (?:is|are) not yet in Spanish/)
  await expect(pane).toHaveText('1 text is not yet in Spanish. The Spanish pages show them in English meanwhile.')
  await expect(page.getByRole('listitem').filter({ hasText: /^Availability$/ })).toBeVisible()
  await page.getByRole('link', { name: 'Service: Homemaking Care' }).click()
  // The link loads the Studio again, at the document: on a busy machine that takes more than the usual 5 s.
  await expect(page.getByTestId('field-availability').getByLabel('Español')).toHaveValue('', { timeout: 30_000 })
})
