import { careCostsQuery } from '@/features/costs/costs-query'
import { outsideRatingsQuery } from '@/features/ratings/ratings-query'
import * as queries from '@/sanity/page-queries'
import { tagsFor } from '@/sanity/tags'

describe('cache tags', () => {
  it('name every document type a page reads, so publishing any of them refreshes it', () => {
    expect(tagsFor(queries.homePageQuery)).toEqual([
      'aboutPage',
      'county',
      'fact',
      'homePage',
      'service',
      'testimonial',
    ])
    expect(tagsFor(queries.aboutPageQuery)).toEqual(['aboutPage', 'county', 'faq', 'service', 'teamMember'])
    expect(tagsFor(careCostsQuery)).toEqual(['careCosts'])
    expect(tagsFor(outsideRatingsQuery)).toEqual(['outsideRatings'])
    expect(tagsFor(queries.settingsQuery)).toEqual(['settings'])
    expect(tagsFor(queries.completionPageQuery)).toEqual(['completionPage'])
    expect(tagsFor(queries.navigationQuery)).toEqual(['service'])
  })

  it('give every query of the contract at least one tag', () => {
    for (const [name, query] of Object.entries(queries)) {
      expect([name, tagsFor(query).length > 0]).toEqual([name, true])
    }
  })

  it('read spacing and dotted type names', () => {
    expect(tagsFor('*[_type=="sanity.imageAsset" || _id ==  "settings"]')).toEqual(['sanity.imageAsset', 'settings'])
    expect(tagsFor('*[defined(_type)]')).toEqual([])
  })
})
