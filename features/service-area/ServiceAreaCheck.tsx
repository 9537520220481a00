'use client'

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import button from '@/components/Button.module.css'
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages'
import type { ServiceAreaContent } from './content'
import { ServiceAreaAnswer, preloadServiceArea } from './ServiceAreaAnswer'
import styles from './answer/ServiceArea.module.css'

/** Where the browser sends the ZIP when this component's script has not run (app/api/service-area/route.ts). */
export const NO_SCRIPT_ACTION = '/api/service-area'

const FIVE_DIGITS = /^\d{5}$/

const preload = () => void preloadServiceArea().catch(() => undefined)

/**
 * "Do you serve my area?": one ZIP code field and a Check button, answered
 * in the page. The server renders the form as plain HTML that works on its
 * own (it asks NO_SCRIPT_ACTION); once this script runs, answers come from
 * the lazily loaded table, without leaving the page.
 */
export function ServiceAreaCheck({ content }: { content: ServiceAreaContent }) {
  const [zip, setZip] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [invalid, setInvalid] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  // A visitor on a slow phone may be in the field, or have typed, before React took over the page.
  useEffect(() => {
    const field = input.current
    if (field && (document.activeElement === field || field.value)) preload()
  }, [])

  function ask(value: string) {
    setZip(value)
    setAttempt((count) => count + 1)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    ask(input.current?.value ?? '')
  }

  // Five digits typed (or filled in by the browser) are enough to answer: no need to find the button.
  function change(event: ChangeEvent<HTMLInputElement>) {
    const value = event.currentTarget.value.trim()
    if (FIVE_DIGITS.test(value) && value !== zip?.trim()) ask(value)
  }

  return (
    <form
      className={styles.check}
      action={NO_SCRIPT_ACTION}
      method="get"
      aria-labelledby="service-area-heading"
      onSubmit={submit}
      onFocus={preload}
      onPointerDown={preload}
    >
      <h2 id="service-area-heading" className={styles.heading}>
        {content.words.heading}
      </h2>
      <label htmlFor="service-area-zip" className={styles.label}>
        {content.words.zip}
      </label>
      <p id="service-area-hint" className={styles.hint}>
        {content.words.hint}
      </p>
      <div className={styles.row}>
        <input
          ref={input}
          id="service-area-zip"
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          className={styles.input}
          aria-describedby="service-area-hint service-area-answer"
          aria-invalid={invalid || undefined}
          onChange={change}
        />
        {/* The no-script answer is in the page's language; English, the default, needs no word in the address. */}
        {content.language === DEFAULT_LANGUAGE ? null : (
          <input type="hidden" name="language" value={content.language} />
        )}
        <button type="submit" className={`${button.button} ${styles.button}`}>
          {content.words.check}
        </button>
      </div>
      <ServiceAreaAnswer
        id="service-area-answer"
        zip={zip}
        attempt={attempt}
        content={content}
        onAnswer={(valid) => setInvalid(!valid)}
      />
    </form>
  )
}
