/**
 * "Not spam": a request the owner moves from Spam to New was never alerted
 * about (spam alerts nobody), so the Studio asks the site to alert the owner
 * now, as for any new request (POST /api/leads/not-spam,
 * ../server/not-spam-route.ts). The Studio at /studio is the site's own
 * origin; a Studio deployed elsewhere cannot ask, and the request still
 * waits in New. A failure changes nothing and is not worth the owner's
 * attention: the request is in New either way.
 */
export const NOT_SPAM_ENDPOINT = '/api/leads/not-spam'

export async function alertOnLeavingSpam(id: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    await fetchImpl(NOT_SPAM_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
      credentials: 'same-origin',
    })
  } catch {
    // Offline, or a Studio on another origin: New is where the request is; the owner will see it there.
  }
}
