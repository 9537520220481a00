'use client'

import { useSyncExternalStore } from 'react'
import button from '@/components/ui/Button.module.css'
import type { FormGate } from './form-gate'
import { AlsoReachUs, type ContactLink } from './OtherWays'
import styles from './Form.module.css'

const notYet = () => 'waiting' as const

/**
 * The place of a form the browser renders once its code is here (GatedForm's
 * `whileLoading`): while the code is on its way, a polite "Loading…"; when it
 * could not be fetched (offline, or a new deployment replaced the chunk), an
 * alert that says so, a button that tries again and the other ways to reach us.
 * The alert stays while it tries again, so the button keeps the focus.
 */
export function FormLoading<P>({
  gate,
  name,
  phone,
  email,
}: {
  gate: FormGate<P>
  /** "consultation form" */
  name: string
  phone: ContactLink | null
  email: ContactLink | null
}) {
  const status = useSyncExternalStore(gate.subscribe, gate.status, notYet)
  if (status === 'failed' || status === 'retrying') {
    const retrying = status === 'retrying'
    return (
      <div role="alert" className={`${styles.alert} ${styles.failure}`}>
        <p>
          <strong>The {name} could not load.</strong> Please check your connection and try again.
        </p>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          aria-disabled={retrying}
          onClick={() => gate.start()}
        >
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
        <AlsoReachUs phone={phone} email={email} />
      </div>
    )
  }
  return (
    <p role="status" className={styles.loading}>
      {status === 'loading' ? `Loading the ${name}…` : null}
    </p>
  )
}
