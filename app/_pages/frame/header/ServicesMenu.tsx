'use client'

import { SiteLink } from '@/components/SiteLink'
import { useEffect, useId, useRef, useState } from 'react'
import styles from './Header.module.css'

type Item = { key: string; label: string; href: string; lang?: string }

/**
 * "Our Services" and its four links. A disclosure button rather than a
 * hover menu: it works the same by mouse, keyboard, touch and screen reader.
 * In the off-canvas menu it expands in place, behind an arrow button.
 */
export function ServicesMenu({
  items,
  variant,
  label,
  onNavigate,
}: {
  items: Item[]
  variant: 'bar' | 'panel'
  /** "Our Services" */
  label: string
  /** Called when one of the links is followed, e.g. to close the off-canvas menu around it. */
  onNavigate?: () => void
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open || variant !== 'bar') return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, variant])

  return (
    <li
      ref={root}
      className={styles.hasSubmenu}
      onBlur={(event) => {
        if (variant === 'bar' && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        className={variant === 'bar' ? styles.menuButton : styles.panelToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{label}</span>
        <svg className={styles.arrow} aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={id} className={variant === 'bar' ? styles.dropdown : styles.submenu} hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <SiteLink
              href={item.href}
              lang={item.lang}
              className={styles.link}
              onClick={() => {
                setOpen(false)
                onNavigate?.()
              }}
            >
              {item.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
