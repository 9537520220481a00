/**
 * The consultation form's gate (./form-gate.ts): its code loads on first use,
 * not with the page. The message form is not gated: React would stream a
 * gated form's markup after the rest of the page, shown by a script, and the
 * message form must stay usable with JavaScript off (docs/decisions.md).
 */
import type { ConsultationFormProps } from './ConsultationForm'
import { createFormGate } from './form-gate'

/** The anchor that opens the consultation form from anywhere on the site: /#consultation. */
export const CONSULTATION_ANCHOR = 'consultation'

export const consultationGate = createFormGate<ConsultationFormProps>(() =>
  import('./ConsultationForm').then((module) => ({ default: module.ConsultationForm })),
)
