'use client'

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { ANCHOR_REVEAL_EVENT } from '@/components/anchor-scroll'
import { CONSULTATION_ANCHOR, consultationGate } from './consultation-gate'
import styles from './ContactChooser.module.css'

const CHOICES = [
  { key: 'message', panel: 'contact-message-panel' },
  { key: 'consultation', panel: CONSULTATION_ANCHOR },
] as const
type Choice = (typeof CHOICES)[number]['key']

const tabId = (key: Choice) => `contact-tab-${key}`

/**
 * The two forms of the contact section as tabs (the WAI-ARIA tabs pattern):
 * arrow keys, Home and End move between the tabs, Tab goes into the chosen
 * form. A link to /#consultation, from this page or another, opens the
 * consultation tab; AnchorScroll then glides to it and focuses it.
 * Without JavaScript both panels show, one under the other: the message form,
 * and the note that the consultation form needs JavaScript.
 */
export function ContactChooser({
  message,
  consultation,
  words,
}: {
  message: ReactNode
  consultation: ReactNode
  /** The tabs' names and the list's, in the page's language. */
  words: { label: string; message: string; consultation: string }
}) {
  const [chosen, setChosen] = useState<Choice>('message')
  const root = useRef<HTMLDivElement>(null)

  function choose(key: Choice) {
    if (key === 'consultation') consultationGate.start()
    setChosen(key)
  }

  useEffect(() => {
    const element = root.current
    if (!element) return
    // AnchorScroll measures the target right after this event: the panel must be open by then.
    const openConsultation = () => {
      consultationGate.start()
      setChosen('consultation')
    }
    const reveal = (event: Event) => {
      if ((event.target as Element).closest(`#${CONSULTATION_ANCHOR}`)) flushSync(openConsultation)
    }
    const fromAddress = () => {
      if (location.hash === `#${CONSULTATION_ANCHOR}`) openConsultation()
    }
    fromAddress()
    element.addEventListener(ANCHOR_REVEAL_EVENT, reveal)
    window.addEventListener('hashchange', fromAddress)
    return () => {
      element.removeEventListener(ANCHOR_REVEAL_EVENT, reveal)
      window.removeEventListener('hashchange', fromAddress)
    }
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = CHOICES.findIndex((choice) => choice.key === chosen)
    const last = CHOICES.length - 1
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % CHOICES.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index + last) % CHOICES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    const key = next === null ? null : CHOICES[next]?.key
    if (!key) return
    event.preventDefault()
    choose(key)
    document.getElementById(tabId(key))?.focus()
  }

  return (
    <div ref={root} className={styles.chooser}>
      {/* Without JavaScript the tabs cannot switch: show both forms and their notes instead. */}
      <noscript>
        <style>{`.${styles.tabs}{display:none}.${styles.panel}[hidden],[data-noscript-note]{display:block}`}</style>
      </noscript>
      <div role="tablist" aria-label={words.label} className={styles.tabs}>
        {CHOICES.map(({ key, panel }) => (
          <button
            key={key}
            id={tabId(key)}
            type="button"
            role="tab"
            aria-selected={chosen === key}
            aria-controls={panel}
            tabIndex={chosen === key ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(key)}
            onKeyDown={onKeyDown}
            // Reached for (a pointer over it, a finger on it, the keyboard's focus): its code is on its way
            // before the press, so the form more often opens at once than on "Loading the consultation form…".
            onPointerEnter={key === 'consultation' ? () => consultationGate.start() : undefined}
            onFocus={key === 'consultation' ? () => consultationGate.start() : undefined}
          >
            {words[key]}
          </button>
        ))}
      </div>
      {CHOICES.map(({ key, panel }) => (
        <div
          key={key}
          id={panel}
          role="tabpanel"
          aria-labelledby={tabId(key)}
          tabIndex={-1}
          hidden={chosen !== key}
          className={styles.panel}
        >
          {key === 'message' ? message : consultation}
        </div>
      ))}
    </div>
  )
}
