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
