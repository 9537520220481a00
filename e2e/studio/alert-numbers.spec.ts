import type { APIRequestContext } from '@playwright/test'
import { DEFAULT_API_VERSION } from '@/lib/env/content'
import { ALERT_SETTINGS_ID } from '@/features/requests/model'
import { DATASET, LAKE_PORT, OWNER_ALERTS, SITE_URL } from '@/testing/configured-site'
import { alertServices, lake } from '../../testing/browser/lake-control'
import { configuredTicket } from '../../testing/browser/leads'
import { editableForm, expect, openDocument, publishDocument, test } from '../../testing/browser/studio'

/*
 * Issue 39: the owner sets the phones that get the alert texts in the
 * Studio ("Alerts to your phone", beside the contact details), and the next
 * request is texted there, through the Twilio fake, instead of to the
 * numbers of OWNER_ALERT_TEXT_TO. The document is private: the public API
 * (an anonymous query of the Content Lake) does not serve it.
 */

const TYPED = { wrong: '770-555-01', right: '(470) 555-0177', e164: '+14705550177' }

test.beforeEach(async () => lake.reset())
test.afterEach(async () => {
  await lake.reset()
  await alertServices.heal()
})

/** A consultation request as the form posts it, from a visitor of this test's own. */
async function postConsultation(request: APIRequestContext, name: string) {
  const id = crypto.randomUUID()
  const response = await request.post('/api/leads', {
    headers: { origin: SITE_URL, 'x-forwarded-for': '10.40.0.1' },
    data: {
      kind: 'consultation',
      id,
      page: '/',
      elapsedMs: 20_000,
      fields: { name, phone: '(678) 555-0199', zip: '30043', careRecipient: 'parent', howSoon: 'week' },
      token: configuredTicket('consultation'),
    },
  })
  expect(response.status()).toBe(201)
  return `lead.${id}`
}

test('the owner enters a phone, publishes, and the next request is texted to it alone; nobody else can read it', async ({
  studio: page,
  request,
}) => {
  await openDocument(page, 'ownerAlerts')
  const pane = editableForm(page)
  // What the owner needs to know before relying on it, where they type the number.
  await expect(pane.getByText(/verified in its console/)).toBeVisible()
  await expect(pane.getByText(/texts START/)).toBeVisible()

  const numbers = pane.getByTestId('field-textNumbers')
  await numbers.getByRole('button', { name: 'Add item' }).click()
  const entry = numbers.locator('input').last()
  // A number short of a digit is refused by the one phone rule, and cannot be published.
  await entry.fill(TYPED.wrong)
  await expect(numbers.getByTestId('input-validation-icon-error').first()).toBeVisible()
  await expect(page.getByTestId('action-publish')).toBeDisabled()
  await entry.fill(TYPED.right)
  await publishDocument(page)
  await expect.poll(async () => (await lake.document(ALERT_SETTINGS_ID)).textNumbers).toEqual([TYPED.right])

  // The public API of the dataset, asked without a token, does not serve the document or its numbers.
  const query = encodeURIComponent(`*[_type == "ownerAlerts" || _id == "${ALERT_SETTINGS_ID}"]`)
  const anonymous = await request.get(
    `http://127.0.0.1:${LAKE_PORT}/v${DEFAULT_API_VERSION}/data/query/${DATASET}?query=${query}`,
  )
  expect(await anonymous.json()).toMatchObject({ result: [] })
  // Nor do the pages, refreshed by the publish's webhook (which names the type and id, nothing more).
  for (const url of ['/', '/about']) expect(await (await request.get(url)).text()).not.toContain('555-0177')

  // The next request: one text, to the Studio's number, none to the variable's.
  const requestId = await postConsultation(request, 'Cornelia Abernathy')
  const texts = async () =>
    (await alertServices.received()).texts.filter((text) => text.body.includes('Cornelia A.')).map(({ to }) => to)
  await expect.poll(texts, { timeout: 5000 }).toEqual([TYPED.e164])
  expect(OWNER_ALERTS.to).not.toContain(TYPED.e164)
  await expect
    .poll(async () => (await lake.document(requestId)).ownerAlert, { timeout: 5000 })
    .toMatchObject({ text: { status: 'sent', sentTo: 1 } })
})
