import { lake } from '../../testing/browser/lake-control'
import { documentPane, expect, test } from '../../testing/browser/studio'
import { MARY, TOM } from '../../testing/browser/studio-requests'

/*
 * Journey 2: the owner answers the Inbox. Requests are private `lead.`
 * documents the website wrote; the owner sees how many are new and how long
 * each has waited, reads one (what the family wrote cannot be changed, and
 * how the owner was alerted), marks it Contacted, which moves it, updates the
 * counts at once and records the first contact, and keeps an internal note.
 * Then who has waited over an hour, and the response times.
 */

/** Mary's alert as the website recorded it: 10:02 am in Georgia, by text and e-mail. */
const ALERTED = {
  text: { status: 'sent', at: '2026-03-10T14:02:05.000Z', sentTo: 1 },
  email: { status: 'sent', at: '2026-03-10T14:02:06.000Z' },
}

test.beforeEach(async () => {
  await lake.reset()
  await lake.upsert({ ...MARY, ownerAlert: ALERTED })
  await lake.upsert(TOM)
})
test.afterAll(async () => lake.reset())

test('the Inbox counts new requests; marking one Contacted moves it; the note is kept', async ({ studio: page }) => {
  await page.goto('/studio/structure')
  await page.getByTestId('pane-item-Inbox (2 new)').click()
  await page.getByTestId('pane-item-New (2)').click()
  const requests = page.getByTestId('document-list-pane').getByRole('link')
  // Newest first, each with how long it has waited in office hours (Tom, a week: over an hour).
  await expect(requests).toHaveText([/^Mary Jones · Message.* · New · waiting /, /^Tom Smith · .*, over an hour/])

  await requests.first().click()
  const form = documentPane(page, MARY._id).getByTestId('form-view')
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Mary Jones')
  for (const field of ['Name', 'E-mail', 'Subject', 'Message']) {
    await expect(form.getByLabel(field, { exact: true }), `${field} is the family's`).not.toBeEditable()
  }
  await expect(form.getByLabel('Message', { exact: true })).toHaveValue(String(MARY.message))
  await expect(form.getByText('owner alerted 10:02 am by text and e-mail')).toBeVisible()

  // A live-edited document: the choice is saved at once, with nothing to publish.
  await form.getByRole('radio', { name: 'Contacted' }).check()
  await expect(page.getByTestId('pane-item-Inbox (1 new)')).toBeVisible()
  await expect(page.getByTestId('pane-item-New (1)')).toBeVisible()
  await expect(requests).toHaveText([/^Tom Smith/])
  await expect.poll(async () => (await lake.document(MARY._id)).status).toBe('contacted')
  // The first change from New records when, and who: the signed-in owner.
  await expect.poll(async () => (await lake.document(MARY._id)).firstContactedBy).toBe('Agency Owner')
  await expect(form.getByLabel('First contact by')).toHaveValue('Agency Owner')

  const note = 'Called back on Tuesday; home visit booked for Friday at 10.'
  await form.getByLabel('Internal note').fill(note)
  await expect.poll(async () => (await lake.document(MARY._id)).internalNote).toBe(note)

  await page.getByTestId('pane-item-Contacted').click()
  await expect(page.getByTestId('document-list-pane').getByRole('link')).toHaveText([/^Mary Jones/])
  // No draft of a request is ever made.
  expect((await lake.documents()).filter((document) => document._id.startsWith('drafts.lead.'))).toEqual([])

  // Over an hour, counting office hours only, as of the moment the list opened.
  await page.getByTestId('pane-item-Waiting over an hour').click()
  await expect(page.getByText(/^Waiting over an hour \(as of \d{1,2}:\d{2} [ap]m\)$/)).toBeVisible()
  await expect(page.getByTestId('document-list-pane').getByRole('link')).toHaveText([/^Tom Smith/])

  await page.getByTestId('pane-item-Response times').click()
  await expect(page.getByRole('status').filter({ hasText: /^Last 12 weeks, as of / })).toBeVisible()
  await expect(page.getByRole('img', { name: /Requests per week, and the median time to first contact/ })).toBeVisible()
  await expect(page.getByText(/^2 requests in the last 12 weeks; half were first answered within /)).toBeVisible()
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(13)
})
