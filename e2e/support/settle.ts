import { expect, type Page } from '@playwright/test'

/**
 * Waits for what a visitor would see once the page has settled: the loader
 * gone and, with `revealAll`, every scroll animation played by scrolling the
 * whole page through (ending back at the top).
 */
export async function settle(page: Page, { revealAll = false } = {}) {
  await expect(page.getByTestId('page-loader')).toBeHidden({ timeout: 4000 })
  if (!revealAll) return
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForTimeout(1000)
}
