/**
 * What the two gated forms are given by the server: their props, apart from
 * the forms themselves, so that each form's gate (./form-gate.ts), slot and
 * section name them without importing the form's code.
 */
import type { ReactNode } from 'react'
import type { EmailJsSetting } from '@/lib/env/emailjs'
import type { Language } from '@/lib/i18n/languages'
import type { SpokenLanguage } from '@/lib/i18n/spoken-languages'
import type { OfficeHours } from '@/lib/time/office-hours'
import type { CountyChoice } from './county-prefill'
import type { ContactLink } from './OtherWays'

export type ConsultationFormProps = {
  phone: ContactLink | null
  email: ContactLink | null
  /** The EmailJS account (public values, from lib/env/emailjs.ts), or the variables still to set. */
  emailJs: EmailJsSetting
  /** The services' names, from the content, offered as checkboxes. */
  services: string[]
  /** The owner's free-consultation sentence, under the heading. */
  intro: string | null
  /** What happens after a request has gone (the owner's words, or the fallback). */
  nextSteps: string
  /** The privacy notice the note under Send links to. */
  privacyHref: string
  /** The owner's office hours, from the content: the success alert says when we will call. */
  officeHours: OfficeHours
  /** The service-area answer, shown under the ZIP code field (see ZipField.tsx). */
  zipAnswer?: ReactNode
  /** The owner's words' language where it is not the page's (an English text not yet in Spanish). */
  introLang?: Language
  nextStepsLang?: Language
  /** The languages the owner says the caregivers speak: the person receiving care picks one, or another. */
  languages: SpokenLanguage[]
  /** The page's language: the form's code holds both, and says this one's words. */
  language: Language
}

export type ApplicationFormProps = {
  phone: ContactLink | null
  email: ContactLink | null
  /** The EmailJS account (public values, from lib/env/emailjs.ts), or the variables still to set. */
  emailJs: EmailJsSetting
  /** The served counties (the "County served" documents), offered as checkboxes. */
  counties: CountyChoice[]
  /** The heading above the form (the careers section renders it): the form's name. */
  headingId: string
  /** Georgia's background-check statement above the form (Careers.tsx): the form's description. */
  statementId: string
  /** The privacy notice's part about applications, which the note under Send links to. */
  privacyHref: string
  /** The page's language: the form's code holds both, and says this one's words. */
  language: Language
}
