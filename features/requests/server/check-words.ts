import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import type { CheckWords } from '../model/words'

/** The checks' words in a language, for the server: it answers each family in the language of their page. */
export const checkWordsIn = (language: Language): CheckWords => ({ words: wordsFor(language).problems, language })
