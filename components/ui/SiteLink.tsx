'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string }

/**
 * Every link to a page of this site. A link to a place on the page it is on
 * ("/#contact" on the home page) is a plain anchor: the browser jumps to it
 * by itself before the scripts run, AnchorScroll glides to it after, and
 * nothing in between can swallow the tap. (next/link, pressed in the moment
 * between the page's hydration and its effects, prevented the jump and never
 * navigated; it would also prefetch the very page on screen, about 28 KB on a
 * phone.) Links to the other pages stay next/link, prefetched, so that
 * following one is instant.
 */
export function SiteLink({ children, ...props }: Props) {
  const [path, hash] = props.href.split('#')
  const samePage = path === usePathname()
  if (samePage && hash !== undefined) return <a {...props}>{children}</a>
  return (
    <Link prefetch={samePage ? false : undefined} {...props}>
      {children}
    </Link>
  )
}
