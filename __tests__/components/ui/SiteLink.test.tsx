import type { ReactNode } from 'react'
import { SiteLink } from '@/components/ui/SiteLink'
import { render } from '../../support/render'

let mockPathname = '/'
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }))
// next/link's prefetch leaves no mark in the HTML: this stand-in writes it down.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, prefetch, children }: { href: string; prefetch?: boolean; children: ReactNode }) => (
    <a href={href} data-prefetch={String(prefetch)}>
      {children}
    </a>
  ),
}))

const prefetchOf = (href: string) => render(<SiteLink href={href}>Go</SiteLink>).match(/data-prefetch="(\w+)"/)?.[1]

describe('SiteLink', () => {
  it('never prefetches the page it is on, whatever section it points to', () => {
    mockPathname = '/'
    expect(prefetchOf('/')).toBe('false')
    expect(prefetchOf('/#contact')).toBe('false')
    mockPathname = '/about'
    expect(prefetchOf('/about#faq')).toBe('false')
  })

  it('leaves the other pages to Next, which prefetches them', () => {
    mockPathname = '/about'
    expect(prefetchOf('/#consultation')).toBe('undefined')
    mockPathname = '/'
    expect(prefetchOf('/about#companionship')).toBe('undefined')
  })
})
