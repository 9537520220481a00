'use client'

import { SiteLink } from '@/components/SiteLink'
import { useEffect } from 'react'
import button from '@/components/Button.module.css'
import type { ErrorPageWords } from '@/lib/i18n/parts/error-page'
import styles from './status-page.module.css'

export type ErrorWords = ErrorPageWords

/**
 * What a page that failed to render shows, inside the layout. Next gives an
 * error boundary no props but the error, so each language's error.tsx
 * passes its words and its home page.
 */
export function ErrorPage({
  error,
  reset,
  words,
  home,
}: {
  error: Error & { digest?: string }
  reset: () => void
  words: ErrorWords
  home: string
}) {
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div className={styles.page}>
      <h1>{words.heading}</h1>
      <p>{words.text}</p>
      <div className={styles.actions}>
        <button type="button" className={button.button} onClick={reset}>
          {words.tryAgain}
        </button>
        <SiteLink href={home} className={`${button.button} ${button.secondary}`}>
          {words.home}
        </SiteLink>
      </div>
    </div>
  )
}
