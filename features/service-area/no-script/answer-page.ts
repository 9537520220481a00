/**
 * The page /api/service-area answers with: the service-area check for a
 * browser that sent the form itself (JavaScript off, or pressed before the
 * page's scripts ran). The same answer as in the page, in plain HTML with no
 * script, and the form again, holding what was typed.
 */
import { escapeHtml, htmlLink as link, plainPage } from '@/lib/http/plain-page'
import { consultationHref } from '@/lib/contact-links'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LANGUAGE, localeOf, type Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'
import { wordsFor } from '@/lib/i18n/words'
import { ZIP_TABLE, checkZip } from '../zip-lookup'
import type { ServiceAreaContent } from '../content'
import { answerWords } from '../answer/wording'

const STYLE = `
.answer { font-weight: 700; }
label { display: block; font-weight: 700; margin-top: 2rem; }
input { font: inherit; font-size: 1.5rem; width: 9em; min-height: 48px; padding: 0 0.5rem; }
button { font: inherit; min-width: 48px; padding: 0.6rem 1.25rem; cursor: pointer; }
.credit { font-size: 1rem; color: #444; }
`

/** A sentence of the words, escaped, with gaps filled by markup already escaped. */
const escapedFill = (template: string, values: Record<string, string>) => fill(escapeHtml(template), values)

/**
 * `content` null: it could not be read, and "we don't serve you" would be a guess.
 * `language`: the page the form was on (its hidden field), English without it.
 */
export function answerPage(
  typed: string,
  content: ServiceAreaContent | null,
  language: Language = 'en',
): { status: number; html: string } {
  const say = wordsFor(language).serviceArea
  const answer = content ? checkZip(typed, content.counties) : null
  const words = answer
    ? answerWords(answer, ZIP_TABLE.state, Boolean(content?.phone), say, language)
    : ({ tone: 'problem', text: say.unavailable, offersCall: false } as const)
  const { phone = null, agingLine = null } = content ?? {}
  const ways: string[] = []
  if ((words.tone === 'yes' || words.tone === 'likely' || words.offersCall) && phone) {
    ways.push(escapedFill(say.callUsAt, { link: link(phone.href, phone.text) }))
  }
  if (words.tone === 'yes' || words.tone === 'likely') ways.push(link(consultationHref(language), say.book))
  if (words.tone === 'no' && agingLine) {
    ways.push(
      escapedFill(say.careNearYouAt, { name: escapeHtml(agingLine.name), link: link(agingLine.href, agingLine.text) }),
    )
  }
  if (words.tone === 'no' && phone) ways.push(escapedFill(say.orCallUsAt2, { link: link(phone.href, phone.text) }))
  const credit = ZIP_TABLE.credit.url
    ? link(ZIP_TABLE.credit.url, ZIP_TABLE.credit.text)
    : escapeHtml(ZIP_TABLE.credit.text)

  const html = plainPage({
    title: say.heading,
    style: STYLE,
    lang: localeOf(language),
    body: `<h1>${escapeHtml(say.heading)}</h1>
<p class="answer">${escapeHtml(words.text)}</p>
${ways.length > 0 ? `<ul class="ways">${ways.map((way) => `<li>${way}</li>`).join('')}</ul>` : ''}
<form action="/api/service-area" method="get">
${language === DEFAULT_LANGUAGE ? '' : `<input type="hidden" name="language" value="${language}">\n`}<label for="zip">${escapeHtml(say.zip)}</label>
<input id="zip" name="zip" type="text" inputmode="numeric" autocomplete="postal-code" maxlength="10" value="${escapeHtml(typed)}">
<button type="submit">${escapeHtml(say.check)}</button>
</form>
<p><a href="${localePath(language, '/')}">${escapeHtml(say.homePage)}</a></p>
<p class="credit">${escapeHtml(say.credit)}${credit}.</p>`,
  })
  return { status: !answer ? 503 : answer.kind === 'notZip' ? 400 : 200, html }
}
