/**
 * The service-area answer in plain words, for the page (AnswerBody.tsx) and
 * for the no-script page (answer-page.ts) alike.
 */
import { serviceArea } from '@/lib/i18n/en/service-area'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { listWords } from '@/lib/i18n/list-words'
import type { AreaAnswer, County } from '../table/lookup'

/** The answer's words in one language (lib/i18n: `serviceArea`). */
export type AreaWords = typeof serviceArea

export type AnswerWords = {
  /** yes / likely: offer the call and the consultation; no: who else can help; problem: only the words. */
  tone: 'yes' | 'likely' | 'no' | 'problem'
  text: string
  /** Whether the words end by asking to call us, so the Call link belongs under them. */
  offersCall: boolean
}

// Louisiana's parishes, Alaska's boroughs, Virginia's independent cities: their names already say what they are.
const NAMED_TYPE = /\b(Parish|Borough|Census Area|Municipality|Municipio|city|City and Borough)$/

/** "Gwinnett County" ("el condado de Gwinnett"); a county of another state says which: "Cherokee County (AL)". */
function countyLabel(county: County, homeState: string, words: AreaWords): string {
  const name = NAMED_TYPE.test(county.name) ? county.name : fill(words.county, { name: county.name })
  return county.state === homeState ? name : fill(words.otherStateCounty, { name, state: county.state })
}

export { listWords }

/** "Chatham County", "Clayton and Henry counties", "Cherokee (AL), Chattooga and Floyd counties". */
export function countiesPhrase(
  counties: readonly County[],
  homeState: string,
  words: AreaWords = serviceArea,
  language: Language = 'en',
): string {
  if (counties.length === 1) return countyLabel(counties[0]!, homeState, words)
  if (counties.some((county) => NAMED_TYPE.test(county.name))) {
    return listWords(
      counties.map((county) => countyLabel(county, homeState, words)),
      'and',
      language,
    )
  }
  const names = counties.map((county) =>
    county.state === homeState ? county.name : fill(words.otherStateCounty, { name: county.name, state: county.state }),
  )
  return fill(words.counties, { names: listWords(names, 'and', language) })
}

/** What was typed, shortened, for "… is not a ZIP code". */
function typed(input: string): string {
  return input.length > 24 ? `${input.slice(0, 20)}…` : input
}

/**
 * @param homeState the postal code of the table's state: its counties need no "(GA)".
 * @param hasPhone whether the agency's phone number is known: the words only say "call us" if it is.
 */
export function answerWords(
  answer: AreaAnswer,
  homeState: string,
  hasPhone: boolean,
  words: AreaWords = serviceArea,
  language: Language = 'en',
): AnswerWords {
  const phrase = (counties: readonly County[]) => countiesPhrase(counties, homeState, words, language)
  switch (answer.kind) {
    case 'served':
      return {
        tone: 'yes',
        text: fill(words.served, { zip: answer.zip, counties: phrase(answer.counties) }),
        offersCall: false,
      }
    case 'likely': {
      const confirm = hasPhone ? words.confirmCall : words.confirmWrite
      const spans = fill(words.spans, { zip: answer.zip, counties: phrase(answer.counties) })
      // Most of its people live where we give care, or only a few: "likely" must stay true.
      const text =
        answer.servedShare >= 0.5
          ? fill(words.likely, { spans, confirm })
          : fill(words.maybe, { spans, served: phrase(answer.served), confirm })
      return { tone: 'likely', text: capitalised(text), offersCall: hasPhone }
    }
    case 'notServed':
      return {
        tone: 'no',
        text: fill(words.notServed, { zip: answer.zip, counties: phrase(answer.counties) }),
        offersCall: false,
      }
    case 'unplaced':
      return {
        tone: 'problem',
        text: fill(words.unplaced, {
          zip: answer.zip,
          state: answer.stateName,
          reach: hasPhone ? words.callUs : words.getInTouch,
        }),
        offersCall: hasPhone,
      }
    case 'otherState':
      return {
        tone: 'problem',
        text: capitalised(fill(words.otherState, { zip: answer.zip, state: answer.stateName })),
        offersCall: false,
      }
    case 'notZip':
      return {
        tone: 'problem',
        text: answer.input
          ? fill(words.notZip, { typed: typed(answer.input), example: answer.example })
          : fill(words.noZip, { example: answer.example }),
        offersCall: false,
      }
  }
}

/** A sentence starts with a capital, whatever filled its first gap ("el 30043 …" → "El 30043 …"). */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)
