/**
 * The rules every request to the agency follows, in the browser and on the
 * server alike (one module, so the forms and POST /api/leads cannot drift):
 * the words and limits both forms share, and the message form's fields and
 * what each may hold. The consultation form's are ./consultation-rules.ts,
 * apart, so that its lists load only with that form. Free of React, Node and
 * the network; the words are the ones a visitor reads. The JSON a form posts,
 * and its check: ./request.ts.
 */
export const LEAD_KINDS = ['message', 'consultation'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** A person needs longer than this to fill in a form; scripts do not. */
export const MIN_FILL_MS = 3000

/** The browser's own `type="email"` check (WHATWG), so the server accepts exactly what the form lets through. */
export const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** Field name → what the visitor is asked to fix, in plain words. */
export type FieldProblems<F extends string> = Partial<Record<F, string>>

export const FILL_IN = 'Please fill in this field.'
export const EMAIL_FORMAT = 'Please enter an e-mail address, for example name@example.com.'

/** What the visitor is asked when a field is longer than it may be; nothing is ever cut. */
export function tooLongWords(max: number, length: number, longText = false): string {
  const most = max.toLocaleString('en-US')
  const has = length.toLocaleString('en-US')
  return longText
    ? `Please shorten your message to ${most} characters or fewer (it has ${has}), or e-mail us instead.`
    : `Please shorten this to ${most} characters or fewer (it has ${has}).`
}

// ---------------------------------------------------------------- The message form

/** The four fields, named as in the agency's EmailJS template. */
export const MESSAGE_FIELDS = ['from_name', 'email', 'subject', 'message'] as const
export type MessageField = (typeof MESSAGE_FIELDS)[number]
export type MessageFields = Record<MessageField, string>

/** EmailJS refuses payloads over 50 KB; stay well under it, in characters a person can count. */
export const MESSAGE_MAX_CHARS = 20_000

/** An e-mail address is at most 254 characters by its standard; a name or subject over 200 is not one. */
export const MESSAGE_FIELD_MAX_CHARS: Record<MessageField, number> = {
  from_name: 200,
  email: 254,
  subject: 200,
  message: MESSAGE_MAX_CHARS,
}

/** Every field is required; the e-mail address must look like one. */
export function messageProblems(fields: MessageFields): FieldProblems<MessageField> {
  const problems: FieldProblems<MessageField> = {}
  for (const field of MESSAGE_FIELDS) {
    const value = fields[field]
    if (!value.trim()) problems[field] = FILL_IN
    else if (value.length > MESSAGE_FIELD_MAX_CHARS[field]) {
      problems[field] = tooLongWords(MESSAGE_FIELD_MAX_CHARS[field], value.length, field === 'message')
    }
  }
  if (!problems.email && !EMAIL.test(fields.email.trim())) problems.email = EMAIL_FORMAT
  return problems
}
