'use client'

import { ErrorPage } from '@/app/_pages/ErrorPage'
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages'
import { ERROR_PAGE_WORDS } from '@/lib/i18n/parts/error-page'

export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPage {...props} words={ERROR_PAGE_WORDS[DEFAULT_LANGUAGE]} home="/" />
}
