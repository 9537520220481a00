import { expect, type Page } from '@playwright/test'

/**
 * Waits for what a visitor would see once the page has settled: hydrated and
 * loaded (the loader marks both; with full motion it has also faded) and,
 * with `revealAll`, the whole page scrolled through (ending back at the top):
 * every lazy picture loaded and, with full motion, every scroll animation played.
 */
export async function settle(page: Page, { revealAll = false } = {}) {
  const loader = page.getByTestId('page-loader')
  await expect(loader).toHaveAttribute('data-done', { timeout: 10_000 })
  await expect(loader).toBeHidden({ timeout: 4000 })
  if (!revealAll) return
  const animated = await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
    return !matchMedia('(prefers-reduced-motion: reduce)').matches
  })
  // Back at the top, the header turns from solid to glass when React next renders the scroll events,
  // which a busy machine delays: axe, checking meanwhile, read the solid state's text on the glass
  // (#163f3c on #284e4b, in CI). Two frames and a task let those renders run before the state is checked.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))),
  )
  const header = page.locator('header[data-state]')
  if (await header.count()) await expect(header).toHaveAttribute('data-state', 'top')
  // The 800 ms slides; under reduced motion there are none.
  if (animated) await page.waitForTimeout(1000)
  // A lazy picture that is not laid out (the call bar's WhatsApp mark on a wide screen, where the bar is
  // hidden) is never fetched, by design: only the pictures on the page must have arrived.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.getClientRects().length === 0),
  )
}
