/**
 * What a visitor is asked to fix, in plain words: the same sentences in the
 * form, in the server's answer and on the no-script page, in the visitor's
 * language. The sentences are the site's words (lib/i18n, `problems`); every
 * check takes its language's as a parameter, so that the model's code
 * carries none: a browser form gets its page's from the server, the server
 * its family's (../server/said.ts), the tests English (./in-english.ts).
 */
import { fill } from '../../../lib/i18n/fill'
import type { problems } from '../../../lib/i18n/en/problems'
import type { Language } from '../../../lib/i18n/languages'

export type ProblemWords = typeof problems

/** A check's words: the sentences, and the language they are in (a date is named in it). */
export interface CheckWords {
  words: ProblemWords
  language: Language
}

export const tooManyChosen = (max: number, words: ProblemWords) => fill(words.tooManyChosen, { max })

/** Nothing is ever cut: the visitor is asked to shorten, and told by how much. */
export function tooLong(max: number, length: number, longText: boolean, words: ProblemWords): string {
  const values = { max: max.toLocaleString('en-US'), length: length.toLocaleString('en-US') }
  return fill(longText ? words.tooLongMessage : words.tooLong, values)
}
