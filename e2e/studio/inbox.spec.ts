import { lake } from '../support/lake-control'
import { documentPane, expect, test } from '../support/studio'
import { MARY, TOM } from '../support/studio-requests'

/*
 * Journey 2: the owner answers the Inbox. Requests are private `lead.`
 * documents the website wrote; the owner sees how many are new, reads one
 * (what the family wrote cannot be changed), marks it Contacted, which moves
 * it and updates the counts at once, and keeps an internal note.
 */

test.beforeEach(async () => {
  await lake.reset()
  await lake.upsert(MARY)
  await lake.upsert(TOM)
})
test.afterAll(async () => lake.reset())

test('the Inbox counts new requests; marking one Contacted moves it; the note is kept', async ({ studio: page }) => {
  await page.goto('/studio/structure')
  await page.getByTestId('pane-item-Inbox (2 new)').click()
  await page.getByTestId('pane-item-New (2)').click()
  const requests = page.getByTestId('document-list-pane').getByRole('link')
  // Newest first.
  await expect(requests).toHaveText([/^Mary Jones · Message/, /^Tom Smith · Consultation request/])

  await requests.first().click()
  const form = documentPane(page, MARY._id).getByTestId('form-view')
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Mary Jones')
  for (const field of ['Name', 'E-mail', 'Subject', 'Message']) {
    await expect(form.getByLabel(field, { exact: true }), `${field} is the family's`).not.toBeEditable()
  }
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue(String(MARY.message))

  // A live-edited document: the choice is saved at once, with nothing to publish.
  await form.getByRole('radio', { name: 'Contacted' }).check()
  await expect(page.getByTestId('pane-item-Inbox (1 new)')).toBeVisible()
  await expect(page.getByTestId('pane-item-New (1)')).toBeVisible()
  await expect(requests).toHaveText([/^Tom Smith/])
  await expect.poll(async () => (await lake.document(MARY._id)).status).toBe('contacted')

  const note = 'Called back on Tuesday; home visit booked for Friday at 10.'
  await form.getByLabel('Internal note').fill(note)
  await expect.poll(async () => (await lake.document(MARY._id)).internalNote).toBe(note)

  await page.getByTestId('pane-item-Contacted').click()
  await expect(page.getByTestId('document-list-pane').getByRole('link')).toHaveText([/^Mary Jones/])
  // No draft of a request is ever made.
  expect((await lake.documents()).filter((document) => document._id.startsWith('drafts.lead.'))).toEqual([])
})
