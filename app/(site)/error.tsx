'use client'

import { SiteLink } from '@/components/ui/SiteLink'
import { useEffect } from 'react'
import button from '@/components/ui/Button.module.css'
import styles from './status-page.module.css'

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div className={styles.page}>
      <h1>Something went wrong on our side</h1>
      <p>Please try again. If it keeps happening, call us: the number is at the top of the page.</p>
      <div className={styles.actions}>
        <button type="button" className={button.button} onClick={reset}>
          Try again
        </button>
        <SiteLink href="/" className={`${button.button} ${button.secondary}`}>
          Go to the home page
        </SiteLink>
      </div>
    </div>
  )
}
