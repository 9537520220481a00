/**
 * What the message form says only once it is in use: its footer's words and
 * its checks'. They come in their page's language with the form's first
 * touch, as the sending code does, rather than with every page: a chunk per
 * language and part, of a few hundred bytes, while the visitor types.
 */
import type { forms } from '../en/forms'
import type { problems } from '../en/problems'
import type { Language } from '../languages'

export interface LaterWords {
  footer: typeof forms
  problems: typeof problems
}

const LOADERS: Record<Language, () => Promise<LaterWords>> = {
  en: () =>
    Promise.all([import('../en/forms'), import('../en/problems')]).then(([{ forms }, { problems }]) => ({
      footer: forms,
      problems,
    })),
  es: () =>
    Promise.all([import('../es/forms'), import('../es/problems')]).then(([{ forms }, { problems }]) => ({
      footer: forms,
      problems,
    })),
}

export const loadLaterWords = (language: Language): Promise<LaterWords> => LOADERS[language]()
