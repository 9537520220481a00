/**
 * The request as the owner sees it in the Studio: what they may change, and
 * how it is listed. `sanity` (ES modules only) is replaced by its identity
 * helpers, which is all the schemas use at run time.
 */
import type { StringInputProps } from 'sanity'
import { SPAM_SIGNS } from '@/features/requests/model/spam'
import { UNVERIFIED_TICKET_REFUSED } from '@/features/requests/model/stored'
import { requestSchema } from '@/features/requests/schemas/request'
import { KindStatusInput } from '@/features/requests/studio/KindStatusInput'

const formValue = jest.fn()
jest.mock('sanity', () => ({
  defineType: (t: unknown) => t,
  defineField: (f: unknown) => f,
  defineArrayMember: (m: unknown) => m,
  useFormValue: (path: unknown) => formValue(path),
}))

type Field = {
  name: string
  readOnly?: boolean
  hidden?: (context: { value: unknown }) => boolean
  components?: { input?: { name: string } }
  fields?: Field[]
  validation?: (rule: unknown) => unknown
}
const fields = requestSchema.fields as unknown as Field[]

describe('a request in the Studio', () => {
  it('is saved as it is edited, with no draft to publish', () => {
    expect(requestSchema.liveEdit).toBe(true)
  })

  it('lets the owner change only the status and the internal note', () => {
    expect(fields.filter((field) => !field.readOnly).map((field) => field.name)).toEqual(['status', 'internalNote'])
    expect(fields.map((field) => field.name)).toEqual(
      expect.arrayContaining([
        'kind',
        'submittedAt',
        'sourcePage',
        'name',
        'email',
        'phone',
        'message',
        'services',
        'shifts',
        'backgroundCheck',
      ]),
    )
  })

  it('offers a request only its kind’s statuses: an application goes on to an interview, hired or not', () => {
    const offered = (kind: unknown) => {
      formValue.mockReturnValue(kind)
      const renderDefault = jest.fn(() => null)
      const props = { schemaType: { name: 'string', options: { layout: 'radio' } }, renderDefault }
      KindStatusInput(props as unknown as StringInputProps)
      expect(formValue).toHaveBeenLastCalledWith(['kind'])
      const [[given]] = renderDefault.mock.calls as unknown as [[StringInputProps]]
      expect(given.schemaType.options).toMatchObject({ layout: 'radio' })
      return (given.schemaType.options?.list as { title: string }[]).map(({ title }) => title)
    }
    // Spam is a status of both kinds: the owner can mark either, and move either back.
    expect(offered('application')).toEqual(['New', 'Contacted', 'Interview', 'Hired', 'Not hired', 'Spam'])
    expect(offered('consultation')).toEqual(['New', 'Contacted', 'Closed', 'Spam'])
    expect(offered(undefined)).toEqual(['New', 'Contacted', 'Closed', 'Spam'])
  })

  it('refuses a status of the other kind, saying which ones fit', () => {
    const status = fields.find((field) => field.name === 'status')!
    let custom: (value: unknown, context: unknown) => unknown = () => true
    const rule = { required: () => rule, custom: (check: typeof custom) => ((custom = check), rule) }
    status.validation?.(rule)
    expect(custom('hired', { document: { kind: 'application' } })).toBe(true)
    expect(custom('spam', { document: { kind: 'application' } })).toBe(true)
    expect(custom('spam', { document: { kind: 'message' } })).toBe(true)
    expect(custom('hired', { document: { kind: 'consultation' } })).toBe('Choose one of: New, Contacted, Closed, Spam.')
    expect(custom('closed', { document: { kind: 'application' } })).toBe(
      'Choose one of: New, Contacted, Interview, Hired, Not hired, Spam.',
    )
  })

  it("shows the owner's alert as one line, and the first contact once the status has recorded it", () => {
    const field = (name: string) => fields.find((candidate) => candidate.name === name)!
    expect(field('status').components?.input?.name).toBe('StatusInput')
    expect(field('ownerAlert').readOnly).toBe(true)
    expect(field('ownerAlert').components?.input?.name).toBe('OwnerAlertInput')
    expect(field('ownerAlert').fields!.map((channel) => channel.name)).toEqual(['text', 'email'])
    for (const name of ['firstContactedAt', 'firstContactedBy']) {
      expect(field(name).readOnly).toBe(true)
      expect(field(name).hidden?.({ value: undefined })).toBe(true)
      expect(field(name).hidden?.({ value: 'Ann' })).toBe(false)
    }
  })

  it('hides the answers the family left empty', () => {
    const phone = fields.find((field) => field.name === 'phone')!
    expect(phone.hidden?.({ value: undefined })).toBe(true)
    expect(phone.hidden?.({ value: '(770) 555-0142' })).toBe(false)
    const services = fields.find((field) => field.name === 'services')!
    expect(services.hidden?.({ value: [] })).toBe(true)
  })

  it('is listed with the name, the kind and the time, and while new how long it has waited in office time', () => {
    // Monday 16 March 2026, 9:30 am in Georgia: the office has been open since 8:00 (the defaults, until read).
    jest.useFakeTimers({ now: new Date('2026-03-16T13:30:00Z') })
    const prepare = requestSchema.preview!.prepare as (value: Record<string, unknown>) => {
      title: string
      subtitle: string
    }
    expect(
      prepare({ name: 'Dorothy Pearson', kind: 'consultation', submittedAt: '2026-03-14T13:41:00Z', status: 'new' }),
    ).toEqual({
      title: 'Dorothy Pearson · Consultation request',
      subtitle: 'Mar 14, 2026, 9:41 AM · New · waiting 1 h 30 min, over an hour',
    })
    expect(
      prepare({ name: 'Ann', kind: 'message', submittedAt: '2026-03-14T13:41:00Z', status: 'closed' }).subtitle,
    ).toBe('Mar 14, 2026, 9:41 AM')
    expect(prepare({ name: 'Keisha Brown', kind: 'application', submittedAt: '2026-03-14T13:41:00Z' }).title).toBe(
      'Keisha Brown · Caregiver application',
    )
    jest.useRealTimers()
  })

  it('says on a spam line why it is there, and whether a person may have sent it (the third review, issue 50)', () => {
    const prepare = requestSchema.preview!.prepare as (value: Record<string, unknown>) => { subtitle: string }
    const line = (spamReason: string) =>
      prepare({ name: 'Ann', kind: 'message', submittedAt: '2026-03-14T13:41:00Z', status: 'spam', spamReason })
        .subtitle
    expect(line(SPAM_SIGNS.noTicket)).toBe(
      'Mar 14, 2026, 9:41 AM · Spam: no form ticket (perhaps a person: choose New if so)',
    )
    expect(line(`${SPAM_SIGNS.honeypot} ${SPAM_SIGNS.unconfirmed}`)).toBe(
      'Mar 14, 2026, 9:41 AM · Spam: the hidden field filled in, not confirmed',
    )
  })

  it('marks a request the website could not check "New, unverified", and shows why on the request (issue 60)', () => {
    jest.useFakeTimers({ now: new Date('2026-03-16T13:30:00Z') })
    const prepare = requestSchema.preview!.prepare as (value: Record<string, unknown>) => { subtitle: string }
    const request = { name: 'Ann', kind: 'message', submittedAt: '2026-03-14T13:41:00Z', status: 'new' }
    expect(prepare({ ...request, unverified: UNVERIFIED_TICKET_REFUSED }).subtitle).toMatch(
      /^Mar 14, 2026, 9:41 AM · New, unverified · waiting/,
    )
    // Once the second alert went (issue 61), the line says when.
    const secondAlert = {
      text: { status: 'sent', at: '2026-03-14T14:52:00Z' },
      email: { status: 'failed', at: '2026-03-14T14:52:00Z' },
    }
    expect(prepare({ ...request, secondAlert }).subtitle).toMatch(
      /· second alert sent 10:52 am by text; the e-mail failed$/,
    )
    // The Studio's preview gives null for a field the document does not have.
    expect(prepare({ ...request, unverified: null, secondAlert: null }).subtitle).toMatch(
      /^Mar 14, 2026, 9:41 AM · New · waiting/,
    )
    const unverified = fields.find((field) => field.name === 'unverified')!
    expect(unverified.readOnly).toBe(true)
    const hidden = unverified.hidden as (context: { document?: Record<string, unknown> }) => boolean
    expect(hidden({ document: request })).toBe(true)
    expect(hidden({ document: { ...request, unverified: UNVERIFIED_TICKET_REFUSED } })).toBe(false)
    jest.useRealTimers()
  })
})
