/**
 * The service-area answer in plain words, for the page (AnswerBody.tsx) and
 * for the no-script page (answer-page.ts) alike.
 */
import { listWords } from '@/lib/list-words'
import type { AreaAnswer, County } from '../table/lookup'

export type AnswerWords = {
  /** yes / likely: offer the call and the consultation; no: who else can help; problem: only the words. */
  tone: 'yes' | 'likely' | 'no' | 'problem'
  text: string
  /** Whether the words end by asking to call us, so the Call link belongs under them. */
  offersCall: boolean
}

// Louisiana's parishes, Alaska's boroughs, Virginia's independent cities: their names already say what they are.
const NAMED_TYPE = /\b(Parish|Borough|Census Area|Municipality|Municipio|city|City and Borough)$/

/** "Gwinnett County"; a county of another state says which: "Cherokee County (AL)". */
function countyLabel(county: County, homeState: string): string {
  const name = NAMED_TYPE.test(county.name) ? county.name : `${county.name} County`
  return county.state === homeState ? name : `${name} (${county.state})`
}

export { listWords }

/** "Chatham County", "Clayton and Henry counties", "Cherokee (AL), Chattooga and Floyd counties". */
export function countiesPhrase(counties: readonly County[], homeState: string): string {
  if (counties.length === 1) return countyLabel(counties[0]!, homeState)
  if (counties.some((county) => NAMED_TYPE.test(county.name))) {
    return listWords(counties.map((county) => countyLabel(county, homeState)))
  }
  const names = counties.map((county) =>
    county.state === homeState ? county.name : `${county.name} (${county.state})`,
  )
  return `${listWords(names)} counties`
}

/** What was typed, shortened, for "… is not a ZIP code". */
function typed(input: string): string {
  return input.length > 24 ? `${input.slice(0, 20)}…` : input
}

/**
 * @param homeState the postal code of the table's state: its counties need no "(GA)".
 * @param hasPhone whether the agency's phone number is known: the words only say "call us" if it is.
 */
export function answerWords(answer: AreaAnswer, homeState: string, hasPhone: boolean): AnswerWords {
  switch (answer.kind) {
    case 'served':
      return {
        tone: 'yes',
        text: `Yes, we serve ${answer.zip} (${countiesPhrase(answer.counties, homeState)}).`,
        offersCall: false,
      }
    case 'likely': {
      const confirm = `${hasPhone ? 'Call us' : 'Get in touch'} and we'll confirm your address.`
      const spans = `${answer.zip} spans ${countiesPhrase(answer.counties, homeState)}`
      // Most of its people live where we give care, or only a few: "likely" must stay true.
      const text =
        answer.servedShare >= 0.5
          ? `We likely serve you: ${spans}. ${confirm}`
          : `We may serve you: ${spans}, and we serve ${countiesPhrase(answer.served, homeState)}. ${confirm}`
      return { tone: 'likely', text, offersCall: hasPhone }
    }
    case 'notServed':
      return {
        tone: 'no',
        text: `We don't serve ${answer.zip} (${countiesPhrase(answer.counties, homeState)}) yet.`,
        offersCall: false,
      }
    case 'unplaced':
      return {
        tone: 'problem',
        text:
          `We can't find ${answer.zip} on our map of ${answer.stateName}: it may be a PO box or a business's own ` +
          `ZIP code. Please try the ZIP code of the home where care is needed, or ${hasPhone ? 'call us' : 'get in touch'}.`,
        offersCall: hasPhone,
      }
    case 'otherState':
      return {
        tone: 'problem',
        text:
          `${answer.zip} is not a ZIP code in ${answer.stateName}, where we give care. If the care is for someone ` +
          `in ${answer.stateName}, please enter the ZIP code of their home.`,
        offersCall: false,
      }
    case 'notZip':
      return {
        tone: 'problem',
        text: answer.input
          ? `"${typed(answer.input)}" is not a ZIP code. Please enter 5 digits, for example ${answer.example}.`
          : `Please enter a ZIP code: 5 digits, for example ${answer.example}.`,
        offersCall: false,
      }
  }
}
