import type { ReactNode } from 'react'
import { SiteLink } from '@/components/SiteLink'
import { render } from '../testing/unit/render'

let mockPathname = '/'
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }))
// next/link leaves no mark in the HTML: this stand-in writes down that it was used, its prefetch, and which ways of
// reaching for the link it listens to. (What reaching for it fetches: e2e/behaviour.spec.ts, "prefetching".)
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, prefetch, children, ...rest }: { href: string; prefetch?: boolean; children: ReactNode }) => (
    <a href={href} data-next-link="" data-prefetch={String(prefetch)} data-reach={Object.keys(rest).sort().join(' ')}>
      {children}
    </a>
  ),
}))

const linkTo = (href: string) => render(<SiteLink href={href}>Go</SiteLink>)
const prefetchOf = (href: string) => linkTo(href).match(/data-prefetch="(\w+)"/)?.[1]

describe('SiteLink', () => {
  it('links to a section of the page it is on with the browser’s own anchor, which no script can swallow', () => {
    mockPathname = '/'
    expect(linkTo('/#contact')).toBe('<a href="/#contact">Go</a>')
    mockPathname = '/about'
    expect(linkTo('/about#faq')).toBe('<a href="/about#faq">Go</a>')
  })

  it('never prefetches the page it is on', () => {
    mockPathname = '/'
    expect(prefetchOf('/')).toBe('false')
  })

  it('fetches no other page as it comes into view, only once the link is reached for', () => {
    mockPathname = '/about'
    expect(prefetchOf('/#consultation')).toBe('false')
    expect(linkTo('/#consultation')).toContain('data-reach="onFocus onMouseEnter onTouchStart"')
    mockPathname = '/'
    expect(prefetchOf('/about#companionship')).toBe('false')
  })
})
