import type { ReactNode } from 'react'
import { SiteLink } from '@/components/ui/SiteLink'
import { render } from '../../support/render'

let mockPathname = '/'
const mockPrefetch = jest.fn()
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname, useRouter: () => ({ prefetch: mockPrefetch }) }))
// next/link leaves no mark in the HTML: this stand-in writes down that it was used, and its prefetch, and keeps the
// handlers it was given, so that the test can reach for the link as a visitor would.
type Handlers = Record<'onMouseEnter' | 'onFocus' | 'onTouchStart', () => void>
let mockHandlers: Partial<Handlers> = {}
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, prefetch, children, ...rest }: { href: string; prefetch?: boolean; children: ReactNode }) => {
    mockHandlers = rest
    return (
      <a href={href} data-next-link="" data-prefetch={String(prefetch)}>
        {children}
      </a>
    )
  },
}))

const linkTo = (href: string) => render(<SiteLink href={href}>Go</SiteLink>)
const prefetchOf = (href: string) => linkTo(href).match(/data-prefetch="(\w+)"/)?.[1]

beforeEach(() => mockPrefetch.mockClear())

describe('SiteLink', () => {
  it('links to a section of the page it is on with the browser’s own anchor, which no script can swallow', () => {
    mockPathname = '/'
    expect(linkTo('/#contact')).toBe('<a href="/#contact">Go</a>')
    mockPathname = '/about'
    expect(linkTo('/about#faq')).toBe('<a href="/about#faq">Go</a>')
  })

  it('never prefetches the page it is on, not even when reached for', () => {
    mockPathname = '/'
    expect(prefetchOf('/')).toBe('false')
    mockHandlers.onMouseEnter?.()
    mockHandlers.onTouchStart?.()
    expect(mockPrefetch).not.toHaveBeenCalled()
  })

  it('fetches another page when the visitor reaches for its link, not when the link scrolls into view', () => {
    mockPathname = '/about'
    expect(prefetchOf('/#consultation')).toBe('false')
    expect(mockPrefetch).not.toHaveBeenCalled()
    for (const reach of ['onMouseEnter', 'onFocus', 'onTouchStart'] as const) {
      mockPrefetch.mockClear()
      mockHandlers[reach]?.()
      expect(mockPrefetch).toHaveBeenCalledWith('/')
    }
    mockPathname = '/'
    prefetchOf('/about#companionship')
    mockHandlers.onTouchStart?.()
    expect(mockPrefetch).toHaveBeenCalledWith('/about')
  })
})
