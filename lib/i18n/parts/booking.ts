/**
 * The booking words (features/booking) in every language, for the browser's
 * time picker: only its code imports this module, and it loads when the
 * picker is reached.
 */
import { booking as english } from '../en/booking'
import { booking as spanish } from '../es/booking'
import type { Language } from '../languages'

export type BookingWords = typeof english

export const BOOKING_WORDS: Record<Language, BookingWords> = { en: english, es: spanish }
