import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_OFFICE_HOURS } from '@/lib/time/office-hours'
import { busyIntervals } from './busy-calendar'
import { cellsOf } from './cells'
import { consultationHours, DEFAULT_CONSULTATION_HOURS, type ConsultationHours, type Meeting } from './hours'
import { freeSlots, heldInterval, nearest, offer, readSlotId, type Interval } from './slots'
import { slotWords } from './slot-words'

/** Georgia's wall clock on a date, as the picker shows it: "2027-03-09 10:00". */
const georgia = (date: string, clock: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(`${date}T${clock}`))
    .replace(',', '')

const startsOn = (date: string, free: { start: string; date: string }[]) =>
  free
    .filter((slot) => slot.date === date)
    .map((slot) => georgia(slot.start.slice(0, 10), slot.start.slice(11)).slice(11))

const free = (
  now: Date,
  {
    hours = DEFAULT_CONSULTATION_HOURS,
    busy = [] as Interval[],
    taken = new Set<string>(),
    meeting = 'phone' as Meeting,
  } = {},
) => freeSlots({ hours, officeHours: DEFAULT_OFFICE_HOURS, busy, taken, now, meeting })

describe('the times a family is offered', () => {
  // Monday 30 November 2026, 8:00 in Georgia (EST): office hours 8 to 6, three office hours' notice.
  const monday = new Date('2026-11-30T13:00:00Z')

  it('are the half hours of the owner’s windows, from three office hours on, never a meeting past a window’s end', () => {
    expect(startsOn('2026-11-30', free(monday))).toEqual([
      '11:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ])
    // A home visit of an hour: the last start of each window is an hour before its end.
    const visits = free(monday, { meeting: 'visit' })
    expect(startsOn('2026-12-01', visits)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ])
  })

  it('skip weekends, closed days and what lies past the days ahead', () => {
    const hours = consultationHours({ closedDays: ['2026-12-02'], daysAhead: 7 })
    const dates = new Set(free(monday, { hours }).map((slot) => slot.date))
    expect([...dates]).toEqual(['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04', '2026-12-07'])
  })

  it('leave out a time already held, with the gap after it: a phone call of 20 minutes and 15 to spare', () => {
    const held = new Date('2026-12-01T14:00:00Z') // 9:00 in Georgia
    const taken = new Set(cellsOf(heldInterval('phone', held, DEFAULT_CONSULTATION_HOURS)))
    expect(startsOn('2026-12-01', free(monday, { taken })).slice(0, 3)).toEqual(['10:00', '10:30', '11:00'])
    // Nor a home visit at 9:30: it would begin in the call's gap.
    const visits = free(monday, { taken, meeting: 'visit' })
    expect(startsOn('2026-12-01', visits)[0]).toBe('10:00')
    const visitAtNine = free(monday, {
      taken: new Set(cellsOf(heldInterval('visit', held, DEFAULT_CONSULTATION_HOURS))),
    })
    expect(startsOn('2026-12-01', visitAtNine)[0]).toBe('10:30')
  })

  it('group by day for the picker, five days of at most eight times, and the nearest to a time taken', () => {
    const days = offer(free(monday))
    expect(days).toHaveLength(5)
    expect(Math.max(...days.map((day) => day.length))).toBeLessThanOrEqual(8)
    const wanted = new Date('2026-12-01T19:00:00Z') // 2:00 pm
    const close = nearest(
      free(monday, { taken: new Set(cellsOf(heldInterval('phone', wanted, DEFAULT_CONSULTATION_HOURS))) }),
      wanted,
    )
    expect(close.map((slot) => georgia('2026-12-01', slot.start.slice(11)).slice(11))).toEqual([
      '15:00',
      '15:30',
      '16:00',
    ])
  })

  it('are named plainly, on Georgia’s clock, in English and Spanish', () => {
    const at = new Date('2026-12-01T19:00:00Z')
    expect(slotWords(at, 'en')).toBe('Tuesday, December 1, 2:00 p.m., Georgia time')
    expect(slotWords(at, 'es')).toBe('martes, 1 de diciembre, 2:00 p. m., hora de Georgia')
    expect(slotWords(new Date('2026-12-01T14:30:00Z'), 'en')).toBe('Tuesday, December 1, 9:30 a.m., Georgia time')
  })

  it('read only the ids the site makes', () => {
    expect(readSlotId('phone@2026-12-01T19:00:00.000Z')).toEqual({
      meeting: 'phone',
      start: new Date('2026-12-01T19:00:00Z'),
    })
    for (const id of ['phone@2026-12-01', 'call@2026-12-01T19:00:00.000Z', 'phone@2026-13-45T19:00:00.000Z', 7]) {
      expect(readSlotId(id)).toBeNull()
    }
  })

  it('come from a half-filled Studio document as sensible hours', () => {
    const hours: ConsultationHours = consultationHours({
      windows: [
        { day: 'saturday', from: '10:00', to: '09:00' },
        { day: 'funday', from: '10:00', to: '12:00' },
      ],
      phoneMinutes: 5000,
      calendarUrl: 'http://calendar.example/secret.ics',
    })
    expect(hours.windows).toEqual(DEFAULT_CONSULTATION_HOURS.windows)
    expect(hours.minutes.phone).toBe(20)
    // Only https (or webcal, the same address) is fetched.
    expect(hours.calendarUrl).toBeNull()
    expect(consultationHours({ calendarUrl: 'webcal://p01-caldav.icloud.com/published/2/abc' }).calendarUrl).toBe(
      'https://p01-caldav.icloud.com/published/2/abc',
    )
  })
})

describe('the owner’s own calendar', () => {
  const text = readFileSync(path.join(__dirname, 'fixtures/owner-calendar.ics'), 'utf8')
  // Monday 8 March 2027 at 7:00 in Georgia (EST); the clocks go forward on Sunday 14 March.
  const now = new Date('2027-03-08T12:00:00Z')
  const hours = consultationHours({ daysAhead: 30 })
  const busy = busyIntervals(text, now, new Date('2027-04-10T00:00:00Z'))
  const slots = free(now, { hours, busy })

  it('takes a weekly meeting out at 10:00 Georgia time on both sides of the clock change, with its gap', () => {
    // 9:30 + 20 minutes + 15 to spare runs into 10:00; the meeting ends at 11:00, and 11:00 is too close to it.
    expect(startsOn('2027-03-09', slots)).toEqual([
      '09:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ])
    expect(startsOn('2027-03-16', slots)).toEqual(startsOn('2027-03-09', slots))
    const tuesdays = busy.filter((span) => new Date(span.start).getUTCDay() === 2).slice(0, 2)
    // 10:00 EST is 15:00 UTC; 10:00 EDT is 14:00 UTC.
    expect(tuesdays.map((span) => new Date(span.start).toISOString())).toEqual([
      '2027-03-09T15:00:00.000Z',
      '2027-03-16T14:00:00.000Z',
    ])
  })

  it('honours a cancelled occurrence, a moved one, an all-day event and a free one', () => {
    // 23 March: EXDATE, the morning is free.
    expect(startsOn('2027-03-23', slots)).toContain('10:00')
    // 30 March: moved to 3 pm.
    expect(startsOn('2027-03-30', slots)).toContain('10:00')
    expect(startsOn('2027-03-30', slots)).not.toContain('15:00')
    // 11 March: a conference all day.
    expect(startsOn('2027-03-11', slots)).toEqual([])
    // 10 March, 3 pm: a reminder marked free blocks nothing.
    expect(startsOn('2027-03-10', slots)).toContain('15:00')
  })
})
