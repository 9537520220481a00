import type { Page } from '@playwright/test'
import type { MessageValues as ContactMessage } from '@/features/requests/model'

/** The message form of the home page (the contact section's other form is the consultation request). */
export const contactForm = (page: Page) => page.locator('#contact form[aria-labelledby="contact-form-heading"]')

/** Types a message into the contact form, field by field, as a visitor would. */
export async function fillIn(page: Page, message: ContactMessage) {
  const form = contactForm(page)
  await form.getByLabel('Your name').fill(message.name)
  await form.getByLabel('Your e-mail address').fill(message.email)
  await form.getByLabel('Subject').fill(message.subject)
  await form.getByLabel('Message').fill(message.message)
}
