import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Axe (WCAG 2.2 AA) on the page, or on the part of it `selector` names, in the state it is in now. */
export async function expectNoAxeViolations(page: Page, selector?: string) {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  const results = await (selector ? axe.include(selector) : axe).analyze()
  // A contrast failure names the colours axe read, so a failure seen once in CI can be understood afterwards.
  const colours = (node: (typeof results.violations)[number]['nodes'][number]) => {
    const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined
    return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : ''
  }
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + colours(n)).join(', ')}`),
  ).toEqual([])
}
