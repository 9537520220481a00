/**
 * How long an in-page link's glide lasts. A plain module, free of React and
 * Next, so that the browser tests can read the same figure they check.
 */
export const SMOOTH_SCROLL_MS = 600
