/** The service-area answer's words in every language, for its chunk, which loads when a family asks. */
import { serviceArea as english } from '../en/service-area'
import { serviceArea as spanish } from '../es/service-area'
import type { Language } from '../languages'

export type ServiceAreaWords = typeof english

export const SERVICE_AREA_WORDS: Record<Language, ServiceAreaWords> = { en: english, es: spanish }
