/**
 * The browser and the server judge a request alike (issue 35): for
 * generated answers of every kind (a message, a consultation request, a
 * caregiver's application) — phones punctuated every way people type them,
 * ZIP codes, dates as a picker or a person writes them, ticked and unticked
 * boxes, long and Unicode text — the verdict of the form's check in the browser is the
 * verdict of POST /api/leads and of the no-script POST /api/contact, and
 * whatever the browser accepts is stored exactly as it was checked.
 */
import fc from 'fast-check'
import {
  ENGLISH_CHECKS,
  MODELS,
  SPAM_SIGNS,
  compareDays,
  parseDay,
  readForm,
  requestDocument,
  serverBounds,
  validate,
  visitorBounds,
  type AnyModel,
  type FieldSpec,
  type RawFields,
  type RequestDocument,
  type RequestKind,
} from '@/features/requests/model'
import { createContactHandler, createRequestsHandler } from '@/features/requests/server'
import { signTicket } from '@/features/requests/tickets'

const SITE = 'http://care.example'
const NOW = new Date('2026-11-26T15:00:00Z')
const UUID = '0b7e4b8e-2f4c-4a8e-9c41-5d2b8f1e6a37'
const always = { take: async () => ({ allowed: true as const }) }
const unlimited = { wellFormed: always, refused: always }

let stored: RequestDocument[] = []
const store = async (document: RequestDocument) => {
  stored.push(document)
  return { ok: true as const }
}
const KEY = new TextEncoder().encode('a key of the tests, 32 characters long')
/** The ticket each form fetched on its first touch, as a person types: well before Send. */
const ticket = (kind: string) => signTicket(KEY, kind, new Date(NOW.getTime() - 40_000))
const requestsPost = createRequestsHandler({
  store,
  ticketKey: () => KEY,
  limiter: unlimited,
  now: () => NOW,
  uuid: () => UUID,
})
const contactPost = createContactHandler({
  store,
  confirm: async () => ({ ok: true, moved: true }),
  ticketKey: () => KEY,
  contacts: async () => null,
  limiter: unlimited,
  now: () => NOW,
  uuid: () => UUID,
})
const headers = { origin: SITE, host: 'care.example' }

// ------------------------------------------------------------------ what people type

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''))
const separator = fc.constantFrom('', ' ', '-', '.', '/', '–', '—', ' - ', '  ')
const pad = (n: number) => String(n).padStart(2, '0')

/** A US number written every way people write one, with words around it. */
const usPhone = fc
  .tuple(
    fc.constantFrom('', '+1 ', '1-', '1 ', '+1', 'Cell ', 'cell: ', 'Mobile ', 'Home: '),
    fc.boolean(),
    fc.integer({ min: 2, max: 9 }),
    digits(2),
    separator,
    fc.integer({ min: 2, max: 9 }),
    digits(2),
    separator,
    digits(4),
    fc.constantFrom('', ' ', ' (cell)'),
  )
  .map(([prefix, parens, a, area, s1, e, exchange, s2, line, tail]) => {
    const code = `${a}${area}`
    return `${prefix}${parens ? `(${code})` : code}${s1}${e}${exchange}${s2}${line}${tail}`
  })

/** A day as a date picker gives it, or as an American types it, in or out of the bounds. */
const typedDate = fc
  .tuple(fc.integer({ min: 2026, max: 2029 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .chain(([y, m, d]) =>
    fc.constantFrom(
      `${y}-${pad(m)}-${pad(d)}`,
      `${m}/${d}/${y}`,
      `${pad(m)}/${pad(d)}/${y}`,
      `${m}-${d}-${y}`,
      `${m}.${d}.${y}`,
      ` ${m}/${d}/${y} `,
    ),
  )

/** Text with Unicode, emoji, line breaks of every kind; lengths around the limit. */
const prose = (max: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }) },
    fc.constantFrom('Line one\r\nLine two', 'Dorothy Pearson 👵🏽', 'José Ñúñez', 'O’Brien-Smith'),
    // What the third review pasted (issue 50): bidi overrides, Unicode line breaks, C1 controls.
    fc.constantFrom('Ann \u202Enosirrah', 'Line\u2028two', 'Bob\u0085Smith', '\u0090Walter\u009b', 'Ann\n \nSmith'),
    fc.integer({ min: max - 3, max }).map((n) => `${'é'.repeat(n - 2)}\r\n`),
  )

/** What a person would type in a field, meant to be right (and most often right). */
function plausible(field: FieldSpec): fc.Arbitrary<string | string[]> {
  const values = 'options' in field ? field.options.map((option) => option.value) : []
  switch (field.type) {
    case 'phone':
      return fc.oneof(usPhone, fc.constant(''))
    case 'zip':
      return fc.oneof(
        digits(5),
        digits(5).map((zip) => ` ${zip} `),
        fc.tuple(digits(5), fc.constantFrom('-', ' ', ''), digits(4)).map(([a, s, b]) => `${a}${s}${b}`),
      )
    case 'date':
      return fc.oneof(typedDate, fc.constant(''))
    case 'email':
      return fc.oneof(fc.emailAddress(), fc.constant(''), fc.constant(' ann@example.com '))
    case 'text':
      return field.required ? prose(field.max) : fc.oneof(prose(field.max), fc.constant(''))
    case 'choice':
      return fc.constantFrom(...(field.required ? values : ['', ...values]))
    case 'choices':
      return fc.subarray(values)
    case 'list':
      return field.name === 'counties'
        ? fc.subarray(['Clayton', 'Douglas', 'Henry', 'Cherokee', 'Forsyth', 'Gwinnett', 'Dekalb', 'Fulton'])
        : fc.subarray(['Personal Care', 'Homemaking', 'Companionship Care', '24/7 Private Duty'])
    case 'consent':
      // Mostly ticked: a box left empty is refused, which the other kinds' generated slips cover too.
      return fc.oneof({ weight: 9, arbitrary: fc.constant('yes') }, { weight: 1, arbitrary: fc.constant('') })
  }
}

/** What a slip of the finger, a paste or a script puts in a field. */
function hostile(field: FieldSpec): fc.Arbitrary<string | string[]> {
  const junk = fc.oneof(
    fc.string({ maxLength: 45 }),
    fc.string({ unit: 'binary', maxLength: 45 }),
    fc.constantFrom('', '   ', '\r\n', '<script>alert(1)</script>', '=HYPERLINK("x")'),
  )
  switch (field.type) {
    case 'phone':
      return fc.oneof(
        digits(7),
        digits(9),
        digits(12),
        usPhone.map((phone) => `${phone} ext 12`),
        junk,
      )
    case 'zip':
      return fc.oneof(digits(4), digits(6), junk)
    case 'date':
      return fc.oneof(
        fc.constantFrom('2026-02-30', '13/01/2027', '12/7/26', '7 December 2026', '2026-12-7', '11/25/2026'),
        junk,
      )
    case 'text':
      return fc.oneof(fc.constant('x'.repeat(field.max + 1)), fc.constant(`${'é'.repeat(field.max)}\r\n!`), junk)
    case 'choices':
      // Up to 12, and a list up to 25: the application's three stay within what a form may post (form-body.ts).
      return fc.array(junk, { maxLength: 12 })
    case 'list':
      return fc.array(junk, { maxLength: 25 })
    case 'consent':
      return fc.oneof(fc.constantFrom('on', 'true', 'YES', ' yes\r\n'), junk)
    default:
      return junk
  }
}

const answer = (field: FieldSpec) =>
  fc.oneof({ weight: 8, arbitrary: plausible(field) }, { weight: 1, arbitrary: hostile(field) })

const request = fc
  .constantFrom(...(Object.keys(MODELS) as RequestKind[]))
  .chain((kind) =>
    fc
      .record(Object.fromEntries(MODELS[kind].fields.map((field: FieldSpec) => [field.name, answer(field)])))
      .map((answers) => ({ kind, answers: answers as Record<string, string | string[]> })),
  )

// ------------------------------------------------------------------ the three judges

/** What the form posts: the browser's FormData, with a list field's every value. */
function formData(answers: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(answers)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
  }
  return data
}

const visitor = visitorBounds(NOW)
const server = serverBounds(NOW)
/** The server takes a day more each way (for visitors in every zone): a date there is judged on purpose apart. */
function onServerMargin(model: AnyModel, raw: RawFields): boolean {
  return model.fields.some((field: FieldSpec) => {
    const value = raw[field.name]
    const day = field.type === 'date' && typeof value === 'string' ? parseDay(value) : null
    if (!day) return false
    return (
      (compareDays(day, visitor.earliest) < 0 && compareDays(day, server.earliest) >= 0) ||
      (compareDays(day, visitor.latest) > 0 && compareDays(day, server.latest) <= 0)
    )
  })
}

// Line breaks of every kind, control characters, bidirectional formatting.
const LINE_BREAKS = /[\r\n\u2028\u2029\u0085]/
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/

/** What is kept has no invisible character anywhere, and a line break only in a multi-line text. */
function expectCleanLines(model: AnyModel, document: Record<string, unknown>) {
  for (const field of model.fields as readonly FieldSpec[]) {
    const value = document[field.name]
    for (const text of Array.isArray(value) ? value : typeof value === 'string' ? [value] : []) {
      expect(`${field.name}: ${INVISIBLE.test(text)}`).toBe(`${field.name}: false`)
      const oneLine = !(field.type === 'text' && field.multiline)
      if (oneLine) expect(`${field.name}: ${LINE_BREAKS.test(text)}`).toBe(`${field.name}: false`)
    }
  }
}

describe('the browser and the server agree on every request', () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => {}))
  afterEach(() => jest.restoreAllMocks())

  it('over 10,000 generated requests: the same verdict, the same words, and everything accepted is stored', async () => {
    // How many of each kind the browser accepted: a run that accepted none would prove nothing.
    const accepted: Record<string, number> = { message: 0, consultation: 0, application: 0 }
    await fc.assert(
      fc.asyncProperty(request, async ({ kind, answers }) => {
        const model: AnyModel = MODELS[kind]
        const raw = readForm(model, formData(answers))
        const browser = validate(model, raw, visitor, ENGLISH_CHECKS)
        if (onServerMargin(model, raw)) return
        if (browser.ok) accepted[model.kind]! += 1

        // The form sends what it checked; the server checks it again.
        stored = []
        const sent = await requestsPost(
          new Request(`${SITE}/api/leads`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({
              kind: model.kind,
              id: UUID,
              page: '/',
              elapsedMs: 5000,
              token: ticket(model.kind),
              fields: browser.values,
            }),
          }),
        )
        if (browser.ok) {
          expect(sent.status).toBe(201)
          expect(stored).toEqual([requestDocument(model, browser.values, { uuid: UUID, page: '/', now: NOW })])
          expectCleanLines(model, stored[0]!)
        }

        // A script, or a form posted before the scripts ran, sends the answers as typed (and no ticket: judged alike).
        const asTyped = await requestsPost(
          new Request(`${SITE}/api/leads`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ kind: model.kind, page: '/', elapsedMs: 5000, fields: raw }),
          }),
        )
        const answer = (await asTyped.json()) as { ok: boolean; fields?: Record<string, string> }
        expect(answer.ok).toBe(browser.ok)
        expect(answer.fields ?? {}).toEqual(browser.problems)

        const body = new URLSearchParams()
        if (model.kind !== 'message') body.append('kind', model.kind)
        for (const [name, value] of Object.entries(raw)) {
          for (const one of Array.isArray(value) ? value : [value]) body.append(name, one)
        }
        stored = []
        const posted = await contactPost(
          new Request(`${SITE}/api/contact`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: body.toString(),
          }),
        )
        expect(posted.status).toBe(browser.ok ? 200 : 422)
        expect(stored).toHaveLength(browser.ok ? 1 : 0)
        // Kept at once, as spam until the visitor presses "Confirm and send" on the page that answers.
        if (browser.ok)
          expect(stored[0]).toMatchObject({
            ...requestDocument(model, browser.values, {
              uuid: UUID,
              page: '/',
              now: NOW,
              spamReason: SPAM_SIGNS.unconfirmed,
            }),
            _id: `lead.${UUID}`,
          })
      }),
      { numRuns: 10_000, seed: Number(process.env.AGREEMENT_SEED) || undefined },
    )
    expect(accepted.message).toBeGreaterThan(300)
    expect(accepted.consultation).toBeGreaterThan(300)
    expect(accepted.application).toBeGreaterThan(300)
  })
})
