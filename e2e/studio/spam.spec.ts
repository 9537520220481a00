import type { Dialog, Page } from '@playwright/test'
import { lake } from '../../testing/browser/lake-control'
import { documentPane, expect, test } from '../../testing/browser/studio'
import { KEISHA, MARY, SPAM_APPLICATION, SPAM_MESSAGE } from '../../testing/browser/studio-requests'

/*
 * Journey 5: the owner clears Spam. What the server took for a script's,
 * a family's message and a caregiver's application alike, waits in the
 * Inbox's one Spam list, out of every "new" count; one click on the list's
 * header deletes all of it, or moves all of it back to New, each after a
 * confirmation that gives the number (features/requests/studio/spam.ts).
 */

test.beforeEach(async () => {
  await lake.reset()
  for (const request of [MARY, KEISHA, SPAM_MESSAGE, SPAM_APPLICATION]) await lake.upsert(request)
})
test.afterAll(async () => lake.reset())

/** Accepts the Studio's confirm and alert dialogs, recording their words; the page is the worker's, so the listener goes with the test. */
function answerDialogs(page: Page) {
  const asked: string[] = []
  const answer = (dialog: Dialog) => {
    asked.push(dialog.message())
    void dialog.accept()
  }
  page.on('dialog', answer)
  listeners.push(() => page.off('dialog', answer))
  return asked
}
const listeners: Array<() => void> = []
test.afterEach(() => listeners.splice(0).forEach((remove) => remove()))

const requestIds = async () =>
  (await lake.documents())
    .map((document) => document._id)
    .filter((id) => id.startsWith('lead.'))
    .sort()

test('Spam holds both kinds, counted apart; "Delete all spam" empties it in one click', async ({ studio: page }) => {
  await page.goto('/studio/structure')
  // One new family's request and one new application: spam is in no "new" count.
  await page.getByTestId('pane-item-Inbox (2 new)').click()
  await expect(page.getByTestId('pane-item-New (1)')).toBeVisible()
  await expect(page.getByTestId('pane-item-Applications (1 new)')).toBeVisible()
  await page.getByTestId('pane-item-Spam (2)').click()
  const requests = page.getByTestId('document-list-pane').getByRole('link')
  await expect(requests).toHaveText([/^Cheap Pills · Message/, /^Bot Applicant · Caregiver application/])

  // An application in Spam: the application's own statuses with Spam, and why it is there.
  await requests.nth(1).click()
  const form = documentPane(page, SPAM_APPLICATION._id).getByTestId('form-view')
  await expect(form.getByRole('radio', { name: 'Spam' })).toBeChecked()
  for (const status of ['Interview', 'Hired', 'Not hired'])
    await expect(form.getByRole('radio', { name: status, exact: true })).toBeVisible()
  await expect(form.getByRole('radio', { name: 'Closed' })).toHaveCount(0)
  await expect(form.getByLabel('Why it looks like spam')).toHaveValue(String(SPAM_APPLICATION.spamReason))

  const asked = answerDialogs(page)
  await page.getByRole('button', { name: 'Delete all spam' }).click()
  await expect.poll(requestIds).toEqual([KEISHA._id, MARY._id].sort())
  // The report comes once the Content Lake has answered, a moment after the documents go.
  await expect
    .poll(() => asked)
    .toEqual(['Delete all 2 requests in Spam? This cannot be undone.', 'Deleted 2 requests from Spam.'])
  await expect(page.getByTestId('pane-item-Spam')).toBeVisible()
  await expect(page.getByTestId('pane-item-Inbox (2 new)')).toBeVisible()
})

test('"Move all spam to New" puts a family’s request in New and an application in the Applications’ New', async ({
  studio: page,
}) => {
  await page.goto('/studio/structure')
  await page.getByTestId('pane-item-Inbox (2 new)').click()
  await page.getByTestId('pane-item-Spam (2)').click()
  await expect(page.getByTestId('document-list-pane').getByRole('link')).toHaveCount(2)

  const asked = answerDialogs(page)
  // A secondary action: in the list header's menu.
  // Sanity's own test id: the pane header's unnamed "…" button (the Spam list is the last pane).
  await page.getByTestId('pane-context-menu-button').last().click()
  await page.getByRole('menuitem', { name: 'Move all spam to New' }).click()
  await expect.poll(async () => (await lake.document(SPAM_APPLICATION._id)).status).toBe('new')
  expect(await lake.document(SPAM_MESSAGE._id)).toMatchObject({ status: 'new' })
  expect(await lake.document(SPAM_MESSAGE._id)).not.toHaveProperty('spamReason')
  // Wait for the report, so no dialog is left open when the page closes.
  await expect.poll(() => asked.at(-1)).toBe('Moved 2 requests to New.')
  await expect(page.getByTestId('pane-item-Inbox (4 new)')).toBeVisible()
  await expect(page.getByTestId('pane-item-New (2)')).toBeVisible()
  await expect(page.getByTestId('pane-item-Applications (2 new)')).toBeVisible()
  await expect(page.getByTestId('pane-item-Spam')).toBeVisible()
})
