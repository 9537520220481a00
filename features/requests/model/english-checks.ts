/**
 * The checks' words in English (./words.ts), for what has no page to take
 * a language from: the model's tests, and English by name. Never imported by
 * a browser form, which gets its page's words from the server.
 */
import { problems } from '../../../lib/i18n/en/problems'
import { tooLong as shorten, tooManyChosen as chooseFewer, type CheckWords } from './words'

export const ENGLISH_CHECKS: CheckWords = { words: problems, language: 'en' }

export const FILL_IN = problems.fillIn
export const CHOOSE_ONE = problems.chooseOne
export const CHOOSE_AT_LEAST_ONE = problems.chooseAtLeastOne
export const TICK_TO_AGREE = problems.tickToAgree
export const EMAIL_FORMAT = problems.emailFormat
export const PHONE_FORMAT = problems.phoneFormat
export const PHONE_OR_EMAIL = problems.phoneOrEmail
export const ZIP_FORMAT = problems.zipFormat
export const DATE_UNFINISHED = problems.dateUnfinished
export const DATE_FORMAT = problems.dateFormat
export const LIST_ONLY = problems.listOnly

export const tooLong = (max: number, length: number, longText = false) => shorten(max, length, longText, problems)
export const tooManyChosen = (max: number) => chooseFewer(max, problems)
