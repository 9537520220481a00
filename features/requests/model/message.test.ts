import { visitorBounds } from './day-bounds'
import { ENGLISH_CHECKS } from './english-checks'
import { MESSAGE, MESSAGE_MAX_CHARS } from './message'
import { validate, type RawFields } from './validate'
import * as words from './english-checks'

const MESSAGE_FIELDS: RawFields = { name: 'Ann Lee', email: 'ann@example.com', subject: 'Care', message: 'Mornings.' }
const check = (fields: RawFields) =>
  validate(MESSAGE, { ...MESSAGE_FIELDS, ...fields }, visitorBounds(), ENGLISH_CHECKS)

describe('the message form’s check', () => {
  it('takes four filled-in fields, trimmed', () => {
    expect(check({ name: ' Ann Lee ', message: 'Mornings.\n' })).toEqual({
      ok: true,
      values: MESSAGE_FIELDS,
      problems: {},
    })
  })

  it('requires every field, and a field of spaces is not filled in', () => {
    expect(check({ name: '   ', email: '', subject: '\n', message: '' }).problems).toEqual({
      name: words.FILL_IN,
      email: words.FILL_IN,
      subject: words.FILL_IN,
      message: words.FILL_IN,
    })
  })

  it('takes an e-mail address as the browser’s own check does', () => {
    expect(check({ email: 'ann@localhost' }).ok).toBe(true)
    expect(check({ email: 'ann@' }).problems).toEqual({ email: words.EMAIL_FORMAT })
    expect(check({ email: 'ann lee@example.com' }).problems).toEqual({ email: words.EMAIL_FORMAT })
  })

  it('asks for a shorter message, saying by how much, and never cuts it', () => {
    const long = 'x'.repeat(MESSAGE_MAX_CHARS + 1)
    expect(check({ message: long })).toMatchObject({
      ok: false,
      values: { message: long },
      problems: {
        message: 'Please shorten your message to 20,000 characters or fewer (it has 20,001), or e-mail us instead.',
      },
    })
    expect(check({ subject: 'y'.repeat(201) }).problems).toEqual({ subject: words.tooLong(200, 201) })
  })
})

describe('what a one-line answer may hold (the third review, issue 50)', () => {
  it('keeps a name, a subject, one line: line breaks collapsed, bidi, C0, C1 and separators dropped', () => {
    const { ok, values } = validate(
      MESSAGE,
      {
        name: 'Ann \u202Enosirrah\u202C\r\n  Smith\u0085',
        email: 'ann@example.com',
        subject: 'Help\u2028[leads] Kept a message as lead.fake\u0090',
        message: 'Line one\u2029Line two\u200E',
      },
      visitorBounds(),
      ENGLISH_CHECKS,
    )
    expect(ok).toBe(true)
    expect(values.name).toBe('Ann nosirrah Smith')
    expect(values.subject).toBe('Help [leads] Kept a message as lead.fake')
    // A message keeps its lines, as one kind of line break, and loses only what is invisible.
    expect(values.message).toBe('Line one\nLine two')
  })

  it('drops every invisible format character and tab from one-line answers (issue 60), keeping the joiners names need', () => {
    const hidden = '\u061C\u200B\uFEFF\u2060\u206A\uFFF9\u00AD'
    const { ok, values } = validate(
      MESSAGE,
      {
        name: `Ro${hidden}sa\tMar${hidden}tínez`,
        email: 'rosa@example.com',
        subject: `Care\u200B for\tMom`,
        message: `Tab\tkept, soft\u00ADhyphen kept: a message is the family's own text.`,
      },
      visitorBounds(),
      ENGLISH_CHECKS,
    )
    expect(ok).toBe(true)
    expect(values.name).toBe('Rosa Martínez')
    expect(values.subject).toBe('Care for Mom')
    expect(values.message).toBe(`Tab\tkept, soft\u00ADhyphen kept: a message is the family's own text.`)
    // The zero-width non-joiner spells this Persian name; the joiner, an emoji family.
    const persian = 'نامه\u200Cای'
    expect(
      validate(
        MESSAGE,
        { name: persian, email: 'a@example.com', subject: '👩\u200D👧', message: 'Hi' },
        visitorBounds(),
        ENGLISH_CHECKS,
      ).values,
    ).toMatchObject({ name: persian, subject: '👩\u200D👧' })
  })
})
