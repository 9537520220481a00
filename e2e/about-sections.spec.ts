import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from '../testing/browser/axe'
import { settle } from '../testing/browser/settle'

/*
 * The About page's new sections: the FAQ (by keyboard, without scripts, in
 * the structured data), the team, careers and the two statements, each
 * reachable from the footer of every page, each scanned by axe.
 */

const faq = (page: Page) => page.locator('#faq')

test('the four About anchors are reachable from the footer of every page', async ({ page }) => {
  const anchors = [
    { link: 'Frequently asked questions', id: 'faq', heading: 'Frequently asked questions' },
    { link: 'Careers', id: 'careers', heading: 'We’re hiring caregivers' },
    { link: 'Privacy notice', id: 'privacy', heading: 'Privacy notice' },
    { link: 'Accessibility statement', id: 'accessibility', heading: 'Accessibility statement' },
  ]
  for (const [index, anchor] of anchors.entries()) {
    const from = ['/', '/completion', '/about', '/'][index]!
    await page.goto(from)
    await settle(page)
    await page.locator('footer').getByRole('link', { name: anchor.link, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/about#${anchor.id}$`))
    const heading = page.locator(`#${anchor.id}`).getByRole('heading', { level: 2, name: anchor.heading })
    await expect(heading).toBeInViewport()
  }
})

test('FAQ by keyboard: Tab reaches each question, Enter opens it, Space closes it', async ({ page }) => {
  await page.goto('/about#faq')
  await settle(page)
  const questions = faq(page).locator('summary')
  await expect(questions).toHaveCount(12)
  // Start from the section's heading, as a keyboard user arriving by the footer link does.
  await faq(page).getByRole('heading', { level: 2 }).click()
  await page.keyboard.press('Tab')
  const first = questions.first()
  await expect(first).toBeFocused()
  await expect(first).toHaveText('What does non-medical home care include, and what does it not?')
  const answer = faq(page).getByText(/It is not medical care/)
  await expect(answer).toBeHidden()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  const box = (await first.boundingBox())!
  expect(box.height).toBeGreaterThanOrEqual(48)
  await expectNoAxeViolations(page, '#faq')
  await page.keyboard.press('Space')
  await expect(answer).toBeHidden()
  await page.keyboard.press('Tab')
  await expect(questions.nth(1)).toBeFocused()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the questions open and close, and every answer is in the page for the browser’s find', async ({
    page,
    request,
  }) => {
    await page.goto('/about')
    // Closed, but not hidden from find-in-page: the answers are in the HTML, not fetched or drawn by a script.
    const html = await (await request.get('/about')).text()
    for (const words of [
      'We are a private-pay agency',
      '1-866-552-4464',
      'a backup caregiver who knows the care plan',
    ]) {
      expect(html).toContain(words)
    }
    expect(await faq(page).locator('details[open], [hidden]').count()).toBe(0)
    const waiver = faq(page).locator('details').filter({ hasText: 'Elderly and Disabled Waiver' })
    const adrc = waiver.getByRole('link', { name: '1-866-552-4464' })
    await expect(adrc).toBeHidden()
    await waiver.locator('summary').click()
    await expect(adrc).toBeVisible()
    await expect(adrc).toHaveAttribute('href', 'tel:+18665524464')
    await waiver.locator('summary').click()
    await expect(adrc).toBeHidden()
  })
})

test('the FAQ structured data holds the same questions as the page', async ({ page }) => {
  await page.goto('/about')
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}') as Record<string, unknown>))
  const faqPage = blocks.find((block) => block['@type'] === 'FAQPage') as
    { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined
  expect(faqPage).toBeDefined()
  const shown = await faq(page).locator('summary').allTextContents()
  expect(faqPage!.mainEntity.map((question) => question.name)).toEqual(shown)
})

test('our team: each person with a described photo, a role and a sentence', async ({ page }) => {
  await page.goto('/about#team')
  await settle(page, { revealAll: true })
  const team = page.locator('#team')
  await expect(team.getByRole('heading', { level: 3 })).toHaveText([
    'Angela Whitfield',
    'Luis Ortega',
    'Tanya Brooks',
    'Ellen Marsh',
  ])
  await expect(team.getByRole('img', { name: 'Portrait of Tanya Brooks' })).toBeVisible()
  await expectNoAxeViolations(page, '#team')
})

test('careers: how to apply, each way with the background-check statement Georgia law requires', async ({ page }) => {
  await page.goto('/about#careers')
  await settle(page, { revealAll: true })
  const careers = page.locator('#careers')
  const statement =
    'For this type of employment, state law requires a national and state background check as a condition of employment.'
  await expect(careers.getByText(statement)).toBeVisible()
  const call = careers.getByRole('link', { name: '(770) 555-0142' })
  const mail = careers.getByRole('link', { name: 'care@hearthsidehomecare.example' })
  await expect(call).toHaveAttribute('href', 'tel:+17705550142')
  await expect(mail).toHaveAttribute('href', 'mailto:care@hearthsidehomecare.example?subject=Caregiver%20application')
  for (const way of [call, mail]) await expect(way).toHaveAccessibleDescription(statement)
  await expectNoAxeViolations(page, '#careers')
})

test('privacy notice and accessibility statement: every part, the contact links, axe', async ({ page }) => {
  await page.goto('/about#privacy')
  await settle(page, { revealAll: true })
  const privacy = page.locator('#privacy')
  await expect(privacy.getByRole('heading', { level: 3 })).toHaveText([
    'What the forms collect',
    'Where it goes and where it is kept',
    'How long we keep it',
    'Job applications',
    'Asking us to delete it',
  ])
  await expect(privacy.getByText(/through EmailJS/)).toBeVisible()
  await expect(privacy.getByRole('link', { name: 'care@hearthsidehomecare.example' })).toHaveAttribute(
    'href',
    'mailto:care@hearthsidehomecare.example?subject=Privacy%20request',
  )
  await expectNoAxeViolations(page, '#privacy')
  const accessibility = page.locator('#accessibility')
  await expect(accessibility.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible()
  await expect(accessibility.getByRole('heading', { level: 3 })).toHaveText([
    'What we did for older readers',
    'Known limits',
    'If something is hard to use',
  ])
  await expectNoAxeViolations(page, '#accessibility')
})

test('the link under the message form’s Send button opens the privacy notice and keeps what was typed', async ({
  page,
  context,
}) => {
  await page.goto('/#contact')
  await settle(page)
  const form = page.locator('#contact form')
  await form.getByLabel('Message').fill('My mother needs help three mornings a week.')
  const link = form.getByRole('link', { name: 'privacy notice (opens in a new tab)' })
  await expect(link).toHaveAttribute('href', '/about#privacy')
  // Just under the Send button.
  const send = (await form.getByRole('button', { name: 'Send Message' }).boundingBox())!
  const note = (await link.boundingBox())!
  expect(note.y).toBeGreaterThan(send.y + send.height)
  expect(note.y).toBeLessThan(send.y + send.height + 80)
  const [notice] = await Promise.all([context.waitForEvent('page'), link.click()])
  await expect(notice).toHaveURL(/\/about#privacy$/)
  await expect(notice.locator('#privacy').getByRole('heading', { level: 2 })).toBeInViewport()
  await expect(form.getByLabel('Message')).toHaveValue('My mother needs help three mornings a week.')
})
