import { NotFoundPage, notFoundMetadata } from '@/app/_site/NotFoundPage'

export const metadata = notFoundMetadata('en')

export default function NotFound() {
  return <NotFoundPage language="en" />
}
