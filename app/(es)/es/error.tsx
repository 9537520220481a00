'use client'

import { ErrorPage } from '@/app/_site/ErrorPage'
import { errorPage } from '@/lib/i18n/es/error-page'

export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPage {...props} words={errorPage} home="/es" />
}
