'use client'

import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string }

/**
 * Every link to a page of this site. A link to a place on the page it is on
 * ("/#contact" on the home page) is a plain anchor: the browser jumps to it
 * by itself before the scripts run, AnchorScroll glides to it after, and
 * nothing in between can swallow the tap. (next/link, pressed in the moment
 * between the page's hydration and its effects, prevented the jump and never
 * navigated; it would also prefetch the very page on screen, about 28 KB on a
 * phone.) Links to the other pages stay next/link, prefetched when the
 * visitor reaches for one (a pointer over it, a finger on it, the keyboard's
 * focus), not when it scrolls into view: every visit to /about or
 * /completion downloaded the home page's code and data, 30 KB, for the few
 * who go there (docs/decisions.md, "Other pages are fetched on intent").
 */
export function SiteLink({ children, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter()
  const [path, hash] = props.href.split('#')
  const samePage = path === usePathname()
  if (samePage && hash !== undefined)
    return (
      <a {...props} onMouseEnter={onMouseEnter} onFocus={onFocus} onTouchStart={onTouchStart}>
        {children}
      </a>
    )
  // Never the page on screen: the visitor has it.
  const prefetch = () => {
    if (!samePage) router.prefetch(path || '/')
  }
  return (
    <Link
      prefetch={false}
      {...props}
      onMouseEnter={(event) => {
        prefetch()
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        prefetch()
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        prefetch()
        onTouchStart?.(event)
      }}
    >
      {children}
    </Link>
  )
}
