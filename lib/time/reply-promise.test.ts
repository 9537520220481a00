import { DEFAULT_OFFICE_HOURS, WEEKDAYS, type OfficeHours } from '@/lib/time/office-hours'
import { replyPromise, replyWayFor } from '@/lib/time/reply-promise'
import { evaluateInTimeZone, VISITOR_ZONES } from '../../testing/unit/time-zone'

// Moments in UTC, each with Georgia's time (EST is UTC-5, EDT UTC-4 from 8 March 2026).
const at = (iso: string) => new Date(iso)
const hours = DEFAULT_OFFICE_HOURS
const words = (iso: string, office: OfficeHours = hours) => replyPromise(at(iso), office).words

describe('when the family is told we will call', () => {
  it('in office hours with an hour to spare: within the hour', () => {
    expect(replyPromise(at('2026-03-10T14:00:00Z'), hours)).toEqual({
      kind: 'withinHour',
      by: at('2026-03-10T15:00:00Z'),
      words: "We'll call you within the hour.",
    })
    expect(words('2026-03-10T21:00:00Z')).toBe("We'll call you within the hour.") // 5:00 pm, closing at 6
  })

  it('in the last hour before closing: today if we can, and the first hour of the next opening at the latest', () => {
    expect(replyPromise(at('2026-03-10T21:01:00Z'), hours)).toEqual({
      kind: 'lastHour',
      by: at('2026-03-11T13:00:00Z'),
      words: "We'll call you today if we can, and by 9:00 tomorrow morning at the latest.",
    })
  })

  it('one minute before closing on a Friday: Monday morning at the latest', () => {
    expect(replyPromise(at('2026-03-06T22:59:00Z'), hours)).toEqual({
      kind: 'lastHour',
      by: at('2026-03-09T13:00:00Z'), // Monday 9:00 am EDT, after the March change
      words: "We'll call you today if we can, and by 9:00 on Monday morning at the latest.",
    })
  })

  it('outside office hours: by the first hour of the next opening, the day named from the agency calendar', () => {
    expect(replyPromise(at('2026-03-11T03:00:00Z'), hours)).toEqual({
      kind: 'closed',
      by: at('2026-03-11T13:00:00Z'),
      words: "We'll call you by 9:00 tomorrow morning.", // Tuesday 11 pm
    })
    expect(words('2026-03-11T06:00:00Z')).toBe("We'll call you by 9:00 this morning.") // Wednesday 2 am
    expect(words('2026-03-11T11:30:00Z')).toBe("We'll call you by 9:00 this morning.") // 7:30 am, before opening
    expect(words('2026-03-07T15:00:00Z')).toBe("We'll call you by 9:00 on Monday morning.") // Saturday
  })

  it('over a holiday, and past a week of them with the date', () => {
    expect(words('2026-11-26T01:00:00Z', { ...hours, holidays: ['2026-11-26'] })).toBe(
      "We'll call you by 9:00 on Friday morning.", // Wednesday 8 pm before Thanksgiving
    )
    const christmasWeek = Array.from({ length: 9 }, (_, day) => new Date(Date.UTC(2026, 11, 24 + day)))
    const closed = { ...hours, holidays: christmasWeek.map((day) => day.toISOString().slice(0, 10)) }
    expect(words('2026-12-24T00:00:00Z', closed)).toBe(
      "We'll call you by 9:00 on the morning of Monday, January 4.", // Wednesday 23 December, 7 pm
    )
  })

  it('across both clock changes, at 9:00 by the new clock', () => {
    expect(replyPromise(at('2026-03-08T01:00:00Z'), hours).by).toEqual(at('2026-03-09T13:00:00Z')) // Sat 8 pm EST
    expect(replyPromise(at('2026-10-30T22:30:00Z'), hours)).toMatchObject({
      kind: 'closed',
      by: at('2026-11-02T14:00:00Z'), // Monday 9:00 am EST
      words: "We'll call you by 9:00 on Monday morning.", // Friday 6:30 pm EDT
    })
  })

  it('names the afternoon, and a closing earlier than an hour after opening', () => {
    const saturdayAfternoons: OfficeHours = {
      days: [...hours.days, { day: 'saturday', opens: '13:00', closes: '17:00' }],
      holidays: [],
    }
    expect(words('2026-03-07T01:00:00Z', saturdayAfternoons)).toBe("We'll call you by 2:00 tomorrow afternoon.")
    const shortSaturday: OfficeHours = { days: [{ day: 'saturday', opens: '09:00', closes: '09:30' }], holidays: [] }
    expect(words('2026-03-07T12:00:00Z', shortSaturday)).toBe("We'll call you by 9:30 this morning.")
  })

  it('says "reply" to a request without a phone number', () => {
    expect(replyWayFor({ phone: '(770) 555-0199' })).toBe('call')
    expect(replyWayFor({ phone: '  ' })).toBe('reply')
    expect(replyWayFor({})).toBe('reply')
    expect(replyPromise(at('2026-03-10T14:00:00Z'), hours, 'reply').words).toBe("We'll reply within the hour.")
    expect(replyPromise(at('2026-03-07T15:00:00Z'), hours, 'reply').words).toBe(
      "We'll reply by 9:00 on Monday morning.",
    )
  })

  it('promises nothing precise when no day is open', () => {
    expect(replyPromise(at('2026-03-10T14:00:00Z'), { days: [], holidays: [] })).toEqual({
      kind: 'noHours',
      by: null,
      words: "We'll call you as soon as we can.",
    })
  })

  it('is always within the hour for an office open around the clock, midnight included', () => {
    const always: OfficeHours = {
      days: WEEKDAYS.map((day) => ({ day, opens: '00:00', closes: '24:00' })),
      holidays: [],
    }
    expect(words('2026-03-11T03:59:00Z', always)).toBe("We'll call you within the hour.")
  })

  it.each(VISITOR_ZONES)('reads the same on a device set to %s', (zone) => {
    const seen = evaluateInTimeZone(
      zone,
      { hours: 'lib/time/office-hours.ts', promise: 'lib/time/reply-promise.ts' },
      `['2026-03-06T22:59:00Z', '2026-03-11T03:00:00Z', '2026-03-10T14:00:00Z'].map(
        (iso) => promise.replyPromise(new Date(iso), hours.DEFAULT_OFFICE_HOURS).words,
      )`,
    )
    expect(seen).toEqual([
      "We'll call you today if we can, and by 9:00 on Monday morning at the latest.",
      "We'll call you by 9:00 tomorrow morning.",
      "We'll call you within the hour.",
    ])
  })
})

describe('when a family who wrote in Spanish is told we will call', () => {
  const spanish = (iso: string, office: OfficeHours = hours) => replyPromise(at(iso), office, 'call', 'es').words

  it('says the same promise in Spanish, the hour with its half of the day', () => {
    expect(spanish('2026-03-10T14:00:00Z')).toBe('Le llamaremos dentro de una hora.')
    expect(spanish('2026-03-10T21:01:00Z')).toBe(
      'Le llamaremos hoy si podemos, y si no, antes de las 9:00 a. m. de mañana.',
    )
    expect(spanish('2026-03-11T03:00:00Z')).toBe('Le llamaremos antes de las 9:00 a. m. de mañana.')
    expect(spanish('2026-03-11T06:00:00Z')).toBe('Le llamaremos antes de las 9:00 a. m. de hoy.')
    expect(spanish('2026-03-07T15:00:00Z')).toBe('Le llamaremos antes de las 9:00 a. m. del lunes.')
    expect(replyPromise(at('2026-03-11T03:00:00Z'), hours, 'reply', 'es').words).toBe(
      'Le responderemos antes de las 9:00 a. m. de mañana.',
    )
  })

  it('names one o’clock in the singular, and a date past a week', () => {
    const oneOClock: OfficeHours = {
      ...hours,
      days: hours.days.map((day) => ({ ...day, opens: '12:00', closes: '17:00' })),
    }
    expect(spanish('2026-03-11T03:00:00Z', oneOClock)).toBe('Le llamaremos antes de la 1:00 p. m. de mañana.')
    const closedForTwoWeeks = {
      ...hours,
      holidays: Array.from({ length: 14 }, (_, i) => `2026-03-${String(11 + i).padStart(2, '0')}`),
    }
    expect(spanish('2026-03-11T03:00:00Z', closedForTwoWeeks)).toBe(
      'Le llamaremos antes de las 9:00 a. m. del miércoles, 25 de marzo.',
    )
  })
})
