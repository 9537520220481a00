'use client'

import { useParams } from 'next/navigation'
import { ErrorPage } from '@/app/_pages/ErrorPage'
import { ERROR_PAGE_WORDS } from '@/lib/i18n/parts/error-page'
import { DEFAULT_LANGUAGE, languageOfSegment } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'

// An error boundary gets no props but the error: the language comes from the address.
export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  const { language: segment } = useParams<{ language: string }>()
  const language = languageOfSegment(segment ?? '') ?? DEFAULT_LANGUAGE
  return <ErrorPage {...props} words={ERROR_PAGE_WORDS[language]} home={localePath(language, '/')} />
}
