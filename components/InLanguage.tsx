import type { ReactNode } from 'react'

/**
 * Words in another language than the page's (an English text the owner has
 * not translated yet, on a Spanish page): in a span, or with `block` a box
 * that changes nothing of the layout (globals.css, .in-language), that says
 * so, for screen readers. Without `lang`, the words alone.
 */
export function InLanguage({ lang, block, children }: { lang?: string; block?: boolean; children: ReactNode }) {
  if (!lang) return <>{children}</>
  return block ? (
    <div lang={lang} className="in-language">
      {children}
    </div>
  ) : (
    <span lang={lang}>{children}</span>
  )
}
