'use client'

import { useSyncExternalStore } from 'react'
import button from '@/components/Button.module.css'
import type { FormGate } from './form-gate'
import { fill } from '@/lib/i18n/fill'
import type { FormWords } from './failures'
import { AlsoReachUs, type ContactLink } from './OtherWays'

/** What the place of a loading form says, in the page's language; `name`: "consultation form". */
export type LoadingWords = Pick<
  FormWords,
  | 'loading'
  | 'loadFailed'
  | 'loadFailedHint'
  | 'tryAgain'
  | 'tryingAgain'
  | 'alsoReachUs'
  | 'byPhone'
  | 'byEmail'
  | 'or'
> & { name: string }
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
  words,
  phone,
  email,
}: {
  gate: FormGate<P>
  words: LoadingWords
  phone: ContactLink | null
  email: ContactLink | null
}) {
  const status = useSyncExternalStore(gate.subscribe, gate.status, notYet)
  if (status === 'failed' || status === 'retrying') {
    const retrying = status === 'retrying'
    return (
      <div role="alert" className={`${styles.alert} ${styles.failure}`}>
        <p>
          <strong>{fill(words.loadFailed, { name: words.name })}</strong>
          {words.loadFailedHint}
        </p>
        <button
          type="button"
          className={`${button.button} ${button.secondary}`}
          aria-disabled={retrying}
          onClick={() => gate.start()}
        >
          {retrying ? words.tryingAgain : words.tryAgain}
        </button>
        <AlsoReachUs phone={phone} email={email} words={words} />
      </div>
    )
  }
  return (
    <p role="status" className={styles.loading}>
      {status === 'loading' ? fill(words.loading, { name: words.name }) : null}
    </p>
  )
}
