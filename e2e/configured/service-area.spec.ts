import { expect, test } from '@playwright/test'
import { lake, publish, restore } from '../../testing/browser/lake-control'
import { areaAnswer, checkZip } from '../../testing/browser/service-area'

/*
 * The served counties are content: a county the owner publishes in the Studio
 * changes the check's answers, with no code change and no new build.
 */
test.afterEach(async ({ request }) => restore(request, ['county', 'settings']))

test("Cobb County, once published, makes Cobb's ZIP codes answer yes", async ({ page, request }) => {
  await page.goto('/')
  await checkZip(page, '30060')
  await expect(areaAnswer(page)).toContainText("We don't serve 30060 (Cobb County) yet.")

  await publish(request, { _id: 'county-cobb', _type: 'county', name: 'Cobb', state: 'GA' })
  await expect(async () => {
    await page.goto('/')
    await checkZip(page, '30060')
    await expect(areaAnswer(page)).toContainText('Yes, we serve 30060 (Cobb County).', { timeout: 2000 })
  }).toPass({ timeout: 20_000, intervals: [500, 1000] })
})

test('a changed aging line is what families outside our counties are given', async ({ page, request }) => {
  const settings = await lake.document('settings')
  await publish(request, {
    ...settings,
    agingLine: { name: { en: 'the Atlanta Regional Commission' }, phone: '404-463-3333' },
  })
  await expect(async () => {
    await page.goto('/')
    await checkZip(page, '31401')
    await expect(areaAnswer(page)).toContainText('For care near you, call the Atlanta Regional Commission:', {
      timeout: 2000,
    })
  }).toPass({ timeout: 20_000, intervals: [500, 1000] })
  await expect(areaAnswer(page).getByRole('link', { name: 'Call 404-463-3333' })).toHaveAttribute(
    'href',
    'tel:+14044633333',
  )
})
