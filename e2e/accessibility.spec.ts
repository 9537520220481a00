import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../testing/browser/axe'
import { settle } from '../testing/browser/settle'

const ROUTES = ['/', '/about', '/completion', '/no-such-page']

test.describe('accessibility (WCAG 2.2 AA, axe)', () => {
  for (const path of ROUTES) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path)
      await settle(page, { revealAll: true })
      await expectNoAxeViolations(page)
    })
  }

  test('body text is at least 18 px with line height at least 1.5', async ({ page }) => {
    await page.goto('/about')
    const { size, leading } = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('main p')!)
      return { size: parseFloat(style.fontSize), leading: parseFloat(style.lineHeight) / parseFloat(style.fontSize) }
    })
    expect(size).toBeGreaterThanOrEqual(18)
    expect(leading).toBeGreaterThanOrEqual(1.5)
  })

  test('every call, chat and e-mail link and every button is at least 44 × 44 px', async ({ page }) => {
    await page.goto('/')
    await settle(page)
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href^="tel:"], a[href^="mailto:"], a[href*="wa.me"], button')]
        .filter((el) => el.offsetParent !== null)
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ el, box }) => `${el.outerHTML.slice(0, 80)} ${Math.round(box.width)}x${Math.round(box.height)}`),
    )
    expect(small).toEqual([])
  })

  test('focus stays visible below the fixed header', async ({ page }) => {
    await page.goto('/about')
    await page.evaluate(() => window.scrollTo(0, 600))
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      const hidden = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement
        // The header's own links, and the skip link that shows above it, are exempt.
        if (
          !active ||
          active === document.body ||
          active.closest('header, #mobile-menu') ||
          active.textContent === 'Skip to main content'
        )
          return false
        const header = document.querySelector('header')!.getBoundingClientRect()
        return active.getBoundingClientRect().top < header.bottom - 2 ? active.outerHTML.slice(0, 120) : false
      })
      expect(hidden).toBe(false)
    }
  })

  test('text zoomed to 200% loses nothing: no sideways scroll, Learn More still visible', async ({ page }) => {
    await page.goto('/')
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const learnMore = page.getByRole('link', { name: /Learn More/ }).first()
    await learnMore.scrollIntoViewIfNeeded()
    await expect(learnMore).toBeVisible()
  })
})

test('every route renders whole, without sideways overflow (screenshots kept for review)', async ({ page }, info) => {
  // Three routes, each scrolled through and shot whole: 25 to 30 s on main already, on two busy shared cores.
  test.setTimeout(60_000)
  for (const path of ['/', '/about', '/completion']) {
    await page.goto(path)
    await settle(page, { revealAll: true })
    const name = `${info.project.name}${path === '/' ? '-home' : path.replace('/', '-')}.png`
    // One image pixel per CSS pixel: a phone's 2.6 device pixels made each shot seconds of work.
    await page.screenshot({ path: info.outputPath(name), fullPage: true, scale: 'css' })
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      path,
    ).toBeLessThanOrEqual(0)
    await expect(page.locator('footer')).toContainText('Quick Links')
  }
})
