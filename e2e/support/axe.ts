import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Axe (WCAG 2.2 AA) on the page, or on the part of it `selector` names, in the state it is in now. */
export async function expectNoAxeViolations(page: Page, selector?: string) {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  const results = await (selector ? axe.include(selector) : axe).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
