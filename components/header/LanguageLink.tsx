'use client'

import { usePathname } from 'next/navigation'
import type { MouseEvent } from 'react'
import { OWN_NAME, otherLanguage, type Language } from '@/lib/i18n/languages'
import { localePath, splitPath } from '@/lib/i18n/paths'

/**
 * The same page in the other language: "Español" on an English page, in
 * Spanish (`lang="es"`), "English" on a Spanish one. It keeps the place on
 * the page (`#faq`) where the address has one. A plain link: the two
 * languages have a root layout each, so the browser loads the other page
 * whole. Nothing is remembered, and no page ever redirects by the browser's
 * language (docs/decisions.md, "Two languages").
 */
export function LanguageLink({ language, className }: { language: Language; className?: string }) {
  const other = otherLanguage(language)
  // Null outside Next's router (a render test): the home page.
  const href = localePath(other, splitPath(usePathname() ?? '/').path)
  const keepPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.hash) event.currentTarget.href = href + location.hash
  }
  return (
    <a href={href} hrefLang={other} lang={other} className={className} onClick={keepPlace}>
      {OWN_NAME[other]}
    </a>
  )
}
