import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import type { Said } from '../model/words'

/** The checks' words in a language, for the server: it answers each family in the language of their page. */
export const saidIn = (language: Language): Said => ({ words: wordsFor(language).problems, language })
