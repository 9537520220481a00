import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../testing/browser/axe'
import { settle } from '../testing/browser/settle'
import { contactForm } from '../testing/browser/fill-in'
import { ANSWERS, consultationForm, fillStepOne } from '../testing/browser/consultation'

// Motion is what these tests are about: the site as a visitor who has not asked for less of it sees it.
test.use({ reducedMotion: 'no-preference' })

/*
 * The call bar of phones (app/_pages/frame/call-bar/). Every test runs at both
 * sizes: on the phone project it checks the bar, on the desktop project that
 * there is none (the header's phone link is always in view there).
 */

const isPhone = (page: Page) => page.viewportSize()!.width < 768
const bar = (page: Page) => page.locator('#call-bar')

/** The page has settled and the bar's script runs: it has published the bar's height for the footer. */
async function ready(page: Page) {
  await settle(page)
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--call-bar-height')))
    .toMatch(/^\d+(\.\d+)?px$/)
}

/** A button of the bar: its size, and whether every visible word of it is whole and inside its edges. */
function fitOf(link: Locator) {
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const parts = [...element.querySelectorAll(':scope > :not(.visually-hidden)')]
    return {
      label: element.textContent ?? '',
      width: box.width,
      height: box.height,
      inside: parts.every((part) => {
        const own = part.getBoundingClientRect()
        return own.left >= box.left && own.right <= box.right && part.scrollWidth <= Math.ceil(own.width)
      }),
    }
  })
}

/** Scrolls until the page's top banner (the hero, the About page's teal band) is just off the screen. */
async function scrollPastBanner(page: Page) {
  await page.evaluate(() => {
    const banner = document.querySelector('[data-call-bar-after]')!
    window.scrollTo(0, banner.getBoundingClientRect().bottom + window.scrollY + 10)
  })
}

test('appears once the hero is scrolled past, and goes when the hero is back; never on a wide screen', async ({
  page,
}) => {
  await page.goto('/')
  await ready(page)
  await expect(bar(page)).toBeHidden()
  await scrollPastBanner(page)
  if (isPhone(page)) {
    await expect(bar(page)).toBeVisible()
    await expect(bar(page)).toBeInViewport({ ratio: 1 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(bar(page)).toBeHidden()
  } else {
    await page.waitForTimeout(500)
    await expect(bar(page)).toBeHidden()
    await expect(page.locator('header').getByRole('link', { name: /Call us at/ })).toBeVisible()
  }
})

test('a busy phone that reports the hero’s crossings late, several at once, still shows it', async ({ page }) => {
  // A loaded phone may deliver an IntersectionObserver's changes in one batch, oldest first
  // (the hero on screen at load, then off it after the scroll). Hold every batch until the test releases it.
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver
    const held: Array<() => void> = []
    Object.assign(window, { releaseObservations: () => held.splice(0).forEach((deliver) => deliver()) })
    window.IntersectionObserver = class extends Native {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        const batch: IntersectionObserverEntry[] = []
        super((entries, observer) => {
          if (batch.length === 0) held.push(() => callback(batch.splice(0), observer))
          batch.push(...entries)
        }, options)
      }
    }
  })
  await page.goto('/')
  await ready(page)
  await scrollPastBanner(page)
  // Two frames: the browser has noticed the hero leave and queued that change behind the first.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await page.evaluate(() => (window as unknown as { releaseObservations: () => void }).releaseObservations())
  if (isPhone(page)) await expect(bar(page)).toBeVisible()
  else await expect(bar(page)).toBeHidden()
})

test('Call, Chat and Free consultation: one row at most 64 px, targets of 44 px, visible labels, the hours said', async ({
  page,
}) => {
  await page.goto('/')
  await ready(page)
  if (!isPhone(page)) {
    // The boundary: the bar is for screens narrower than 768 px only.
    await scrollPastBanner(page)
    await page.setViewportSize({ width: 768, height: 800 })
    await page.waitForTimeout(300)
    await expect(bar(page)).toBeHidden()
    await page.setViewportSize({ width: 767, height: 800 })
    await expect(bar(page)).toBeVisible()
    return
  }
  await scrollPastBanner(page)
  await expect(bar(page)).toBeVisible()
  // At most 64 px of the phone's screen (a Pixel 7's is 839), the hours said to screen readers.
  expect((await bar(page).boundingBox())!.height).toBeLessThanOrEqual(64)
  await expect(bar(page)).toContainText('We answer 24/7')
  const links = bar(page).getByRole('link')
  await expect(links).toHaveCount(3)
  const expected = [
    { label: 'Call', name: 'Call (770) 555-0142', href: 'tel:+17705550142' },
    { label: 'Chat', name: 'Chat on WhatsApp (opens in a new tab)', href: /^https:\/\/wa\.me\/17705550142\?text=/ },
    { label: 'Free consultation', name: 'Free consultation', href: '/#consultation' },
  ]
  for (const [index, link] of expected.entries()) {
    const target = links.nth(index)
    await expect(target).toHaveAccessibleName(link.name)
    await expect(target.getByText(link.label, { exact: true })).toBeVisible()
    await expect(target).toHaveAttribute('href', link.href)
    const fit = await fitOf(target)
    expect(fit.inside, `${link.label}: its icon and words inside the button, none cut`).toBe(true)
    expect(fit.height, link.label).toBeGreaterThanOrEqual(44)
    expect(fit.width, link.label).toBeGreaterThanOrEqual(44)
  }
  // WhatsApp's mark, a file of its own (/marks/whatsapp.svg), has arrived and is drawn.
  const mark = links.nth(1).locator('img')
  await expect.poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24)
  await expectNoAxeViolations(page, '#call-bar')
})

test('on the narrowest phone (320 px), in both languages, every icon and word is whole and inside its button', async ({
  page,
}) => {
  // On the desktop project this is a window at 400 % zoom: 320 CSS px too (WCAG 1.4.10).
  await page.setViewportSize({ width: 320, height: 640 })
  for (const path of ['/', '/es']) {
    await page.goto(path)
    await ready(page)
    await scrollPastBanner(page)
    await expect(bar(page)).toBeVisible()
    expect((await bar(page).boundingBox())!.height, path).toBeLessThanOrEqual(64)
    const links = bar(page).getByRole('link')
    await expect(links).toHaveCount(3)
    for (const link of await links.all()) {
      const fit = await fitOf(link)
      expect(fit.inside, `${path}: ${fit.label}`).toBe(true)
      expect(fit.width, fit.label).toBeGreaterThanOrEqual(44)
      expect(fit.height, fit.label).toBeGreaterThanOrEqual(44)
    }
  }
  await expectNoAxeViolations(page, '#call-bar')
})

test('hides while a field has focus (the on-screen keyboard is up) and comes back after', async ({ page }) => {
  await page.goto('/')
  await ready(page)
  const field = contactForm(page).getByLabel('Your name')
  await field.scrollIntoViewIfNeeded()
  if (isPhone(page)) await expect(bar(page)).toBeVisible()
  await field.tap().catch(() => field.click())
  await expect(field).toBeFocused()
  await expect(bar(page)).toBeHidden()
  await page.keyboard.type('Mary')
  await expect(bar(page)).toBeHidden()
  // Leaving the field (tapping the heading above the form) brings the bar back, on phones only.
  await page.getByRole('heading', { name: 'Send us a message' }).click()
  await expect(field).not.toBeFocused()
  if (isPhone(page)) await expect(bar(page)).toBeVisible()
  else await expect(bar(page)).toBeHidden()
  await expect(field).toHaveValue('Mary')
})

test('a checkbox leaves it up; a list to pick from or a date, whose pickers cover the screen, hide it', async ({
  page,
}) => {
  await page.goto('/#consultation')
  await ready(page)
  const form = consultationForm(page)
  const checkbox = form.getByRole('checkbox', { name: 'Personal Care' })
  const expectBar = async (shown: boolean, field: string) => {
    if (isPhone(page) && shown) await expect(bar(page), field).toBeVisible()
    else await expect(bar(page), field).toBeHidden()
  }
  await checkbox.focus()
  await expectBar(true, 'a checkbox has focus')
  await form.getByLabel('Who needs care?').focus()
  await expectBar(false, 'a select has focus')
  await checkbox.focus()
  await expectBar(true, 'back on the checkbox')
  await form.getByLabel('Phone number').focus()
  await expectBar(false, 'a phone field has focus')
  // Step 2's start date, after step 1 is answered.
  await fillStepOne(page, ANSWERS)
  await form.getByRole('button', { name: 'Continue' }).click()
  await form.getByLabel('Preferred start date').focus()
  await expectBar(false, 'a date has focus')
})

test('never covers the footer’s last line, nor a link reached with the keyboard', async ({ page }) => {
  await page.goto('/')
  await ready(page)
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const copyright = page.locator('footer').getByText(/All rights reserved\./)
  await expect(copyright).toBeInViewport({ ratio: 1 })
  if (!isPhone(page)) return expect(bar(page)).toBeHidden()
  await expect(bar(page)).toBeVisible()
  const lastLine = (await copyright.boundingBox())!
  const barTop = (await bar(page).boundingBox())!.y
  expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barTop)

  // A keyboard user tabbing to a link the bar would hide: the page scrolls it clear of the bar.
  const links = page.locator('footer').getByRole('link')
  await page.evaluate(() => {
    const careers = [...document.querySelectorAll('footer a')].find((a) => a.textContent === 'Careers')!
    window.scrollBy(0, careers.getBoundingClientRect().top - (window.innerHeight - 60))
    const before = [...document.querySelectorAll<HTMLElement>('footer a')].find(
      (a) => a.textContent === 'Frequently asked questions',
    )!
    before.focus({ preventScroll: true })
  })
  await page.keyboard.press('Tab')
  const careers = links.filter({ hasText: 'Careers' })
  await expect(careers).toBeFocused()
  const focused = (await careers.boundingBox())!
  expect(focused.y + focused.height).toBeLessThanOrEqual((await bar(page).boundingBox())!.y)
})

test('slides only for visitors who have not asked for reduced motion', async ({ page }) => {
  await page.goto('/')
  await ready(page)
  const duration = () => bar(page).evaluate((el) => getComputedStyle(el).transitionDuration)
  if (!isPhone(page)) return expect(bar(page)).toHaveCSS('display', 'none')
  expect(await duration()).toMatch(/^0\.2s/)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect((await duration()).split(', ').every((value) => parseFloat(value) < 0.001)).toBe(true)
  await scrollPastBanner(page)
  await expect(bar(page)).toBeVisible()
})

test('on the About page after its teal band; on the thank-you page, which has no banner, at once', async ({ page }) => {
  await page.goto('/about')
  await ready(page)
  await expect(bar(page)).toBeHidden()
  await scrollPastBanner(page)
  if (isPhone(page)) await expect(bar(page)).toBeVisible()
  else await expect(bar(page)).toBeHidden()

  await page.goto('/completion')
  await ready(page)
  if (isPhone(page)) {
    await expect(bar(page)).toBeVisible()
    // Nothing on the short page ends up under it.
    const button = (await page.getByRole('link', { name: 'Return to Home' }).boundingBox())!
    expect(button.y + button.height).toBeLessThanOrEqual((await bar(page).boundingBox())!.y)
    await expectNoAxeViolations(page, '#call-bar')
  } else {
    await expect(bar(page)).toBeHidden()
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('there from the first paint on the thank-you page; never over a page’s top banner', async ({ page }) => {
    await page.goto('/completion')
    if (isPhone(page)) {
      await expect(bar(page)).toBeInViewport({ ratio: 1 })
      await expect(bar(page).getByRole('link', { name: 'Call (770) 555-0142' })).toBeVisible()
      const button = (await page.getByRole('link', { name: 'Return to Home' }).boundingBox())!
      expect(button.y + button.height).toBeLessThanOrEqual((await bar(page).boundingBox())!.y)
    } else {
      await expect(bar(page)).toBeHidden()
    }
    for (const path of ['/', '/about']) {
      await page.goto(path)
      await expect(bar(page), path).toBeHidden()
    }
  })
})

/** After each Tab: the focused element's box clear of the bar's, whenever the bar is on screen (WCAG 2.4.11). */
async function tabClearOfBar(page: Page, presses: number) {
  const covered: string[] = []
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab')
    // The bar shows or hides on the focus change, with a 200 ms slide: judged once it has settled.
    await page.waitForTimeout(300)
    const found = await page.evaluate(() => {
      const bar = document.getElementById('call-bar')!
      const focused = document.activeElement
      if (!(focused instanceof HTMLElement) || focused === document.body || bar.contains(focused)) return null
      if (getComputedStyle(bar).visibility === 'hidden') return null
      const { top } = bar.getBoundingClientRect()
      const box = focused.getBoundingClientRect()
      const name = focused.getAttribute('name') ?? focused.textContent?.trim().slice(0, 40) ?? focused.tagName
      return box.bottom > top + 0.5
        ? `${name}: its bottom at ${Math.round(box.bottom)}, the bar at ${Math.round(top)}`
        : null
    })
    if (found) covered.push(found)
  }
  return covered
}

test('a keyboard user’s focus is never under the bar: every form, tabbed through at phone size', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await ready(page)
  // The bar is for phones only: on a wide screen there is none to cover anything.
  if (!isPhone(page)) return expect(bar(page)).toHaveCSS('display', 'none')
  // The ZIP check under the hero, then the message form, field by field to its Send button and past it.
  await page
    .getByRole('textbox', { name: /ZIP code/ })
    .first()
    .focus()
  expect(await tabClearOfBar(page, 4)).toEqual([])
  await contactForm(page).getByLabel('Your name').focus()
  expect(await tabClearOfBar(page, 8)).toEqual([])
  // The consultation form, both steps.
  await page.goto('/#consultation')
  await ready(page)
  const form = consultationForm(page)
  await fillStepOne(page, ANSWERS)
  await form.getByLabel('Your name').focus()
  expect(await tabClearOfBar(page, 16)).toEqual([])
  await form.getByRole('button', { name: 'Continue' }).click()
  expect(await tabClearOfBar(page, 14)).toEqual([])
  // The caregiver application and the cost estimate on the About page.
  await page.goto('/about#careers')
  await ready(page)
  await page.locator('#careers form').getByRole('textbox').first().focus()
  expect(await tabClearOfBar(page, 14)).toEqual([])
  await page.goto('/about#costs')
  await ready(page)
  await page.locator('#costs output').scrollIntoViewIfNeeded()
  await page.locator('#costs').getByLabel('Hours of care a day').focus()
  expect(await tabClearOfBar(page, 6)).toEqual([])
})

test('the consultation form it opens is not under it, and its phone and ZIP boxes stand 8 px apart', async ({
  page,
}) => {
  await page.goto('/')
  await ready(page)
  const form = consultationForm(page)
  if (isPhone(page)) {
    await scrollPastBanner(page)
    await expect(bar(page)).toBeVisible()
    await bar(page).getByRole('link', { name: 'Free consultation' }).click()
    await expect(form).toBeVisible()
    // The form's start lands clear of the header and of the bar, once the page has glided there.
    await expect(async () => {
      const heading = (await form.getByRole('heading').first().boundingBox())!
      const barTop = (await bar(page).boundingBox())?.y ?? page.viewportSize()!.height
      expect(heading.y).toBeGreaterThanOrEqual(0)
      expect(heading.y + heading.height).toBeLessThanOrEqual(barTop)
    }).toPass({ timeout: 5000 })
  } else {
    await page.goto('/#consultation')
    await expect(form).toBeVisible()
  }
  const phone = (await form.getByLabel('Phone number').boundingBox())!
  const zip = (await form.getByLabel('ZIP code').boundingBox())!
  const apart = zip.y >= phone.y + phone.height ? zip.y - (phone.y + phone.height) : zip.x - (phone.x + phone.width)
  expect(apart).toBeGreaterThanOrEqual(8)
})
