/**
 * Spam, in one module: the honeypot every form carries, checked before the network and
 * by the server again, and the signs that make the
 * server take a request for a script's (issue 36).
 *
 * It imports nothing of the model but its limits (request.ts imports from here), so that the
 * page's eager code (the message form) takes these few constants and not
 * every request model with them: Turbopack bundles a module whole.
 */

import { MIN_FILL_MS } from './limits'

export { HONEYPOT_FIELD } from './honeypot'

/**
 * Each sign in the owner's words, as the Inbox shows it on a request marked
 * Spam. A request with any sign is kept with status `spam`, never thrown away
 * (a family whose browser could not fetch the form's ticket is not lost) and
 * never announced: the visitor's answer is the one a person gets.
 */
export const SPAM_SIGNS = {
  honeypot: 'The hidden field that only programs fill in was filled in.',
  hurried: `The page reported it was sent within ${MIN_FILL_MS / 1000} seconds of the first touch of the form.`,
  noTicket:
    'It came without the ticket this website gives every form when a visitor starts typing: a program posting directly, or a browser that could not fetch it.',
  badTicket: 'It came with a form ticket this website did not issue (or issued for another form).',
  ticketTooFresh: `It was sent less than ${MIN_FILL_MS / 1000} seconds after its form ticket was issued: faster than a person types.`,
  ticketExpired: 'Its form ticket was more than four hours old.',
  ticketReused:
    'It came with a form ticket another request had already used: the form fetches a new ticket for each request, a program may not.',
  unconfirmed:
    'It was sent without the page’s scripts, and nobody pressed “Confirm and send” on the page that followed.',
} as const

export type SpamSign = keyof typeof SPAM_SIGNS

/** Each sign in a few words, for the Inbox's line. */
const SPAM_SHORT: Record<SpamSign, string> = {
  honeypot: 'the hidden field filled in',
  hurried: 'sent too fast',
  noTicket: 'no form ticket',
  badTicket: 'a form ticket not ours',
  ticketTooFresh: 'a form ticket too fresh',
  ticketExpired: 'a form ticket over four hours old',
  ticketReused: 'a form ticket used before',
  unconfirmed: 'not confirmed',
}

/** What only a program does: the other signs may be a person's bad luck (a lost ticket, no scripts). */
const PROGRAM_ONLY: ReadonlySet<SpamSign> = new Set(['honeypot', 'hurried'])

/**
 * The Inbox's word on a request kept as spam, from its stored reason: "no
 * form ticket (perhaps a person: choose New if so)". A family whose browser
 * lost its ticket is told apart from a program that filled the hidden field.
 */
export function spamWhy(reason: string | undefined): string {
  const signs = (Object.keys(SPAM_SIGNS) as SpamSign[]).filter((sign) => reason?.includes(SPAM_SIGNS[sign]))
  if (!signs.length) return ''
  const words = signs.map((sign) => SPAM_SHORT[sign]).join(', ')
  return signs.some((sign) => PROGRAM_ONLY.has(sign)) ? words : `${words} (perhaps a person: choose New if so)`
}

/** The words stored on the request, or undefined when there is no sign: then it is an ordinary New request. */
export function spamReason(signs: readonly SpamSign[]): string | undefined {
  const unique = [...new Set(signs)]
  return unique.length ? unique.map((sign) => SPAM_SIGNS[sign]).join(' ') : undefined
}
