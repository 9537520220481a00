import { expect, test } from '@playwright/test'
import { MIN_FILL_MS } from '../lib/contact-form'

// The fresh clone has no EmailJS variables: the page works, the form explains itself.
test('without EmailJS settings the form keeps the message and points to the phone', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (message) => logs.push(message.text()))
  const emailjsCalls: string[] = []
  await page.route('https://api.emailjs.com/**', (route) => {
    emailjsCalls.push(route.request().url())
    return route.abort()
  })
  await page.clock.install()
  await page.goto('/#contact')

  const form = page.locator('#contact form')
  const typed = {
    name: 'Ray Ortiz',
    email: 'ray@example.com',
    subject: 'Help for my wife',
    message: 'Evenings, please.',
  }
  await form.getByLabel('Your name').fill(typed.name)
  await form.getByLabel('Your e-mail address').fill(typed.email)
  await form.getByLabel('Subject').fill(typed.subject)
  await form.getByLabel('Message').fill(typed.message)
  await page.clock.fastForward(MIN_FILL_MS)
  await form.getByRole('button', { name: 'Send Message' }).click()

  const alert = page.locator('#contact [role="alert"]')
  await expect(alert).toContainText('Your message was not sent')
  await expect(alert).toContainText('not working at the moment')
  await expect(alert.getByRole('link', { name: '(770) 555-0142' })).toHaveAttribute('href', 'tel:+17705550142')
  await expect(form.getByLabel('Message')).toHaveValue(typed.message)
  await expect(form.getByLabel('Your name')).toHaveValue(typed.name)
  expect(emailjsCalls).toEqual([])
  const named = logs.find((line) => line.includes('EmailJS is not configured'))
  expect(named).toContain('NEXT_PUBLIC_EMAILJS_SERVICE_ID')
  expect(named).toContain('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID')
  expect(named).toContain('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY')
  expect(logs.some((line) => line.startsWith('FAILED...'))).toBe(true)
})
