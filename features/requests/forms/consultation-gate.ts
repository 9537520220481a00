/**
 * The consultation form's gate (./form-gate.ts): its code is fetched when
 * the visitor reaches for or chooses its tab, focuses or presses inside it,
 * or opens /#consultation.
 */
import type { ConsultationFormProps } from './form-props'
import { createFormGate } from './form-gate'

/** The anchor that opens the consultation form from anywhere on the site: /#consultation. */
export const CONSULTATION_ANCHOR = 'consultation'

export const consultationGate = createFormGate<ConsultationFormProps>(() =>
  import('./ConsultationForm').then((module) => ({ default: module.ConsultationForm })),
)
