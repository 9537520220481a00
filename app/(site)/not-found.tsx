import { NotFoundPage, notFoundMetadata } from '@/app/_pages/NotFoundPage'
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages'

export const metadata = notFoundMetadata(DEFAULT_LANGUAGE)

export default function NotFound() {
  return <NotFoundPage language={DEFAULT_LANGUAGE} />
}
