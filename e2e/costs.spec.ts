import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../testing/browser/axe'
import { consultationForm } from '../testing/browser/consultation'
import { settle } from '../testing/browser/settle'

/*
 * What care costs (#costs on the About page, issue 52) with the starter
 * rates ($32 an hour on weekdays, $35 at weekends, $30 overnight, visits of
 * at least 4 hours), and what others say (the Google rating on the home
 * page). At both sizes, with axe in each state.
 */

const costs = (page: Page) => page.locator('#costs')
const estimate = (page: Page) => costs(page).getByRole('status')

test('the rates, the estimate as a family types, the other choices and a consultation that carries the hours', async ({
  page,
}) => {
  await page.goto('/about#costs')
  await settle(page)
  const rates = costs(page).getByRole('table', { name: 'Our rates' })
  await expect(rates.getByRole('row')).toHaveText([
    'CareRate',
    'An hour on weekdays$32',
    'An hour at weekends$35',
    'An hour on holidays$48',
    'An hour overnight$30',
    'A day of live-in or 24-hour care$380',
  ])
  await expect(costs(page)).toContainText('Rates last changed on October 1, 2026.')
  await expect(estimate(page)).toHaveText('For 20 hours a week: about $640 a week, about $2,773 a month.')
  await expect(costs(page)).toContainText('An estimate, not a quote')
  await expectNoAxeViolations(page, '#costs')

  // By keyboard: the boxes are on the Tab path once the section is reached.
  const hours = costs(page).getByLabel('Hours of care a week')
  // Shown once the script that recalculates has arrived, as the estimate came near.
  await costs(page).locator('output').scrollIntoViewIfNeeded()
  await expect(hours).toBeVisible()
  await hours.focus()
  await hours.fill('30')
  await page.keyboard.press('Tab')
  await expect(costs(page).getByLabel('Of them, hours at weekends')).toBeFocused()
  await page.keyboard.type('10')
  // 20 × $32 + 10 × $35 = $990 a week; × 52 / 12 = $4,290 a month.
  await expect(estimate(page)).toHaveText('For 30 hours a week: about $990 a week, about $4,290 a month.')
  const compare = costs(page).getByRole('table', { name: /your estimate and the other choices/ })
  await expect(compare.getByRole('row').nth(1)).toHaveText('Home care, 30 hours a week (your estimate)$4,290')
  await expect(compare.getByRole('row', { name: /Assisted living/ })).toContainText(
    '$5,900CareScout Cost of Care Survey, National median, 2024',
  )
  await expect(compare.getByRole('link', { name: 'CareScout Cost of Care Survey' }).first()).toHaveAttribute(
    'href',
    'https://www.carescout.com/cost-of-care',
  )

  // Fewer hours than the shortest visit: charged as one visit of 4 hours, and said so.
  await hours.fill('2')
  await costs(page).getByLabel('Of them, hours at weekends').fill('0')
  await expect(estimate(page)).toHaveText('For 2 hours a week: about $128 a week, about $555 a month.')
  await expect(costs(page)).toContainText('Fewer hours than our shortest visit are charged as one visit of 4 hours.')
  await expectNoAxeViolations(page, '#costs')

  await hours.fill('30')
  await costs(page).getByLabel('Of them, hours at weekends').fill('10')
  const consult = costs(page).getByRole('link', { name: 'Request a free consultation for 30 hours a week' })
  await expect(consult).toHaveAttribute('href', '/?hours=30&weekend=10#consultation')
  await consult.click()
  await expect(page).toHaveURL(/\/\?hours=30&weekend=10#consultation$/)
  const form = consultationForm(page)
  await expect(form).toBeVisible()
  await expect(form.locator('[name="hoursPerWeek"]')).toHaveValue('30 hours a week, 10 of them at weekends')
})

test('how to pay and the footer lead to the costs; the costs lead to how to pay', async ({ page }) => {
  await page.goto('/about')
  await settle(page)
  await costs(page)
    .getByRole('link', { name: /see how to pay/ })
    .click()
  await expect(page).toHaveURL(/#faq-payment$/)
  await expect(page.locator('#faq-payment')).toBeInViewport()
  const fromFaq = page.locator('#faq').getByRole('link', { name: /^What care costs/ })
  await fromFaq.click()
  await expect(page).toHaveURL(/#costs$/)
  await page.goto('/')
  await settle(page)
  await page.locator('footer').getByRole('link', { name: 'What care costs', exact: true }).click()
  await expect(page).toHaveURL(/\/about#costs$/)
  await expect(costs(page).getByRole('heading', { level: 2 })).toBeInViewport()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the estimate for 20 hours a week reads, and no box pretends to work', async ({ page }) => {
    await page.goto('/about#costs')
    await expect(costs(page).locator('output')).toHaveText(
      'For 20 hours a week: about $640 a week, about $2,773 a month.',
    )
    await expect(costs(page).getByLabel('Hours of care a week')).toBeHidden()
    await expect(
      costs(page).getByRole('link', { name: 'Request a free consultation for 20 hours a week' }),
    ).toHaveAttribute('href', '/?hours=20#consultation')
  })
})

test('in Spanish: the rates, the estimate and the choices, in dollars and Spanish words', async ({ page }) => {
  await page.goto('/es/about#costs')
  await settle(page)
  await expect(costs(page).getByRole('heading', { level: 2 })).toHaveText('Cuánto cuesta el cuidado')
  await expect(costs(page).getByRole('table', { name: 'Nuestras tarifas' })).toContainText('Una hora entre semana$32')
  await expect(estimate(page)).toHaveText('Para 20 horas a la semana: unos $640 a la semana, unos $2,773 al mes.')
  await estimate(page).scrollIntoViewIfNeeded()
  await costs(page).getByLabel('Horas de cuidado a la semana').fill('10')
  await expect(estimate(page)).toHaveText('Para 10 horas a la semana: unos $320 a la semana, unos $1,387 al mes.')
  await expect(
    costs(page).getByRole('link', { name: 'Pida una consulta gratis para 10 horas a la semana' }),
  ).toHaveAttribute('href', '/es?hours=10#consultation')
  await expectNoAxeViolations(page, '#costs')
})

test('what others say: the Google rating with its month and a link to the reviews; no self-rating in the data', async ({
  page,
}) => {
  await page.goto('/')
  await settle(page)
  const ratings = page.locator('#testimonials [data-ratings]')
  await expect(ratings).toContainText('on Google, 57 reviews, as of October 2026')
  await expect(ratings.getByRole('link', { name: 'Read the reviews on Google' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\//,
  )
  await expectNoAxeViolations(page, '#testimonials')
  for (const url of ['/', '/about', '/es', '/es/about']) {
    await page.goto(url)
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? '').join('\n'))
    expect(data, url).not.toMatch(/AggregateRating|"Review"|ratingValue|reviewCount/)
  }
})
