import { expect, test, type Page } from '@playwright/test'

const SERVICES = ['Companionship Care', 'Homemaking Care', 'Personal Care', '24/7 Private Duty']

test.describe('menu bar (768 px and wider)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
  })

  const bar = (page: Page) => page.locator('header').getByRole('navigation', { name: 'Main' })

  test('has the five entries of the spec', async ({ page }) => {
    const nav = bar(page)
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('button', { name: 'Our Services' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about')
    await expect(nav.getByRole('link', { name: 'Client Stories' })).toHaveAttribute('href', '/#testimonials')
    await expect(nav.getByRole('link', { name: 'Share Your Thoughts' })).toHaveAttribute('href', '/#contact')
  })

  test('Our Services opens and closes by mouse, and closes on a click outside', async ({ page }) => {
    const button = bar(page).getByRole('button', { name: 'Our Services' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const links = bar(page).getByRole('link', {
      name: new RegExp(SERVICES.map((s) => s.replace('/', '\\/')).join('|')),
    })
    await expect(links).toHaveText(SERVICES)
    await page.mouse.click(640, 600)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(links.first()).toBeHidden()
  })

  test('Our Services works by keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({
    page,
  }) => {
    const button = bar(page).getByRole('button', { name: 'Our Services' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(bar(page).getByRole('link', { name: 'Companionship Care' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
  })

  test('a service link leads to its place on the About page', async ({ page }) => {
    await bar(page).getByRole('button', { name: 'Our Services' }).click()
    await bar(page).getByRole('link', { name: 'Personal Care' }).click()
    await expect(page).toHaveURL(/\/about#personal$/)
    await expect(page.locator('#personal')).toBeInViewport()
  })
})

test.describe('off-canvas menu (narrower than 768 px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
  })

  const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })
  const panel = (page: Page) => page.locator('#mobile-menu')

  test('the Menu button opens the panel and marks the body', async ({ page }) => {
    const button = menuButton(page)
    await expect(button).toHaveAttribute('aria-controls', 'mobile-menu')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('header').getByRole('link', { name: 'About Us' })).toBeHidden()
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel(page)).toBeVisible()
    await expect(page.locator('body')).toHaveClass(/offcanvas-menu-open/)
    await expect(panel(page).getByRole('link', { name: 'About Us' })).toBeVisible()
  })

  test('Escape closes it and puts focus back on the Menu button', async ({ page }) => {
    await menuButton(page).click()
    await page.keyboard.press('Escape')
    await expect(panel(page)).toBeHidden()
    await expect(page.locator('body')).not.toHaveClass(/offcanvas-menu-open/)
    await expect(menuButton(page)).toBeFocused()
  })

  test('a click outside closes it', async ({ page }) => {
    await menuButton(page).click()
    await page.mouse.click(20, 600)
    await expect(panel(page)).toBeHidden()
    await expect(page.locator('body')).not.toHaveClass(/offcanvas-menu-open/)
  })

  test('it closes when the window grows wider than 768 px', async ({ page }) => {
    await menuButton(page).click()
    await page.setViewportSize({ width: 1024, height: 768 })
    await expect(page.locator('body')).not.toHaveClass(/offcanvas-menu-open/)
    await expect(panel(page)).toBeHidden()
  })

  test('the services submenu expands and collapses with its arrow button', async ({ page }) => {
    await menuButton(page).click()
    const toggle = panel(page).getByRole('button', { name: 'Our Services' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel(page).getByRole('link', { name: 'Homemaking Care' })).toBeVisible()
    await toggle.click()
    await expect(panel(page).getByRole('link', { name: 'Homemaking Care' })).toBeHidden()
  })

  test('focus stays inside while it is open', async ({ page }) => {
    await menuButton(page).click()
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      expect(await panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
  })

  test('works by touch', async ({ page, browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })
    const touchPage = await context.newPage()
    await touchPage.goto(page.url())
    await menuButton(touchPage).tap()
    await expect(panel(touchPage)).toBeVisible()
    await panel(touchPage).getByRole('button', { name: 'Our Services' }).tap()
    await panel(touchPage).getByRole('link', { name: 'Companionship Care' }).tap()
    await expect(touchPage).toHaveURL(/\/about#companionship$/)
    await expect(touchPage.locator('body')).not.toHaveClass(/offcanvas-menu-open/)
    await context.close()
  })
})
