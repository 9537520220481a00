'use client'

/**
 * The service-area check ("Do you serve my area?"), for any form that asks
 * for a ZIP code.
 *
 * API
 *   import { ServiceAreaAnswer, preloadServiceArea } from '@/features/service-area/ServiceAreaAnswer'
 *   import { serviceAreaContent } from '@/features/service-area/content'
 *
 *   // On the server: the counties of homePageQuery and the settings of settingsQuery.
 *   const area = serviceAreaContent(counties, settings)   // ServiceAreaContent, a few short strings
 *
 *   // In a client form: ask on the field's first focus, then answer the ZIP the visitor gave.
 *   <input onFocus={() => void preloadServiceArea()} … />
 *   <ServiceAreaAnswer zip={zipToCheck} attempt={checks} content={area} showBookLink={false} />
 *
 * - `zip`: what the visitor typed, as given (spaces and ZIP+4 are fine), or null for no answer yet. Pass it
 *   when the visitor asks (a Check button, the field's blur, five digits typed), not on every keystroke: each
 *   new value is announced.
 * - `attempt`: bump it to announce the same answer again (the visitor pressed Check twice).
 * - `showBookLink`: the "Book a free consultation" link of yes and likely answers; off inside the
 *   consultation form. The Call link follows the content's phone number.
 * - Renders a polite live region (role="status") that is always in the page, so screen readers announce
 *   each answer, and the table's credit under it once loaded. `id` and `className` go on the region (use
 *   `id` for the field's aria-describedby).
 * - `onAnswer(valid)` says whether the ZIP was one we could answer for: false for "not a ZIP code", so the
 *   field can set aria-invalid.
 * - The ZIP table, lookup and answer markup (AnswerBody.tsx, 9 KB gzipped) load on the first
 *   preloadServiceArea() or the first answer, never with the page. If they cannot load, the region says so
 *   and offers the phone.
 *
 * ServiceAreaCheck.tsx is the hero's form built on these; the lookup alone is lookup.ts (pure, tested).
 */
import { useEffect, useState } from 'react'
import type { ServiceAreaContent } from './content'
import styles from './answer/ServiceArea.module.css'

type Lazy = typeof import('./answer/AnswerBody')

let loading: Promise<Lazy> | null = null

/** Starts loading the table and the lookup; safe to call on every focus. */
export function preloadServiceArea(): Promise<Lazy> {
  loading ??= import('./answer/AnswerBody').catch((error: unknown) => {
    // Forget the failure, so the next try (e.g. back online) loads again.
    loading = null
    throw error
  })
  return loading
}

export type ServiceAreaAnswerProps = {
  zip: string | null
  attempt?: number
  content: ServiceAreaContent
  showBookLink?: boolean
  onAnswer?: (valid: boolean) => void
  id?: string
  className?: string
}

export function ServiceAreaAnswer({
  zip,
  attempt = 0,
  content,
  showBookLink = true,
  onAnswer,
  id,
  className,
}: ServiceAreaAnswerProps) {
  const [lazy, setLazy] = useState<Lazy | null>(null)
  const [failed, setFailed] = useState(false)
  const asked = zip !== null

  useEffect(() => {
    if (!asked) return
    let current = true
    preloadServiceArea().then(
      (module) => {
        if (!current) return
        setFailed(false)
        setLazy(() => module)
      },
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [asked, zip, attempt])

  useEffect(() => {
    if (lazy && zip !== null) onAnswer?.(lazy.isZipAnswer(zip, content))
  }, [lazy, zip, attempt, content, onAnswer])

  let body = null
  if (zip !== null && failed) {
    body = (
      <p className={styles.answer} data-tone="problem" key={`failed-${attempt}`}>
        {content.words.loadFailed}
        {content.phone ? (
          <>
            {content.words.orCallUsAt}
            <a href={content.phone.href}>{content.phone.text}</a>
          </>
        ) : null}
        .
      </p>
    )
  } else if (zip !== null && lazy) {
    // A new key for each check: screen readers announce the region's new content even when the words repeat.
    body = <lazy.AnswerBody key={`${attempt}-${zip}`} zip={zip} content={content} showBookLink={showBookLink} />
  }

  return (
    <>
      <div role="status" id={id} className={className}>
        {body}
      </div>
      {lazy && zip !== null && !failed ? <lazy.ZipCredit language={content.language} /> : null}
    </>
  )
}
