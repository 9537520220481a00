'use client'

import { usePathname } from 'next/navigation'
import type { MouseEvent } from 'react'
import { languageEntry, type Language } from '@/lib/i18n/languages'
import { localePath, splitPath } from '@/lib/i18n/paths'

/**
 * The same page in another language, named in itself and marked with it:
 * "Español" (`lang="es"`) on an English page, "English" on a Spanish one. It
 * keeps the place on the page (`#faq`) where the address has one. A plain
 * link: each language has a root layout of its own, so the browser loads the
 * other page whole. Nothing is remembered, and no page ever redirects by the
 * browser's language (docs/decisions.md, "Languages").
 */
export function LanguageLink({ to, className }: { to: Language; className?: string }) {
  // Null outside Next's router (a render test): the home page.
  const href = localePath(to, splitPath(usePathname() ?? '/').path)
  const keepPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.hash) event.currentTarget.href = href + location.hash
  }
  return (
    <a href={href} hrefLang={to} lang={to} className={className} onClick={keepPlace}>
      {languageEntry(to).ownName}
    </a>
  )
}
