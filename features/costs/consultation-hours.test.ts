import { plan as english } from '@/lib/i18n/en/plan'
import { plan as spanish } from '@/lib/i18n/es/plan'
import { consultationHref, planAnswer, planFromSearch } from './consultation-hours'
import { AROUND_THE_CLOCK } from './estimate/estimate'

describe('the plan made in the estimate, carried to the consultation form', () => {
  it('the link carries the plan, and the form reads it back', () => {
    const plan = { hoursPerDay: 6, daysPerWeek: 5, weekendDays: 1, overnightHours: 0 }
    const href = consultationHref('en', plan)
    expect(href).toBe('/?hours=6&days=5&weekend=1#consultation')
    expect(planFromSearch(new URL(href, 'https://x.example').search)).toEqual(plan)
    expect(consultationHref('es', plan)).toBe('/es?hours=6&days=5&weekend=1#consultation')
  })

  it('no plan, or one that cannot be, carries nothing; nonsense in the address is read as nothing', () => {
    expect(consultationHref('en', null)).toBe('/#consultation')
    expect(consultationHref('en', { hoursPerDay: 4, daysPerWeek: 9, weekendDays: 0, overnightHours: 0 })).toBe(
      '/#consultation',
    )
    expect(planFromSearch('')).toBeNull()
    expect(planFromSearch('?hours=lots&days=5')).toBeNull()
    expect(planFromSearch('?hours=4&days=5&weekend=4')).toBeNull()
  })

  it('the answer in each language, as the family would have typed it', () => {
    const plan = { hoursPerDay: 10, daysPerWeek: 7, weekendDays: 2, overnightHours: 2 }
    expect(planAnswer(plan, english, 'en')).toBe(
      '10 hours a day, 7 days a week, 2 of them at a weekend and 2 hours of each day overnight',
    )
    expect(planAnswer({ ...plan, weekendDays: 0, overnightHours: 0 }, spanish, 'es')).toBe(
      '10 horas al día, 7 días a la semana',
    )
    expect(planAnswer(AROUND_THE_CLOCK, english, 'en')).toBe(
      'Care around the clock, 7 days a week, 2 of them at a weekend',
    )
  })
})
