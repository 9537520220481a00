import { expect, test } from '@playwright/test'
import { settle } from '../testing/browser/settle'

test.describe('every page', () => {
  test('the skip link is the first thing the keyboard reaches and jumps to the content', async ({ page }) => {
    await page.goto('/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test.describe('the loader', () => {
    // What a visitor who has not asked for less motion sees.
    test.use({ reducedMotion: 'no-preference' })

    test('the loader covers the page load, then is gone 0.9 s after it, hidden from screen readers', async ({
      page,
    }) => {
      await page.goto('/')
      const loader = page.getByTestId('page-loader')
      await expect(loader).toHaveAttribute('aria-hidden', 'true')
      const loadedAt = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      )
      await expect(loader).toBeHidden({ timeout: 4000 })
      const hiddenAt = await page.evaluate(() => performance.now())
      // 0.9 s after the load event (its 0.5 s wait counts from the load itself, however late the script
      // learnt of it); but a load slower than 3.5 s (a busy machine) meets the CSS cap first, which never
      // lets the overlay stay past 4.4 s.
      expect(hiddenAt).toBeGreaterThanOrEqual(Math.min(loadedAt + 850, 4300))
      const stay = await loader.evaluate((element) => parseFloat(getComputedStyle(element).getPropertyValue('--stay')))
      expect(stay).toBeGreaterThanOrEqual(0)
      expect(stay).toBeLessThanOrEqual(500)
    })

    test('the loader never blocks a click, even while it shows', async ({ page }) => {
      // Not waiting for the load event: the overlay fades within a second after it, and
      // a slow moment of the test runner could let that second pass.
      await page.goto('/completion', { waitUntil: 'domcontentloaded' })
      const link = page.getByRole('link', { name: 'Return to Home' })
      await expect(page.getByTestId('page-loader')).toBeVisible()
      // While the overlay shows, a press on the link reaches the link, not the overlay.
      const hit = await link.evaluate((el) => {
        const box = el.getBoundingClientRect()
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === el
      })
      expect(hit).toBe(true)
      await link.click()
      await expect(page).toHaveURL(/\/$/)
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('there is no loader to wait for', async ({ page }) => {
      await page.goto('/')
      // Not the 4 s CSS fallback: hidden as soon as the page is there.
      await expect(page.getByTestId('page-loader')).toBeHidden({ timeout: 500 })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })

  test('the header is "top" until 100 px of scroll, then "scrolled" with the second logo', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-state', 'top')
    await page.evaluate(() => window.scrollTo(0, 100))
    await expect(header).toHaveAttribute('data-state', 'top')
    await page.evaluate(() => window.scrollTo(0, 160))
    await expect(header).toHaveAttribute('data-state', 'scrolled')
    const logos = header.getByRole('link').first().locator('img')
    await expect(logos.nth(0)).toBeHidden()
    await expect(logos.nth(1)).toBeVisible()
    await expect(logos.nth(1)).toHaveAttribute('src', /logo-scrolled/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-state', 'top')
  })

  test.describe('with full motion', () => {
    test.use({ reducedMotion: 'no-preference' })

    test('the header’s text and background switch together: readable in the very frame of each switch', async ({
      page,
    }) => {
      await page.goto('/')
      const header = page.locator('header').first()
      /** WCAG contrast of the header's text on its background, as painted now (in the page, in one frame). */
      const contrastNow = () =>
        header.evaluate((element) => {
          const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
          const luminance = (value: string) => {
            const [r, g, b] = rgb(value).map((channel) => {
              const c = channel / 255
              return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
            })
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
          }
          const style = getComputedStyle(element)
          const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a)
          return (light! + 0.05) / (dark! + 0.05)
        })
      for (const [y, state] of [
        [160, 'scrolled'],
        [0, 'top'],
      ] as const) {
        // Scroll and read in the same frames the visitor sees: no waiting for a transition to end.
        await page.evaluate((to) => window.scrollTo(0, to), y)
        await expect(header).toHaveAttribute('data-state', state)
        expect(await contrastNow()).toBeGreaterThanOrEqual(4.5)
        await page.evaluate(() => new Promise(requestAnimationFrame))
        expect(await contrastNow()).toBeGreaterThanOrEqual(4.5)
      }
    })
  })

  test('the footer has the contact details, quick links and this year', async ({ page }) => {
    await page.goto('/about')
    const footer = page.locator('footer')
    await expect(footer.getByText(/License: GA PHCP/)).toBeVisible()
    await expect(footer.locator('address')).toContainText('Duluth, GA 30097')
    await expect(footer.getByRole('link', { name: /770\) 555-0142/ })).toHaveAttribute('href', 'tel:+17705550142')
    await expect(footer.getByRole('link', { name: /care@/ })).toHaveAttribute('href', /^mailto:care@/)
    const links = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')
    await expect(links).toHaveText([
      'About Us',
      'Companionship Care',
      'Homemaking Care',
      'Personal Care',
      '24/7 Private Duty',
      'Contact Us',
    ])
    await expect(links.last()).toHaveAttribute('href', '/#contact')
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })

  test('an unknown address gets a friendly 404 with the phone number and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page')
    await expect(page.getByRole('main').getByRole('link', { name: /Call us at/ })).toHaveAttribute(
      'href',
      'tel:+17705550142',
    )
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'No place like home' })).toBeVisible()
  })

  test('pages have their own titles', async ({ page }) => {
    await page.goto('/')
    const home = await page.title()
    await page.goto('/about')
    await expect(page).toHaveTitle(/^About Us \| Hearthside Home Care$/)
    await page.goto('/completion')
    await expect(page).toHaveTitle(/^Thank you \| /)
    // The home page names what a family searches for beside the agency's name.
    expect(home).toBe('Hearthside Home Care: home care for seniors')
  })

  test('nothing scrolls sideways at 320 px, once every section is laid out', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of ['/', '/about', '/completion', '/es', '/es/about', '/es/completion']) {
      await page.goto(path)
      // Sections off screen skip layout until the page is laid out whole (at the first idle moment): only then
      // does a section far down, such as the costs' tables, show how wide it really is.
      await page.locator('html[data-laid-out]').waitFor({ state: 'attached' })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })

  test('left alone, the page is laid out a section at a time, top to bottom, each in a frame of its own', async ({
    page,
  }) => {
    // Every mark the page makes, with the frame it was made in.
    await page.addInitScript(() => {
      const marks: { what: string; frame: number }[] = []
      Object.assign(window, { layoutMarks: marks })
      let frame = 0
      const count = () => {
        frame += 1
        requestAnimationFrame(count)
      }
      requestAnimationFrame(count)
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as Element
          marks.push({ what: element === document.documentElement ? 'page' : element.id || 'section', frame })
        }
      }).observe(document, { attributes: true, attributeFilter: ['data-laid-out'], subtree: true })
    })
    await page.goto('/about')
    await page.locator('html[data-laid-out]').waitFor({ state: 'attached' })
    const marks = await page.evaluate(
      () => (window as unknown as { layoutMarks: { what: string; frame: number }[] }).layoutMarks,
    )
    const sections = await page.locator('main section').count()
    expect(marks.length).toBe(sections + 1)
    expect(marks.at(-1)!.what).toBe('page')
    // In the page's order, the services (whose own sections skip layout too) one by one before the costs.
    const order = marks.map((mark) => mark.what)
    const inOrder = ['team', 'companionship', 'homemaking', 'personal', 'privateduty', 'costs', 'faq', 'privacy']
    expect(order.filter((what) => inOrder.includes(what))).toEqual(inOrder)
    // Never two sections in one frame: each one's layout is a task of its own, none of them long.
    const frames = marks.slice(0, -1).map((mark) => mark.frame)
    expect(new Set(frames).size).toBe(frames.length)
  })

  test('a press on a link far down, before the page is laid out, follows that link', async ({ page, hasTouch }) => {
    // A busy phone: no idle moment comes, and the scroll that brought the link into view is not yet
    // reported when the finger lands. The press must not lay the page out under it (the sections above
    // growing from their placeholders moved the link 3,000 px between press and release).
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
      window.addEventListener('scroll', (event) => event.stopImmediatePropagation(), { capture: true })
    })
    await page.goto('/about')
    await settle(page)
    await expect(page.locator('#costs')).toHaveCSS('content-visibility', 'auto')
    const link = page.locator('footer').getByRole('link', { name: 'Accessibility statement', exact: true })
    // Sections coming near the screen are laid out a frame later, which moves the link: bring it into view
    // until it stays where it is drawn.
    let [x, y] = [0, 0]
    await expect
      .poll(async () => {
        await link.scrollIntoViewIfNeeded()
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
        const box = (await link.boundingBox())!
        ;[x, y] = [box.x + box.width / 2, box.y + box.height / 2]
        return link.evaluate((element, [x, y]) => element.contains(document.elementFromPoint(x!, y!)), [x, y])
      })
      .toBe(true)
    await expect(page.locator('html')).not.toHaveAttribute('data-laid-out')
    // The press as the screen sends it (Playwright's own click checks the target again and presses twice).
    await (hasTouch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y))
    await expect(page).toHaveURL(/\/about#accessibility$/)
  })

  test('a jump to the end before the page is laid out ends with the footer on screen', async ({ page }) => {
    // No idle moment comes: the jump itself lays the page out, and the sections above the screen grow from their
    // placeholders (500 px in all on a desktop). What was on screen must stay there.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    await page.goto('/')
    await settle(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('html[data-laid-out]').waitFor({ state: 'attached' })
    await expect(page.locator('footer').getByText(/All rights reserved\./)).toBeInViewport({ ratio: 1 })
  })

  test('the costs tables fit a 320 px phone without scrolling sideways themselves', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of ['/about', '/es/about']) {
      await page.goto(`${path}#costs`)
      await page.locator('html[data-laid-out]').waitFor({ state: 'attached' })
      const tables = page.locator('#costs table')
      await expect(tables).toHaveCount(2)
      for (const table of await tables.all()) {
        // The box around each table scrolls sideways only if the table is wider than it: it must not be.
        const hidden = await table.evaluate(
          (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
        )
        expect(hidden, `${path}: ${await table.locator('caption').textContent()}`).toBeLessThanOrEqual(0)
      }
    }
  })
})
