import {
  DEFAULT_OFFICE_HOURS,
  WEEKDAYS,
  isOpen,
  nextOpening,
  officeHoursFromContent,
  officeMinutesBetween,
  type OfficeHours,
} from '@/lib/time/office-hours'
import { evaluateInTimeZone, VISITOR_ZONES } from '../../testing/unit/time-zone'

// Georgia is UTC-5 in winter (EST) and UTC-4 in summer (EDT); the clocks
// change on Sunday 8 March 2026 (2 am → 3 am) and Sunday 1 November 2026
// (2 am → 1 am). Each moment below is written in UTC with its Georgia time.
const at = (iso: string) => new Date(iso)
const weekdays = DEFAULT_OFFICE_HOURS
const everyDay: OfficeHours = {
  days: WEEKDAYS.map((day) => ({ day, opens: '08:00', closes: '18:00' })),
  holidays: [],
}
const thanksgiving: OfficeHours = { ...weekdays, holidays: ['2026-11-26'] }

describe('office hours', () => {
  it('are Monday to Friday, 8 am to 6 pm, until the owner sets them', () => {
    expect(DEFAULT_OFFICE_HOURS.days.map(({ day, opens, closes }) => `${day} ${opens}-${closes}`)).toEqual([
      'monday 08:00-18:00',
      'tuesday 08:00-18:00',
      'wednesday 08:00-18:00',
      'thursday 08:00-18:00',
      'friday 08:00-18:00',
    ])
    expect(officeHoursFromContent(null)).toEqual(DEFAULT_OFFICE_HOURS)
    expect(officeHoursFromContent({ officeHours: [], holidays: null })).toEqual(DEFAULT_OFFICE_HOURS)
  })

  it("take the owner's rows, skipping any the Studio would refuse", () => {
    const hours = officeHoursFromContent({
      officeHours: [
        { day: 'saturday', opens: '09:00', closes: '13:00' },
        { day: 'saturday', opens: '14:00', closes: '16:00' }, // a second Saturday
        { day: 'sunday', opens: '18:00', closes: '08:00' }, // closes before it opens
        { day: 'funday', opens: '08:00', closes: '18:00' },
        { day: 'monday', opens: '8 am', closes: '18:00' },
        { day: 'tuesday', opens: '00:00', closes: '24:00' },
        null,
      ],
      holidays: ['2026-12-25', '2026-02-30', null, '2026-11-26', '2026-12-25'],
    })
    expect(hours).toEqual({
      days: [
        { day: 'saturday', opens: '09:00', closes: '13:00' },
        { day: 'tuesday', opens: '00:00', closes: '24:00' },
      ],
      holidays: ['2026-11-26', '2026-12-25'],
    })
  })

  it('are open from the opening minute up to, not including, the closing minute', () => {
    expect(isOpen(at('2026-03-10T11:59:00Z'), weekdays)).toBe(false) // Tuesday 7:59 am EDT
    expect(isOpen(at('2026-03-10T12:00:00Z'), weekdays)).toBe(true) // 8:00 am
    expect(isOpen(at('2026-03-10T21:59:00Z'), weekdays)).toBe(true) // 5:59 pm
    expect(isOpen(at('2026-03-10T22:00:00Z'), weekdays)).toBe(false) // 6:00 pm
  })

  it('are closed at the weekend, and a Friday evening request waits for Monday', () => {
    expect(isOpen(at('2026-03-07T15:00:00Z'), weekdays)).toBe(false) // Saturday 10 am EST
    expect(nextOpening(at('2026-03-06T23:30:00Z'), weekdays)).toEqual(at('2026-03-09T12:00:00Z')) // Fri 6:30 pm → Mon 8 am EDT
    // Friday 5 pm to Monday 9 am: the last hour of Friday and the first of Monday.
    expect(officeMinutesBetween(at('2026-03-06T22:00:00Z'), at('2026-03-09T13:00:00Z'), weekdays)).toBe(120)
  })

  it("are closed on the owner's holidays", () => {
    expect(isOpen(at('2026-11-26T15:00:00Z'), thanksgiving)).toBe(false) // Thanksgiving, 10 am EST
    expect(isOpen(at('2026-11-26T15:00:00Z'), weekdays)).toBe(true)
    expect(nextOpening(at('2026-11-25T23:00:00Z'), thanksgiving)).toEqual(at('2026-11-27T13:00:00Z')) // Wed 6 pm → Fri 8 am
    expect(officeMinutesBetween(at('2026-11-25T22:00:00Z'), at('2026-11-27T14:00:00Z'), thanksgiving)).toBe(120)
  })

  it('give the next opening strictly after the moment: tomorrow when open now', () => {
    expect(nextOpening(at('2026-03-10T14:00:00Z'), weekdays)).toEqual(at('2026-03-11T12:00:00Z'))
    expect(nextOpening(at('2026-03-10T11:00:00Z'), weekdays)).toEqual(at('2026-03-10T12:00:00Z'))
    expect(nextOpening(at('2026-03-10T11:00:00Z'), { days: [], holidays: [] })).toBeNull()
  })

  it('count a request at 11 pm as waiting from the next opening, not all night', () => {
    // Tuesday 11 pm EDT to Wednesday 7 am: nothing; to 8:45 am: 45 minutes.
    expect(officeMinutesBetween(at('2026-03-11T03:00:00Z'), at('2026-03-11T11:00:00Z'), weekdays)).toBe(0)
    expect(officeMinutesBetween(at('2026-03-11T03:00:00Z'), at('2026-03-11T12:45:00Z'), weekdays)).toBe(45)
    expect(officeMinutesBetween(at('2026-03-11T12:45:00Z'), at('2026-03-11T03:00:00Z'), weekdays)).toBe(0)
  })

  describe('across the March change (Sunday 8 March 2026)', () => {
    it('open at 8 am by the new clock on the Sunday, an hour earlier in UTC than on the Saturday', () => {
      expect(nextOpening(at('2026-03-07T23:30:00Z'), everyDay)).toEqual(at('2026-03-08T12:00:00Z'))
      expect(nextOpening(at('2026-03-07T05:00:00Z'), everyDay)).toEqual(at('2026-03-07T13:00:00Z'))
      // 1:30 am EST on the Sunday, before the change, still opens at 8 am EDT.
      expect(nextOpening(at('2026-03-08T06:30:00Z'), everyDay)).toEqual(at('2026-03-08T12:00:00Z'))
    })

    it('count a full ten-hour day on the 23-hour Sunday, and the weekend as office hours only', () => {
      expect(officeMinutesBetween(at('2026-03-08T05:00:00Z'), at('2026-03-09T04:00:00Z'), everyDay)).toBe(600)
      // Saturday 5 pm EST to Sunday 9 am EDT: one hour each side of a shortened night.
      expect(officeMinutesBetween(at('2026-03-07T22:00:00Z'), at('2026-03-08T13:00:00Z'), everyDay)).toBe(120)
    })
  })

  describe('across the November change (Sunday 1 November 2026)', () => {
    it('open at 8 am by the new clock, an hour later in UTC than on the Saturday', () => {
      expect(nextOpening(at('2026-10-31T05:00:00Z'), everyDay)).toEqual(at('2026-10-31T12:00:00Z'))
      expect(nextOpening(at('2026-10-31T23:00:00Z'), everyDay)).toEqual(at('2026-11-01T13:00:00Z'))
      expect(nextOpening(at('2026-10-30T23:00:00Z'), weekdays)).toEqual(at('2026-11-02T13:00:00Z'))
    })

    it('count a full ten-hour day on the 25-hour Sunday', () => {
      expect(officeMinutesBetween(at('2026-11-01T04:00:00Z'), at('2026-11-02T05:00:00Z'), everyDay)).toBe(600)
      expect(officeMinutesBetween(at('2026-10-30T21:00:00Z'), at('2026-11-02T14:00:00Z'), weekdays)).toBe(120)
    })
  })

  it('run from midnight to midnight without a gap for an office open around the clock', () => {
    const always: OfficeHours = {
      days: WEEKDAYS.map((day) => ({ day, opens: '00:00', closes: '24:00' })),
      holidays: [],
    }
    expect(isOpen(at('2026-03-11T03:59:00Z'), always)).toBe(true) // 11:59 pm EDT
    expect(officeMinutesBetween(at('2026-03-11T03:30:00Z'), at('2026-03-11T04:30:00Z'), always)).toBe(60)
  })

  it.each(VISITOR_ZONES)('give the same answers on a device set to %s', (zone) => {
    const seen = evaluateInTimeZone(
      zone,
      { hours: 'lib/time/office-hours.ts' },
      `[
        hours.isOpen(new Date('2026-03-10T12:00:00Z'), hours.DEFAULT_OFFICE_HOURS),
        hours.nextOpening(new Date('2026-03-06T23:30:00Z'), hours.DEFAULT_OFFICE_HOURS).toISOString(),
        hours.officeMinutesBetween(new Date('2026-10-30T21:00:00Z'), new Date('2026-11-02T14:00:00Z'), hours.DEFAULT_OFFICE_HOURS),
      ]`,
    )
    expect(seen).toEqual([true, '2026-03-09T12:00:00.000Z', 120])
  })
})
