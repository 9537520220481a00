'use client'

import { useEffect, useState, type ReactNode } from 'react'
import styles from './Header.module.css'

/** Scrolled more than this many pixels, the header turns solid and swaps logos. */
export const SCROLL_THRESHOLD = 100

/** The fixed header element, with its top / scrolled state. */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <header className={styles.header} data-state={scrolled ? 'scrolled' : 'top'}>
      {children}
    </header>
  )
}
