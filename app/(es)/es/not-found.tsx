import { NotFoundPage, notFoundMetadata } from '@/app/_site/NotFoundPage'

export const metadata = notFoundMetadata('es')

export default function NotFound() {
  return <NotFoundPage language="es" />
}
