import { OutsideRatings } from '@/features/ratings/OutsideRatings'
import { render, starterContent, text } from '../../testing/unit/render'

type Ratings = Parameters<typeof OutsideRatings>[0]['ratings']

const SET: Ratings = {
  googleRating: 4.8,
  googleReviewCount: 57,
  googleReviewsUrl: 'https://www.google.com/maps/place/x',
  readOn: '2026-10-14',
  awards: [
    { _key: 'a', name: 'Provider of Choice', year: 2026, criteriaUrl: 'https://homecarepulse.example/criteria' },
    { _key: 'b', name: '  ', year: 2025, criteriaUrl: null },
  ],
}

describe('What others say: the outside ratings and awards the owner sets', () => {
  it('the rating, the number of reviews and the month read, with a link that says reviews', () => {
    const html = render(<OutsideRatings ratings={SET} language="en" />)
    expect(text(html)).toContain(
      '4.8 ★ 4.8 out of 5 stars on Google, 57 reviews, as of October 2026 · Read the reviews on Google',
    )
    expect(html).toContain('<span aria-hidden="true" class="stars">4.8 ★</span>')
    expect(html).toContain('<a href="https://www.google.com/maps/place/x">Read the reviews on Google</a>')
  })

  it('each award with its year and a link to how it is given; an award without a name is left out', () => {
    const html = render(<OutsideRatings ratings={SET} language="en" />)
    expect(text(html)).toContain('Provider of Choice, 2026 ( how it is given )')
    expect(html.match(/<li /g)).toHaveLength(1)
  })

  it('nothing set, or a rating without its date or count: nothing at all', () => {
    expect(render(<OutsideRatings ratings={null} language="en" />)).toBe('')
    expect(render(<OutsideRatings ratings={{ ...SET!, readOn: null, awards: null }} language="en" />)).toBe('')
    expect(render(<OutsideRatings ratings={{ ...SET!, googleReviewCount: null, awards: [] }} language="en" />)).toBe('')
  })

  it('the starter content in Spanish', async () => {
    const { ratings } = await starterContent('es')
    expect(text(render(<OutsideRatings ratings={ratings} language="es" />))).toContain(
      '4.8 de 5 estrellas en Google, 57 reseñas, datos de octubre de 2026 · Lea las reseñas en Google',
    )
  })
})
