'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useState, type ComponentProps } from 'react'

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
  const [reachedFor, setReachedFor] = useState(false)
  const [path, hash] = props.href.split('#')
  const samePage = path === usePathname()
  if (samePage && hash !== undefined)
    return (
      <a {...props} onMouseEnter={onMouseEnter} onFocus={onFocus} onTouchStart={onTouchStart}>
        {children}
      </a>
    )
  // Next's own prefetch, switched on once the link is reached for (never for the page on screen): the link is in
  // view then, so Next fetches its page at once.
  const reach = () => setReachedFor(true)
  return (
    <Link
      prefetch={reachedFor && !samePage ? undefined : false}
      {...props}
      onMouseEnter={(event) => {
        reach()
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        reach()
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        reach()
        onTouchStart?.(event)
      }}
    >
      {children}
    </Link>
  )
}
