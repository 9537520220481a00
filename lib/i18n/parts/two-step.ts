/**
 * The two-step forms' words (the consultation request, the caregiver
 * application) in every language. Only those forms' code imports this
 * module, and they load on first use: the page carries none of it, and the
 * form picks its page's language.
 */
import { forms as englishForms } from '../en/forms'
import { plan as englishPlan } from '../en/plan'
import { problems as englishProblems } from '../en/problems'
import { applicationForm as englishApplication, consultationForm as englishConsultation } from '../en/request-forms'
import { forms as spanishForms } from '../es/forms'
import { plan as spanishPlan } from '../es/plan'
import { problems as spanishProblems } from '../es/problems'
import { applicationForm as spanishApplication, consultationForm as spanishConsultation } from '../es/request-forms'
import type { Language } from '../languages'

export interface TwoStepWords {
  forms: typeof englishForms
  problems: typeof englishProblems
  consultation: typeof englishConsultation
  application: typeof englishApplication
  /** The hours a family chose in the estimate, as the consultation's answer. */
  plan: typeof englishPlan
}

export const TWO_STEP_WORDS: Record<Language, TwoStepWords> = {
  en: {
    forms: englishForms,
    problems: englishProblems,
    consultation: englishConsultation,
    application: englishApplication,
    plan: englishPlan,
  },
  es: {
    forms: spanishForms,
    problems: spanishProblems,
    consultation: spanishConsultation,
    application: spanishApplication,
    plan: spanishPlan,
  },
}
