/** The error page's words in every language: each language's error boundary is a browser component. */
import { errorPage as english } from '../en/error-page'
import { errorPage as spanish } from '../es/error-page'
import type { Language } from '../languages'

export type ErrorPageWords = typeof english

export const ERROR_PAGE_WORDS: Record<Language, ErrorPageWords> = { en: english, es: spanish }
