import { forms } from '@/lib/i18n/en/forms'
import { problems } from '@/lib/i18n/en/problems'
import type { LaterWords } from '../model/words'

/** The message form's later words in English (./later-words.ts). */
export const LATER_WORDS: LaterWords = { footer: forms, problems }
