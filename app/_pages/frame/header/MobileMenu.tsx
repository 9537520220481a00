'use client'

import { SiteLink } from '@/components/SiteLink'
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { header } from '@/lib/i18n/en'
import styles from './Header.module.css'
import type { MenuLink, MenuLinks } from './navigation'
import { ServicesMenu } from './ServicesMenu'

/** Below this width the menu bar gives way to the Menu button. */
export const MOBILE_BREAKPOINT = 768
export const BODY_OPEN_CLASS = 'offcanvas-menu-open'

type Item = MenuLink & { key: string }

/**
 * The off-canvas menu of narrow screens. While it is open, the body carries
 * BODY_OPEN_CLASS, focus stays inside it, and Escape, a click outside or the
 * window growing past the breakpoint closes it.
 */
export function MobileMenu({
  services,
  links,
  words,
  languageLinks,
}: {
  services: Item[]
  links: MenuLinks
  words: Pick<typeof header, 'menu' | 'closeMenu' | 'mainMenu' | 'services'>
  /** The same page in the other languages (LanguageLink): also in the header's second row, until the page scrolls. */
  languageLinks: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) toggle.current?.focus()
  }, [])

  useEffect(() => {
    document.body.classList.toggle(BODY_OPEN_CLASS, open)
    if (!open) return
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return close(true)
      if (event.key !== 'Tab' || !panel.current) return
      // Keep Tab and Shift+Tab inside the open menu.
      const focusable = [...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
        (element) => element.offsetParent !== null,
      )
      const first = focusable[0]
      const last = focusable.at(-1)
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last?.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) close(false)
    }
    // In em, as the stylesheets say it: with larger text the menu stays the menu on wider screens too.
    const wide = window.matchMedia(`(min-width: ${(MOBILE_BREAKPOINT + 1) / 16}em)`)
    const onWide = () => wide.matches && close(false)

    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    wide.addEventListener('change', onWide)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      wide.removeEventListener('change', onWide)
      document.body.classList.remove(BODY_OPEN_CLASS)
    }
  }, [open, close])

  const link = ({ href, label }: MenuLink) => (
    <li>
      <SiteLink href={href} className={styles.link} onClick={() => close(false)}>
        {label}
      </SiteLink>
    </li>
  )

  return (
    <div className={styles.mobileOnly}>
      <button
        ref={toggle}
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span>{words.menu}</span>
      </button>
      <div
        ref={panel}
        id="mobile-menu"
        className={styles.panel}
        hidden={!open}
        aria-label={words.menu}
        role="dialog"
        aria-modal="true"
      >
        <button type="button" className={styles.panelClose} onClick={() => close(true)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span>{words.closeMenu}</span>
        </button>
        <nav aria-label={words.mainMenu}>
          <ul className={styles.panelList}>
            {link(links.home)}
            <ServicesMenu items={services} variant="panel" label={words.services} onNavigate={() => close(false)} />
            {link(links.about)}
            {link(links.stories)}
            {link(links.contact)}
            {Children.map(languageLinks, (languageLink) => (
              <li>{languageLink}</li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
