import { PAGE_LOADER_COST, showsPageLoader } from '@/schemas/singletons/page-loader'

describe('the page-load spinner, the owner’s choice', () => {
  it('shows unless the owner turned it off: a document from before the switch keeps the spec’s spinner', () => {
    expect(showsPageLoader(undefined)).toBe(true)
    expect(showsPageLoader(null)).toBe(true)
    expect(showsPageLoader(true)).toBe(true)
    expect(showsPageLoader(false)).toBe(false)
  })

  it('tells the owner in the Studio what it costs a visitor, in seconds', () => {
    expect(PAGE_LOADER_COST).toMatch(/\d+ to \d+ seconds later/)
  })
})
