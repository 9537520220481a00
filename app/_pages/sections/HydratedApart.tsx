import { Suspense, type ReactNode } from 'react'

/**
 * A section React hydrates on its own, after the page's first screen
 * (issue 63): its content is in the HTML like any other, but behind a
 * Suspense boundary React hydrates it in a later, interruptible piece of
 * work instead of in the one long task that hydrates the page, and first
 * the boundary a visitor touches. No fallback is ever shown: nothing in it
 * waits on the server.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>
}
