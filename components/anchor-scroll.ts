/**
 * How long an in-page link's glide lasts. A plain module, free of React and
 * Next, so that the browser tests can read the same figure they check.
 */
export const SMOOTH_SCROLL_MS = 600

/**
 * Dispatched (bubbling) on an anchor's target just before the page glides to
 * it. A target inside a closed tab panel or disclosure is not there to scroll
 * to; the component that owns it opens it on this event, synchronously.
 */
export const ANCHOR_REVEAL_EVENT = 'anchorreveal'

/**
 * The element id a URL's fragment names ("#how%20it%20works" → "how it works"). A fragment that is not valid
 * percent-encoding ("#%E0", "#%": a link cut short when shared) is taken as written, never thrown: a bad link
 * must not turn the page into an error (issue 60).
 */
export function fragmentId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
