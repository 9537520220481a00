import type { ReactNode } from 'react'
import { SiteLink } from '@/components/ui/SiteLink'
import { render } from '../../support/render'

let mockPathname = '/'
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }))
// next/link leaves no mark in the HTML: this stand-in writes down that it was used, and its prefetch.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, prefetch, children }: { href: string; prefetch?: boolean; children: ReactNode }) => (
    <a href={href} data-next-link="" data-prefetch={String(prefetch)}>
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

  it('leaves the other pages to Next, which prefetches them', () => {
    mockPathname = '/about'
    expect(prefetchOf('/#consultation')).toBe('undefined')
    mockPathname = '/'
    expect(prefetchOf('/about#companionship')).toBe('undefined')
  })
})
