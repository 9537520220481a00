import { AGENCY_CALL_LINKS } from '../../testing/browser/call-links'
import { lake, restore, studioApi } from '../../testing/browser/lake-control'
import { expect, openDocument, publishDocument, test } from '../../testing/browser/studio'

/*
 * Journeys 3, 4 and 6: the owner publishes in the Studio, and the site shows
 * it. The Studio API fixture sends the publish webhook as Sanity would,
 * signed with the site's secret; the site refreshes the pages of that type.
 */

const QUOTE = 'My father calls them his Tuesday friends. We could not have asked for kinder people.'
const PHONE = { typed: '(404) 555-0199', dialled: 'tel:+14045550199' }

test.beforeEach(async () => lake.reset())
test.afterEach(async ({ request }) => {
  await restore(request, ['testimonial', 'settings'])
  // Until the pages are made again, the page cache (on disk, where a later run of the same build finds
  // it) holds this test's edits: visit until they are gone.
  for (const url of ['/', '/about']) {
    const edited = async () => {
      const html = await (await request.get(url)).text()
      return html.includes(QUOTE) || html.includes(PHONE.dialled)
    }
    await expect.poll(edited, { timeout: 20_000 }).toBe(false)
  }
})

test('a testimonial edited and published: the signed webhook fires, the home page shows it within 10 s', async ({
  studio: page,
  visitor,
}) => {
  await openDocument(page, 'testimonial;testimonial-1')
  await page.getByLabel('What they said').fill(QUOTE)
  await publishDocument(page)
  const published = Date.now()

  await expect(async () => {
    await visitor.goto('/')
    await expect(visitor.locator('#testimonials')).toContainText(QUOTE, { timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  expect(Date.now() - published).toBeLessThan(10_000)

  // One delivery, for the published document (not its draft), accepted: the site checks the signature.
  expect(await studioApi.webhooks()).toEqual([
    {
      documentId: 'testimonial-1',
      operation: 'update',
      body: '{"_type":"testimonial","_id":"testimonial-1"}',
      status: 200,
    },
  ])
  expect((await lake.documents()).some((document) => document._id === 'drafts.testimonial-1')).toBe(false)
})

test('a new phone number in the contact details: every call link on / and /about dials it', async ({
  studio: page,
  visitor,
}) => {
  await openDocument(page, 'settings')
  await page.getByLabel('Phone number').fill(PHONE.typed)
  await publishDocument(page)

  for (const url of ['/', '/about']) {
    await expect(async () => {
      await visitor.goto(url)
      const dialled = await visitor
        .locator(AGENCY_CALL_LINKS)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(dialled.length).toBeGreaterThan(1)
      expect(new Set(dialled)).toEqual(new Set([PHONE.dialled]))
    }).toPass({ timeout: 15_000 })
  }
})

test('a required field left empty blocks publishing, with the schema’s message', async ({ studio: page }) => {
  const { authorName } = await lake.document('testimonial-2')
  await openDocument(page, 'testimonial;testimonial-2')
  await page.getByLabel('Name', { exact: true }).fill('')
  await expect(page.getByTestId('field-authorName').getByTestId('input-validation-icon-error')).toBeVisible()
  await expect(page.getByTestId('action-publish')).toBeDisabled()
  await page.getByRole('button', { name: 'Validation' }).click()
  // schemas/rules.ts: requiredText(60).
  await expect(page.getByText('Required, at most 60 characters.')).toBeVisible()

  // The draft keeps the owner's work; the published story is untouched and no webhook went out.
  const draftName = async () => {
    const draft = (await lake.documents()).find((document) => document._id === 'drafts.testimonial-2')
    return draft ? (draft.authorName ?? '') : 'no draft'
  }
  await expect.poll(draftName).toBe('')
  expect((await lake.document('testimonial-2')).authorName).toBe(authorName)
  expect(await studioApi.webhooks()).toEqual([])
})
