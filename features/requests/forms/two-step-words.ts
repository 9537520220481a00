/**
 * The two-step forms' words (the consultation request, the caregiver
 * application) in both languages. Only those forms' code imports this
 * module, and they load on first use: the page carries none of it, and the
 * form picks its page's language (lib/i18n).
 */
import { forms as englishForms } from '@/lib/i18n/en/forms'
import {
  applicationForm as englishApplication,
  consultationForm as englishConsultation,
} from '@/lib/i18n/en/request-forms'
import { problems as englishProblems } from '@/lib/i18n/en/problems'
import { forms as spanishForms } from '@/lib/i18n/es/forms'
import {
  applicationForm as spanishApplication,
  consultationForm as spanishConsultation,
} from '@/lib/i18n/es/request-forms'
import { problems as spanishProblems } from '@/lib/i18n/es/problems'
import type { Language } from '@/lib/i18n/languages'

export interface TwoStepWords {
  forms: typeof englishForms
  problems: typeof englishProblems
  consultation: typeof englishConsultation
  application: typeof englishApplication
}

export const TWO_STEP_WORDS: Record<Language, TwoStepWords> = {
  en: {
    forms: englishForms,
    problems: englishProblems,
    consultation: englishConsultation,
    application: englishApplication,
  },
  es: {
    forms: spanishForms,
    problems: spanishProblems,
    consultation: spanishConsultation,
    application: spanishApplication,
  },
}

/** A model's choices with their labels in the page's language: [{ value, label }]. */
export function choicesIn<V extends string>(
  options: readonly { readonly value: V; readonly label: string }[],
  labels: Partial<Record<V, string>>,
): { value: V; label: string }[] {
  return options.map(({ value, label }) => ({ value, label: labels[value] ?? label }))
}
