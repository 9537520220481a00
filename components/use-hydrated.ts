import { useSyncExternalStore } from 'react'

const noChange = () => () => {}

/**
 * False on the server and while hydrating, true after: a client component renders
 * a part the server leaves out, with no mismatch and no effect of its own.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  )
