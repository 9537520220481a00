import { forms } from '@/lib/i18n/es/forms'
import { problems } from '@/lib/i18n/es/problems'
import type { LaterWords } from '../model/words'

/** The message form's later words in Spanish (./later-words.ts). */
export const LATER_WORDS: LaterWords = { footer: forms, problems }
