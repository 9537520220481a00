import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../testing/browser/axe'
import { settle } from '../testing/browser/settle'

test('the trust strip under the hero shows the six proofs the starter agency ticks, the license checkable, and the caregivers’ languages', async ({
  page,
}) => {
  await page.goto('/')
  await settle(page)
  const strip = page.locator('#trust')
  // Right under the hero.
  const hero = (await page.locator('#hero').boundingBox())!
  expect(Math.abs((await strip.boundingBox())!.y - (hero.y + hero.height))).toBeLessThan(1)
  await expect(strip.getByRole('listitem')).toHaveText([
    /^Licensed by the State of Georgia\s*License GA PHCP 067-0142/,
    'Bonded',
    'Insured',
    'Caregivers pass national and state background checks, as Georgia law requires',
    'Trained caregivers',
    'Caregivers are our employees, not contractors',
    'Our caregivers speak English and Spanish',
  ])
  const license = strip.getByRole('link', { name: /License GA PHCP 067-0142/ })
  await expect(license).toHaveAttribute('href', 'https://www.gamap2care.info/')
  await expect(license).toHaveAttribute('target', '_blank')
  await expect(license).toHaveAccessibleName(/check it in the state’s search \(opens in a new tab\)/)
  await expectNoAxeViolations(page, '#trust')
})

test('how it works: four numbered steps, from the first call to the first visit', async ({ page }) => {
  await page.goto('/#how-it-works')
  await settle(page, { revealAll: true })
  const section = page.locator('#how-it-works')
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('How it works')
  await expect(section.locator('ol > li')).toHaveCount(4)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Call or ask for a free consultation',
    'A free visit at home to plan care',
    'We match a caregiver',
    'Care starts, and we check in',
  ])
  await expectNoAxeViolations(page, '#how-it-works')
})
