import { NotFoundPage, notFoundMetadata } from '@/app/_pages/NotFoundPage'
import { pageLanguage } from './language'

export const generateMetadata = async () => notFoundMetadata(await pageLanguage())

export default async function NotFound() {
  return <NotFoundPage language={await pageLanguage()} />
}
