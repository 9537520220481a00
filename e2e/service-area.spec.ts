import { expect, test, type Request } from '@playwright/test'
import { expectNoAxeViolations } from '../testing/browser/axe'
import { settle } from '../testing/browser/settle'
import { areaAnswer, areaCheck, checkZip, expectAccessibleCheck } from '../testing/browser/service-area'

/*
 * "Do you serve my area?" in the hero of `/`, over the starter content's eight
 * counties (Cherokee, Clayton, DeKalb, Douglas, Forsyth, Fulton, Gwinnett, Henry).
 */

const CALL = 'tel:+17705550142'
const AGING_LINE = 'tel:+18665524464'

/** Scripts the page requested, and whether each carries the ZIP table. */
function watchScripts(page: import('@playwright/test').Page) {
  const scripts: Request[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request)
  })
  const withTable = async () => {
    const found: string[] = []
    for (const request of scripts) {
      const body = await (await request.response())?.text().catch(() => '')
      // Two ZIP codes of the table, next to each other, and only there.
      if (body?.includes('30002') && body.includes('30004')) found.push(request.url())
    }
    return found
  }
  return { scripts, withTable }
}

test.describe('do you serve my area?', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    await settle(page)
  })

  test('sits in the hero, a labelled ZIP code field for phones and a large Check button', async ({ page }) => {
    const form = areaCheck(page)
    await expect(page.locator('#hero').locator('form[aria-labelledby="service-area-heading"]')).toHaveCount(1)
    await expect(form.getByRole('heading', { name: 'Do you serve my area?' })).toBeVisible()
    const field = form.getByLabel('ZIP code')
    await expect(field).toHaveAttribute('inputmode', 'numeric')
    await expect(field).toHaveAttribute('autocomplete', 'postal-code')
    const button = await form.getByRole('button', { name: 'Check' }).boundingBox()
    expect(button!.height).toBeGreaterThanOrEqual(44)
    expect(button!.width).toBeGreaterThanOrEqual(44)
    // The field and its button side by side, on a phone too.
    const box = (await field.boundingBox())!
    expect(Math.abs(box.y + box.height / 2 - (button!.y + button!.height / 2))).toBeLessThan(4)
    await expect(areaAnswer(page)).toBeEmpty()
    await expectAccessibleCheck(page)
  })

  test('yes: a ZIP wholly in a served county, with Call and Book a free consultation', async ({ page }) => {
    await checkZip(page, '30043')
    const answer = areaAnswer(page)
    await expect(answer).toContainText('Yes, we serve 30043 (Gwinnett County).')
    await expect(answer.getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', CALL)
    await expect(answer.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
      'href',
      '/#consultation',
    )
    for (const link of await answer.getByRole('link').all()) {
      const box = (await link.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
    await expect(areaCheck(page).getByText('ZIP code areas: SimpleMaps')).toBeVisible()
    expect(page.url()).toMatch(/\/$/)
    await expectAccessibleCheck(page)
  })

  for (const [zip, words] of [
    ['30004', 'We likely serve you: 30004 spans Cherokee, Forsyth and Fulton counties.'],
    ['30236', 'We likely serve you: 30236 spans Clayton and Henry counties.'],
  ] as const) {
    test(`likely: ${zip} crosses county lines`, async ({ page }) => {
      await checkZip(page, zip)
      const answer = areaAnswer(page)
      await expect(answer).toContainText(`${words} Call us and we'll confirm your address.`)
      await expect(answer.getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', CALL)
      await expect(answer.getByRole('link', { name: 'Book a free consultation' })).toBeVisible()
      await expectAccessibleCheck(page)
    })
  }

  test('not served: says where the ZIP is and who else can help, and gives our number', async ({ page }) => {
    await checkZip(page, '31401')
    const answer = areaAnswer(page)
    await expect(answer).toContainText("We don't serve 31401 (Chatham County) yet.")
    await expect(answer).toContainText("For care near you, call Georgia's Aging and Disability Resource Connection:")
    await expect(answer.getByRole('link', { name: 'Call 1-866-552-4464' })).toHaveAttribute('href', AGING_LINE)
    await expect(answer.getByRole('link', { name: 'Call (770) 555-0142' })).toHaveAttribute('href', CALL)
    await expect(answer.getByRole('link', { name: 'Book a free consultation' })).toHaveCount(0)
    await expectAccessibleCheck(page)
  })

  test('another state, a PO box ZIP and junk: clear words, the field keeps what was typed', async ({ page }) => {
    const field = areaCheck(page).getByLabel('ZIP code')
    await checkZip(page, '90210')
    await expect(areaAnswer(page)).toContainText('90210 is not a ZIP code in Georgia, where we give care.')
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')

    await checkZip(page, '30301')
    await expect(areaAnswer(page)).toContainText("We can't find 30301 on our map of Georgia")
    await expect(areaAnswer(page).getByRole('link', { name: 'Call (770) 555-0142' })).toBeVisible()

    await checkZip(page, 'Savannah')
    await expect(areaAnswer(page)).toContainText('"Savannah" is not a ZIP code. Please enter 5 digits, for example')
    await expect(field).toHaveValue('Savannah')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expectAccessibleCheck(page)

    await checkZip(page, '')
    await expect(areaAnswer(page)).toContainText('Please enter a ZIP code: 5 digits')
    // Corrected, it is valid again.
    await checkZip(page, '30043')
    await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    await expect(areaAnswer(page)).toContainText('Yes, we serve 30043')
  })

  test('answers as soon as five digits are typed, with no button to find', async ({ page }) => {
    await areaCheck(page).getByLabel('ZIP code').pressSequentially('30043')
    await expect(areaAnswer(page)).toContainText('Yes, we serve 30043 (Gwinnett County).')
  })

  test('keyboard only: Tab to the field, type, Enter, then Tab to the Call link', async ({ page }) => {
    const field = areaCheck(page).getByLabel('ZIP code')
    let reached = false
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await field.evaluate((element) => element === document.activeElement)
    }
    expect(reached).toBe(true)
    await page.keyboard.type('3123')
    await page.keyboard.press('Enter')
    await expect(areaAnswer(page)).toContainText('"3123" is not a ZIP code.')
    await expect(field).toBeFocused()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('30043')
    await page.keyboard.press('Enter')
    await expect(areaAnswer(page)).toContainText('Yes, we serve 30043 (Gwinnett County).')
    await page.keyboard.press('Tab')
    await expect(areaCheck(page).getByRole('button', { name: 'Check' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(areaAnswer(page).getByRole('link', { name: 'Call (770) 555-0142' })).toBeFocused()
  })

  test('each answer is announced: it appears inside the polite live region that was there from the start', async ({
    page,
  }) => {
    const region = areaAnswer(page)
    await expect(region).toHaveAttribute('role', 'status')
    const before = await region.elementHandle()
    await checkZip(page, '31401')
    await expect(region).toContainText("We don't serve 31401")
    // The same element: a region added together with its text is not announced by every screen reader.
    expect(await region.evaluate((element, original) => element === original, before)).toBe(true)
    // The field points to the answer, so it is read again on returning to the field.
    await expect(areaCheck(page).getByLabel('ZIP code')).toHaveAccessibleDescription(/We don't serve 31401/)
    // Asked again, the answer is put in anew, so it is announced again.
    const first = await region.locator('div').first().elementHandle()
    await areaCheck(page).getByRole('button', { name: 'Check' }).click()
    await expect
      .poll(() =>
        region
          .locator('div')
          .first()
          .evaluate((element, old) => element !== old, first),
      )
      .toBe(true)
  })
})

test.describe('weight', () => {
  test('the table and lookup load on the first focus of the field, not with the page', async ({ page }) => {
    const { scripts, withTable } = watchScripts(page)
    await page.goto('/')
    await settle(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.length).toBeGreaterThan(0)
    expect(await withTable()).toEqual([])

    const loaded = scripts.length
    await areaCheck(page).getByLabel('ZIP code').focus()
    await expect.poll(async () => (await withTable()).length).toBe(1)
    // One chunk, a few KB: the table, the lookup and the answer's markup.
    expect(scripts.length - loaded).toBe(1)
    const size = (await (await scripts.at(-1)!.response())!.body()).length
    expect(size).toBeLessThan(45_000)
  })

  test('a pointer press on the button counts as first use too', async ({ page }) => {
    const { withTable } = watchScripts(page)
    await page.goto('/')
    await settle(page)
    await areaCheck(page).getByRole('button', { name: 'Check' }).dispatchEvent('pointerdown')
    await expect.poll(async () => (await withTable()).length).toBe(1)
  })

  test('if the check cannot load, it says so, offers the phone and keeps the ZIP', async ({ page }) => {
    await page.goto('/')
    await settle(page)
    await page.waitForLoadState('networkidle')
    await page.route('**/_next/static/chunks/**', (route) => route.abort())
    await checkZip(page, '30043')
    await expect(areaAnswer(page)).toContainText('The check could not load just now. Please try again or call us at')
    await expect(areaAnswer(page).getByRole('link', { name: '(770) 555-0142' })).toHaveAttribute('href', CALL)
    await expect(areaCheck(page).getByLabel('ZIP code')).toHaveValue('30043')
    await expectAccessibleCheck(page)

    // Back online, the same button works.
    await page.unroute('**/_next/static/chunks/**')
    await areaCheck(page).getByRole('button', { name: 'Check' }).click()
    await expect(areaAnswer(page)).toContainText('Yes, we serve 30043 (Gwinnett County).')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form asks the server, which answers on a plain page that keeps the ZIP', async ({ page }) => {
    await page.goto('/')
    await checkZip(page, '31401')
    await expect(page).toHaveURL(/\/api\/service-area\?zip=31401$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Do you serve my area?')
    await expect(page.getByText("We don't serve 31401 (Chatham County) yet.")).toBeVisible()
    await expect(page.getByRole('link', { name: '1-866-552-4464' })).toHaveAttribute('href', AGING_LINE)
    await expect(page.getByLabel('ZIP code')).toHaveValue('31401')

    // Another try from there.
    await page.getByLabel('ZIP code').fill('30004')
    await page.getByRole('button', { name: 'Check' }).click()
    await expect(
      page.getByText('We likely serve you: 30004 spans Cherokee, Forsyth and Fulton counties.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute('href', '/#consultation')
  })
})

// Axe needs JavaScript to run; the answer page has no script, so it is the same page either way.
test('the no-script answer pages pass axe', async ({ page }) => {
  for (const zip of ['30043', '31401', 'abc']) {
    const response = await page.goto(`/api/service-area?zip=${zip}`)
    expect(response?.status()).toBe(zip === 'abc' ? 400 : 200)
    await expectNoAxeViolations(page)
  }
})
