import { consultationForm as en } from '@/lib/i18n/en'
import { consultationForm as es } from '@/lib/i18n/es'
import { consultationHref, hoursAnswer, hoursFromSearch } from './consultation-hours'

describe('the hours chosen in the estimate, carried to the consultation form', () => {
  it('the link carries the hours, and the form reads them back', () => {
    const href = consultationHref('en', { hours: 20, weekend: 4, overnight: 0 })
    expect(href).toBe('/?hours=20&weekend=4#consultation')
    expect(hoursFromSearch(new URL(href, 'https://x.example').search)).toEqual({ hours: 20, weekend: 4, overnight: 0 })
    expect(consultationHref('es', { hours: 12, weekend: 0, overnight: 8 })).toBe(
      '/es?hours=12&overnight=8#consultation',
    )
  })

  it('no hours, no parameters; nonsense in the address is read as nothing', () => {
    expect(consultationHref('en', { hours: 0, weekend: 0, overnight: 0 })).toBe('/#consultation')
    expect(consultationHref('es', null)).toBe('/es#consultation')
    expect(hoursFromSearch('?hours=lots')).toBeNull()
    expect(hoursFromSearch('?hours=10&weekend=30&overnight=4')).toEqual({ hours: 10, weekend: 6, overnight: 4 })
  })

  it('the answer in each language, as the family would have typed it', () => {
    expect(hoursAnswer({ hours: 20, weekend: 0, overnight: 0 }, en.hoursFromEstimate)).toBe('20 hours a week')
    expect(hoursAnswer({ hours: 20, weekend: 4, overnight: 8 }, en.hoursFromEstimate)).toBe(
      '20 hours a week, 4 at weekends and 8 overnight',
    )
    expect(hoursAnswer({ hours: 20, weekend: 4, overnight: 0 }, es.hoursFromEstimate)).toBe(
      '20 horas a la semana, 4 de ellas en fin de semana',
    )
  })
})
