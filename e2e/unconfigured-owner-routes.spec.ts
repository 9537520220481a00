import { expect, test } from '@playwright/test'

// A fresh clone has no Sanity project, no webhook secret and no read token:
// the owner's routes refuse politely and say what to set.

test('the publish webhook is refused until SANITY_REVALIDATE_SECRET is set', async ({ request }) => {
  const response = await request.post('/api/revalidate', {
    headers: { 'sanity-webhook-signature': 't=1700000000000,v1=c2lnbmF0dXJl' },
    data: { _type: 'testimonial', _id: 'testimonial-1' },
  })
  expect(response.status()).toBe(401)
  expect(await response.json()).toMatchObject({ message: expect.stringContaining('SANITY_REVALIDATE_SECRET') })
})

test('preview needs a Sanity project, and says which variables to set', async ({ request }) => {
  const response = await request.get('/api/draft-mode/enable?sanity-preview-secret=anything', { maxRedirects: 0 })
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('NEXT_PUBLIC_SANITY_PROJECT_ID')
  expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
})
