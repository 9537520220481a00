'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = ComponentProps<typeof Link> & { href: string }

/**
 * Every link to a page of this site. Next prefetches a link once it scrolls
 * into view, and a link to a section of the page on screen ("/#contact" on
 * the home page) would download that very page again: about 28 KB on a phone
 * for a jump the browser makes by itself. So a page never prefetches itself,
 * while links to the other pages are still prefetched, so that following one
 * is instant.
 */
export function SiteLink(props: Props) {
  const samePage = props.href.split('#')[0] === usePathname()
  return <Link prefetch={samePage ? false : undefined} {...props} />
}
