import 'server-only'
import { escapeHtml, plainPage } from '@/lib/http/plain-page'
import { fill } from '@/lib/i18n/fill'
import { localeOf, type Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { CARE_RECIPIENT_OPTIONS, HOW_SOON_OPTIONS } from '../model/consultation'
import { FORM_FALLBACK_ACTION } from '../forms/failures'
import { MEETING_FIELD, SLOT_FIELD, TEXT_REMINDER_FIELD } from './booking-fields'
import type { SlotOffer } from './offer'

/**
 * The consultation request as a plain page (issue 62), for a browser that
 * runs no JavaScript: the form's first step, the way to meet and the free
 * times as radio buttons, posted to /api/contact like every form without
 * scripts. The server holds the time when the request arrives, and its
 * answer says whether it got it.
 */
const STYLE = `
label, legend { display: block; font-weight: 700; }
input[type=text], input[type=tel], input[type=email], select { box-sizing: border-box; width: 100%; min-height: 48px; font: inherit; padding: 0.4rem; border: 2px solid #555; border-radius: 6px; }
fieldset { border: 0; padding: 0; margin: 1.5rem 0 0; min-width: 0; }
fieldset fieldset { margin-top: 1rem; }
.choice { display: flex; align-items: center; gap: 0.6rem; min-height: 48px; }
.choice label { font-weight: 400; }
.choice input { width: 1.5rem; height: 1.5rem; margin: 0; flex: none; }
.times { display: grid; grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr)); column-gap: 1rem; }
p.field { margin: 1rem 0 0; }
button { min-height: 48px; padding: 0.6rem 1.5rem; font: inherit; font-weight: 700; color: #fff; background: #0b4f8a; border: 2px solid #0b4f8a; border-radius: 6px; cursor: pointer; }
button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #1b1b1b; outline-offset: 3px; }
`

const choice = (type: 'radio' | 'checkbox', name: string, value: string, label: string, id: string, checked = false) =>
  `<div class="choice"><input type="${type}" id="${id}" name="${name}" value="${escapeHtml(value)}"${checked ? ' checked' : ''}><label for="${id}">${escapeHtml(label)}</label></div>`

function select(
  id: string,
  label: string,
  options: readonly { value: string }[],
  words: Record<string, string>,
  placeholder: string,
) {
  const list = options
    .map(({ value }) => `<option value="${escapeHtml(value)}">${escapeHtml(words[value] ?? value)}</option>`)
    .join('')
  return `<p class="field"><label for="${id}">${escapeHtml(label)}</label><select id="${id}" name="${id}" required><option value="">${escapeHtml(placeholder)}</option>${list}</select></p>`
}

function text(id: string, label: string, attributes: string) {
  return `<p class="field"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${id}" ${attributes}></p>`
}

export function choosePage(offer: SlotOffer | null, language: Language): string {
  const { forms, consultationForm: consultation } = wordsFor(language)
  const words = wordsFor(language).booking
  const days = offer?.days ?? []
  const times = days
    .map(
      (day, index) =>
        `<fieldset><legend>${escapeHtml(day.day)}</legend><div class="times">${day.times
          .map((time, at) => choice('radio', SLOT_FIELD, time.id, time.clock, `time-${index}-${at}`))
          .join('')}</div></fieldset>`,
    )
    .join('\n')
  const minutes = offer?.minutes
  const body = `<form method="post" action="${FORM_FALLBACK_ACTION}">
<input type="hidden" name="kind" value="consultation"><input type="hidden" name="language" value="${language}">
${text('name', forms.yourName, 'type="text" required maxlength="200" autocomplete="name"')}
${text('phone', forms.phone, 'type="tel" autocomplete="tel"')}
${text('email', forms.emailWithPhone, 'type="email" autocomplete="email"')}
${text('zip', forms.zip, 'type="text" required inputmode="numeric" maxlength="10" autocomplete="postal-code"')}
${select('careRecipient', consultation.careRecipient, CARE_RECIPIENT_OPTIONS, consultation.options.careRecipient, forms.chooseOne)}
${select('howSoon', consultation.howSoon, HOW_SOON_OPTIONS, consultation.options.howSoon, forms.chooseOne)}
<fieldset><legend>${escapeHtml(words.legend)}</legend>
<p>${escapeHtml(words.zone)} ${escapeHtml(words.noScriptNote)}</p>
<fieldset><legend>${escapeHtml(words.meetingLegend)}</legend>
${choice('radio', MEETING_FIELD, 'phone', minutes ? fill(words.phone, { minutes: minutes.phone }) : words.phoneShort, 'meet-phone', true)}
${choice('radio', MEETING_FIELD, 'visit', minutes ? fill(words.visit, { minutes: minutes.visit }) : words.visitShort, 'meet-visit')}
</fieldset>
${days.length ? times : `<p>${escapeHtml(offer ? fill(words.noneFree, { days: offer.daysAhead }) : words.loadFailed)}</p>`}
${choice('radio', SLOT_FIELD, '', words.none, 'time-none', true)}
${choice('checkbox', TEXT_REMINDER_FIELD, 'yes', words.textReminder, 'text-reminder')}
</fieldset>
<p class="field"><button type="submit">${escapeHtml(consultation.send)}</button></p>
</form>`
  return plainPage({
    title: consultation.heading,
    body: `<h1>${escapeHtml(consultation.heading)}</h1>\n${body}`,
    style: STYLE,
    lang: localeOf(language),
  })
}
