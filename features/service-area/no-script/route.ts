import { sanityFetch } from '@/sanity/fetch'
import { serviceAreaQuery } from '../area-query'
import { answerPage } from './answer-page'
import { serviceAreaContent } from '../content'
import { isLanguage } from '@/lib/i18n/languages'

/**
 * GET /api/service-area: the check without the page's scripts. The hero's
 * form is a plain GET form to here, so a browser without JavaScript, or a
 * visitor who pressed Check before the scripts ran, still gets the answer,
 * as a plain page.
 */

/** Longer than any ZIP code anyone types; the rest of a pasted paragraph is not shown back. */
const MAX_TYPED = 40

export async function GET(request: Request) {
  const search = new URL(request.url).searchParams
  const typed = (search.get('zip') ?? '').slice(0, MAX_TYPED)
  // The form says which page it was on; anything else is English.
  const given = search.get('language')
  const language = isLanguage(given) ? given : 'en'
  // Without the content there is no honest answer, but a kind page that says so, never a 500.
  const content = await sanityFetch({ query: serviceAreaQuery, params: { language } }).catch((error: unknown) => {
    console.error('[service-area] The content could not be read:', error)
    return null
  })
  const { status, html } = answerPage(
    typed,
    content && serviceAreaContent(content.counties, content.settings, language),
    language,
  )
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  })
}
