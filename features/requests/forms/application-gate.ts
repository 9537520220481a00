/**
 * The caregiver application's gate (./form-gate.ts): its code is fetched when
 * the applicant first focuses or presses inside the form, never with the
 * About page.
 */
import type { ApplicationFormProps } from './form-props'
import { createFormGate } from './form-gate'

export const applicationGate = createFormGate<ApplicationFormProps>(() =>
  import('./ApplicationForm').then((module) => ({ default: module.ApplicationForm })),
)
