/**
 * The page /api/service-area answers with: the service-area check for a
 * browser that sent the form itself (JavaScript off, or pressed before the
 * page's scripts ran). The same answer as in the page, in plain HTML with no
 * script, and the form again, holding what was typed.
 */
import { escapeHtml, htmlLink as link, plainPage } from '@/lib/http/plain-page'
import { ZIP_TABLE, checkZip } from '../zip-lookup'
import { CONSULTATION_HREF } from '@/lib/contact-links'
import type { ServiceAreaContent } from '../content'
import { answerWords } from '../answer/wording'

const STYLE = `
.answer { font-weight: 700; }
label { display: block; font-weight: 700; margin-top: 2rem; }
input { font: inherit; font-size: 1.5rem; width: 9em; min-height: 48px; padding: 0 0.5rem; }
button { font: inherit; min-width: 48px; padding: 0.6rem 1.25rem; cursor: pointer; }
.credit { font-size: 1rem; color: #444; }
`

const UNAVAILABLE = {
  tone: 'problem',
  text: "We can't check ZIP codes just now. Please try again in a few minutes.",
  offersCall: false,
} as const

/** `content` null: it could not be read, and "we don't serve you" would be a guess. */
export function answerPage(typed: string, content: ServiceAreaContent | null): { status: number; html: string } {
  const answer = content ? checkZip(typed, content.counties) : null
  const words = answer ? answerWords(answer, ZIP_TABLE.state, Boolean(content?.phone)) : UNAVAILABLE
  const { phone = null, agingLine = null } = content ?? {}
  const ways: string[] = []
  if ((words.tone === 'yes' || words.tone === 'likely' || words.offersCall) && phone) {
    ways.push(`Call us at ${link(phone.href, phone.text)}`)
  }
  if (words.tone === 'yes' || words.tone === 'likely') ways.push(link(CONSULTATION_HREF, 'Book a free consultation'))
  if (words.tone === 'no' && agingLine) {
    ways.push(`For care near you, call ${escapeHtml(agingLine.name)} at ${link(agingLine.href, agingLine.text)}`)
  }
  if (words.tone === 'no' && phone) ways.push(`Or call us at ${link(phone.href, phone.text)}, in case we can help`)
  const credit = ZIP_TABLE.credit.url
    ? link(ZIP_TABLE.credit.url, ZIP_TABLE.credit.text)
    : escapeHtml(ZIP_TABLE.credit.text)

  const html = plainPage({
    title: 'Do you serve my area?',
    style: STYLE,
    body: `<h1>Do you serve my area?</h1>
<p class="answer">${escapeHtml(words.text)}</p>
${ways.length > 0 ? `<ul class="ways">${ways.map((way) => `<li>${way}</li>`).join('')}</ul>` : ''}
<form action="/api/service-area" method="get">
<label for="zip">ZIP code</label>
<input id="zip" name="zip" type="text" inputmode="numeric" autocomplete="postal-code" maxlength="10" value="${escapeHtml(typed)}">
<button type="submit">Check</button>
</form>
<p><a href="/">Home page</a></p>
<p class="credit">ZIP code areas: ${credit}.</p>`,
  })
  return { status: !answer ? 503 : answer.kind === 'notZip' ? 400 : 200, html }
}
