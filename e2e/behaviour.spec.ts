import { expect, test } from '@playwright/test'

test.describe('scrolling to anchors', () => {
  test('an in-page link scrolls smoothly over about 600 ms, and the target clears the fixed header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.locator('header').getByRole('link', { name: 'Client Stories' }).click()
    await page.waitForTimeout(150)
    const midway = await page.evaluate(() => document.getElementById('testimonials')!.getBoundingClientRect().top)
    await page.waitForTimeout(800)
    const { top, headerBottom } = await page.evaluate(() => ({
      top: document.getElementById('testimonials')!.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }))
    expect(midway).toBeGreaterThan(top + 50) // still travelling after 150 ms: not a jump
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1)
    expect(top).toBeLessThan(headerBottom + 40)
    await expect(page).toHaveURL(/#testimonials$/)
  })

  test('a link to an anchor that is not there yet waits for it', async ({ page }) => {
    await page.goto('/#later')
    await page.waitForTimeout(1500)
    await page.evaluate(() => {
      const late = document.createElement('section')
      late.id = 'later'
      late.textContent = 'Arrived late'
      document.querySelector('footer')!.after(late)
      document.body.style.paddingBottom = '2000px'
    })
    await expect(page.getByText('Arrived late')).toBeInViewport()
  })

  test('a route change to another page starts at its anchor, or at the top', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.locator('footer').getByRole('link', { name: 'Homemaking Care' }).click()
    await expect(page).toHaveURL(/\/about#homemaking$/)
    await expect(page.locator('#homemaking')).toBeInViewport()
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click()
    await page.goto('/completion')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('under reduced motion the jump is immediate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.locator('header').getByRole('link', { name: 'Client Stories' }).click()
    await page.waitForTimeout(50)
    await expect(page.locator('#testimonials')).toBeInViewport()
  })
})

test.describe('counters', () => {
  test('count up from 0 to 8 and 100% when they come into view', async ({ page }) => {
    await page.goto('/')
    const values = page.getByTestId('fact-value')
    await expect(values).toHaveCount(2)
    await values.first().scrollIntoViewIfNeeded()
    await page.waitForTimeout(400)
    const early = await values.allTextContents()
    expect(parseInt(early[0]!)).toBeLessThan(8)
    expect(parseInt(early[1]!)).toBeLessThan(100)
    await expect(values).toHaveText(['8', '100'], { timeout: 7000 })
  })

  test('show the final numbers at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const values = page.getByTestId('fact-value')
    await values.first().scrollIntoViewIfNeeded()
    await expect(values).toHaveText(['8', '100'], { timeout: 300 })
  })

  test('show the final numbers without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByTestId('fact-value')).toHaveText(['8', '100'])
    await context.close()
  })
})

test.describe('lightbox', () => {
  test('an image link opens the gallery; Escape closes it and focus returns to the link', async ({ page }) => {
    await page.goto('/')
    const link = page.locator('a[data-lightbox]').first()
    await link.scrollIntoViewIfNeeded()
    const requestsBefore = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((r) => r.name.includes('glightbox')),
    )
    expect(requestsBefore).toHaveLength(0)
    await link.click()
    const gallery = page.locator('.glightbox-container')
    await expect(gallery).toBeVisible()
    await expect(gallery.locator('img').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(gallery).toHaveCount(0)
    await expect(link).toBeFocused()
  })
})

test.describe('art direction', () => {
  const heroSrc = (page: import('@playwright/test').Page) =>
    page
      .locator('#hero img')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc)

  for (const [name, viewport, expected] of [
    ['wide screens', { width: 1280, height: 800 }, /hero-desktop/],
    ['768-1024 in landscape', { width: 1024, height: 768 }, /hero-desktop/],
    ['768-1024 in portrait', { width: 800, height: 1100 }, /hero-mobile/],
    ['phones', { width: 390, height: 844 }, /hero-mobile/],
  ] as const) {
    test(`the hero uses the ${expected.source.includes('mobile') ? 'mobile' : 'desktop'} photo on ${name}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await expect.poll(() => heroSrc(page)).toMatch(expected)
    })
  }
})
