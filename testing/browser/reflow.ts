import type { Page } from '@playwright/test'

/**
 * Text as an older reader enlarges it (issue 59): the browser's own default
 * font size, as its settings set it (the DevTools Protocol's
 * `Page.setFontSizes`), not a zoom. The site sizes everything in rem, so a
 * default of 32 px is text at 200 %. Set before the page loads.
 */
export async function setTextSize(page: Page, percent: number) {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round((16 * percent) / 100), fixed: Math.round((13 * percent) / 100) },
  })
}

export interface Reflow {
  /** How far the page scrolls sideways, in CSS pixels: 0 when it does not. */
  sideways: number
  /** Each piece of text cut or pushed off the screen: what it says, and how. */
  cut: string[]
}

/**
 * What a reader at this size would find wrong: a page that scrolls sideways,
 * and text that reaches past the screen's edge, is clipped by its box (sideways
 * or at the bottom) or ends in an ellipsis. Text that is visually hidden (for
 * screen readers), hidden or not laid out is not read; a box that scrolls
 * sideways by itself counts as cut, but where it says it may (`data-scrolls`:
 * a table whose rows and columns carry the meaning), its insides not counted.
 */
export async function reflow(page: Page): Promise<Reflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const cut: string[] = []
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`
    const ownText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    const scrolls = (style: CSSStyleDeclaration) => ['auto', 'scroll'].includes(style.overflowX)
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('.visually-hidden, [hidden], [aria-hidden="true"], script, style, noscript, template'))
        continue
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') continue
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      const insideScroller = (() => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (parent === document.body) return false
          if (scrolls(getComputedStyle(parent))) return true
        }
        return false
      })()
      if (insideScroller) continue
      // A box that scrolls by itself is allowed only where its two dimensions carry the meaning (data-scrolls).
      if (scrolls(style) && element.scrollWidth > element.clientWidth + 1 && !element.hasAttribute('data-scrolls')) {
        cut.push(`${name(element)} scrolls sideways inside its box (${element.scrollWidth} in ${element.clientWidth})`)
      }
      if (ownText(element) && (rect.right > width + 1 || rect.left < -1)) {
        cut.push(
          `${name(element)} runs past the screen's edge (${Math.round(rect.left)} to ${Math.round(rect.right)} of ${width})`,
        )
      }
      const text = (element.textContent ?? '').trim()
      if (!text) continue
      if (['hidden', 'clip'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
        cut.push(`${name(element)} is cut at its side (${element.scrollWidth} in ${element.clientWidth})`)
      }
      // A card's text cut to a few lines on purpose, with a link to the whole (the spec's 3 and 4 lines), is not lost.
      const clamped =
        style.getPropertyValue('-webkit-line-clamp') !== 'none' && style.getPropertyValue('-webkit-line-clamp') !== ''
      if (!clamped && ['hidden', 'clip'].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1) {
        cut.push(`${name(element)} is cut at its foot (${element.scrollHeight} in ${element.clientHeight})`)
      }
      if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
        cut.push(`${name(element)} ends in an ellipsis`)
      }
    }
    return { sideways: document.documentElement.scrollWidth - width, cut }
  })
}
