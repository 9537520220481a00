import type { Language } from '@/lib/i18n/languages'
import type { LaterWords } from '../model/words'

export type { LaterWords }

/**
 * What the message form says only once it is in use: its checks' words and
 * those around a send (the alerts, the failures). They come in their page's
 * language with the form's first touch, as the sending code does
 * (./use-send.ts), rather than with every page: a chunk per language, of a
 * few hundred bytes, while the visitor types.
 */
export function loadLaterWords(language: Language): Promise<LaterWords> {
  return language === 'es'
    ? import('./later-words.es').then(({ LATER_WORDS }) => LATER_WORDS)
    : import('./later-words.en').then(({ LATER_WORDS }) => LATER_WORDS)
}
