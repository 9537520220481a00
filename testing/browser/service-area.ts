import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

/** The "Do you serve my area?" form of the hero. */
export const areaCheck = (page: Page) => page.locator('form[aria-labelledby="service-area-heading"]')

/** Its live region, where every answer appears. */
export const areaAnswer = (page: Page) => areaCheck(page).getByRole('status')

/** Axe (WCAG 2.2 AA) on the check alone, in whatever state it is in. */
export const expectAccessibleCheck = (page: Page) =>
  expectNoAxeViolations(page, 'form[aria-labelledby="service-area-heading"]')

/** Types a ZIP code into the field and presses Check. */
export async function checkZip(page: Page, zip: string) {
  const field = areaCheck(page).getByLabel('ZIP code')
  await field.fill(zip)
  await areaCheck(page).getByRole('button', { name: 'Check' }).click()
}
