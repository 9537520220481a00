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
const breakdown = (page: Page) => costs(page).locator('[data-estimate="breakdown"]')

test('the rates, the estimate as a family plans, the other choices and a consultation that carries the plan', async ({
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
  await expect(costs(page)).toContainText(
    'Visits are at least 4 hours. The shortest visit, 4 hours on a weekday, costs $128.',
  )
  await expect(costs(page)).toContainText('Rates last changed on October 1, 2026.')
  await expect(estimate(page)).toHaveText('For 4 hours a day, 5 days a week: about $640 a week, about $2,773 a month.')
  await expect(breakdown(page)).toHaveText('5 visits of 4 hours: 20 hours on weekdays at $32 = $640 a week.')
  await expect(costs(page)).toContainText('An estimate, not a quote')
  await expectNoAxeViolations(page, '#costs')

  // By keyboard: the boxes are on the Tab path once the section is reached.
  const hours = costs(page).getByLabel('Hours of care a day')
  const days = costs(page).getByLabel('Days a week')
  const weekend = costs(page).getByLabel('Of them, days at a weekend')
  // Shown once the script that recalculates has arrived, as the estimate came near.
  await costs(page).locator('output').scrollIntoViewIfNeeded()
  await expect(hours).toBeVisible()
  await hours.fill('6')
  await days.focus()
  await days.fill('5')
  await page.keyboard.press('Tab')
  await expect(weekend).toBeFocused()
  await page.keyboard.type('1')
  // 4 weekdays × 6 × $32 + 1 weekend day × 6 × $35 = $978 a week; × 52 / 12 = $4,238 a month.
  await expect(estimate(page)).toHaveText('For 6 hours a day, 5 days a week: about $978 a week, about $4,238 a month.')
  await expect(breakdown(page)).toHaveText(
    '5 visits of 6 hours: 24 hours on weekdays at $32 and 6 hours at weekends at $35 = $978 a week.',
  )
  const compare = costs(page).getByRole('table', { name: /your estimate and the other choices/ })
  // The row's text on screen: on a phone its month is said "A month: …" (the rows are blocks there).
  await expect(compare.getByRole('row').nth(1)).toHaveText(
    /^Home care, 6 hours a day, 5 days a week \(your estimate\)(A month: )?\$4,238$/,
  )
  const assisted = compare.getByRole('row', { name: /Assisted living/ })
  await expect(assisted).toContainText('$5,900')
  await expect(assisted).toContainText('CareScout Cost of Care Survey, National median, 2024')

  // Shorter days than the shortest visit: each visit charged as one of 4 hours, and said so.
  await hours.fill('2')
  await weekend.fill('0')
  await expect(estimate(page)).toHaveText('For 2 hours a day, 5 days a week: about $640 a week, about $2,773 a month.')
  await expect(costs(page)).toContainText('Each visit is charged as 4 hours, our shortest visit.')
  await expectNoAxeViolations(page, '#costs')

  // What cannot be is told plainly, and no figure is made of it.
  await weekend.fill('3')
  await expect(estimate(page)).toHaveText('Of 5 days, at most 2 can be at a weekend.')
  await expect(breakdown(page)).toBeHidden()
  await expectNoAxeViolations(page, '#costs')

  await hours.fill('6')
  await weekend.fill('1')
  const consult = costs(page).getByRole('link', {
    name: 'Request a free consultation for 6 hours a day, 5 days a week',
  })
  await expect(consult).toHaveAttribute('href', '/?hours=6&days=5&weekend=1#consultation')
  await consult.click()
  await expect(page).toHaveURL(/\/\?hours=6&days=5&weekend=1#consultation$/)
  const form = consultationForm(page)
  await expect(form).toBeVisible()
  await expect(form.locator('[name="hoursPerWeek"]')).toHaveValue(
    '6 hours a day, 5 days a week, 1 of them at a weekend',
  )
})

test('care around the clock, every day: the owner’s day rate, within 5 % of 7 × it a week', async ({ page }) => {
  await page.goto('/about#costs')
  await settle(page)
  await costs(page).locator('output').scrollIntoViewIfNeeded()
  await costs(page).getByLabel('Hours of care a day').fill('24')
  await costs(page).getByLabel('Days a week').fill('7')
  await costs(page).getByLabel('Of them, days at a weekend').fill('2')
  await expect(estimate(page)).toContainText('For care around the clock, 7 days a week:')
  const [weekly = 0, monthly = 0] = ((await estimate(page).textContent()) ?? '')
    .match(/\$[\d,]+/g)!
    .map((amount) => Number(amount.replace(/[$,]/g, '')))
  expect(Math.abs(weekly - 7 * 380) / (7 * 380)).toBeLessThan(0.05)
  expect(Math.abs(monthly - (365 / 12) * 380) / ((365 / 12) * 380)).toBeLessThan(0.05)
  await expect(breakdown(page)).toHaveText('7 days around the clock at our rate for a day, $380 = $2,660 a week.')
})

test('how to pay and the footer lead to the costs; the costs lead to how to pay', async ({ page }) => {
  await page.goto('/about')
  await settle(page)
  await costs(page)
    .getByRole('link', { name: /See how to pay/ })
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

  test('the estimate for a common plan reads, and round-the-clock care; no box pretends to work', async ({ page }) => {
    await page.goto('/about#costs')
    await expect(costs(page).locator('output')).toHaveText(
      'For 4 hours a day, 5 days a week: about $640 a week, about $2,773 a month.',
    )
    await expect(costs(page)).toContainText('Care around the clock, every day of the week: about $11,527 a month.')
    await expect(costs(page).getByLabel('Hours of care a day')).toBeHidden()
    await expect(
      costs(page).getByRole('link', { name: 'Request a free consultation for 4 hours a day, 5 days a week' }),
    ).toHaveAttribute('href', '/?hours=4&days=5#consultation')
  })
})

test('in Spanish: the rates, the estimate and the choices, in dollars and Spanish words', async ({ page }) => {
  await page.goto('/es/about#costs')
  await settle(page)
  await expect(costs(page).getByRole('heading', { level: 2 })).toHaveText('Cuánto cuesta el cuidado')
  await expect(costs(page).getByRole('table', { name: 'Nuestras tarifas' })).toContainText('Una hora entre semana$32')
  await expect(estimate(page)).toHaveText(
    'Para 4 horas al día, 5 días a la semana: unos $640 a la semana, unos $2,773 al mes.',
  )
  await estimate(page).scrollIntoViewIfNeeded()
  await costs(page).getByLabel('Días a la semana').fill('3')
  await expect(estimate(page)).toHaveText(
    'Para 4 horas al día, 3 días a la semana: unos $384 a la semana, unos $1,664 al mes.',
  )
  await expect(
    costs(page).getByRole('link', { name: 'Pida una consulta gratis para 4 horas al día, 3 días a la semana' }),
  ).toHaveAttribute('href', '/es?hours=4&days=3#consultation')
  await costs(page).getByLabel('De ellos, días en fin de semana').fill('4')
  await expect(estimate(page)).toHaveText('De 3 días, como máximo 2 pueden ser en fin de semana.')
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

for (const [path, hours] of [
  ['/about', /4 hours/],
  ['/es/about', /4 horas/],
] as const) {
  test(`${path}: the shortest visit reads the same wherever the page states it`, async ({ page }) => {
    await page.goto(path)
    const stated = [
      await costs(page).locator('[data-fact="shortest-visit"]').textContent(),
      await page.locator('#faq details', { hasText: /minimum visit length|mínimo de horas por visita/i }).textContent(),
    ]
    for (const text of stated) expect(text).toMatch(hours)
    // No other length is claimed for a visit anywhere on the page.
    const body = (await page.locator('main').textContent()) ?? ''
    const lengths = [...body.matchAll(/(?:at least|por lo menos|al menos)\s+(\d+)\s+(?:hours|horas)/gi)].map(
      (m) => m[1],
    )
    expect(new Set(lengths)).toEqual(new Set(['4']))
  })
}
