import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The "Do you serve my area?" form of the hero. */
export const areaCheck = (page: Page) => page.locator('form[aria-labelledby="service-area-heading"]')

/** Its live region, where every answer appears. */
export const areaAnswer = (page: Page) => areaCheck(page).getByRole('status')

/** Axe (WCAG 2.2 AA) on the check alone, in whatever state it is in. */
export async function expectAccessibleCheck(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('form[aria-labelledby="service-area-heading"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Types a ZIP code into the field and presses Check. */
export async function checkZip(page: Page, zip: string) {
  const field = areaCheck(page).getByLabel('ZIP code')
  await field.fill(zip)
  await areaCheck(page).getByRole('button', { name: 'Check' }).click()
}
