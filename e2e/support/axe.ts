import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Axe (WCAG 2.2 AA, as e2e/accessibility.spec.ts) on one part of the page, in the state it is in now. */
export async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
