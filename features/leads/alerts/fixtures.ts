/**
 * Requests as the store keeps them, for the alert tests: a consultation with
 * every answer (health details included, which no alert may repeat), and a
 * message without a phone number. Typed as the stored document, so the
 * compiler checks that what the route will pass fits `AlertLead`.
 */
import type { LeadDocument } from '../model/document'

/** Everything a family wrote that no alert may repeat: health and care details. */
export const HEALTH_DETAILS = {
  careRecipient: 'My mother',
  services: ['Personal Care', 'Medication reminders'],
  notes: 'Mom has dementia and fell last week; she is diabetic.',
  message: 'My father needs help after his hip surgery.',
  subject: 'Help after surgery',
}

export const consultation: LeadDocument = {
  _id: 'lead.3f2a9c4e-7b1d-4e8a-9f00-1c2d3e4f5a6b',
  _type: 'lead',
  kind: 'consultation',
  status: 'new',
  sourcePage: '/',
  name: 'Ruth Ellison',
  phone: '770-555-0199',
  email: 'ruth.ellison@example.com',
  zip: '30043',
  howSoon: 'Within a week',
  submittedAt: '2026-03-10T14:02:00.000Z', // Tuesday 10:02 am in Georgia
  careRecipient: HEALTH_DETAILS.careRecipient,
  services: HEALTH_DETAILS.services,
  notes: HEALTH_DETAILS.notes,
}

export const message: LeadDocument = {
  _id: 'lead.9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
  _type: 'lead',
  kind: 'message',
  status: 'new',
  sourcePage: '/',
  name: 'Marcus Webb',
  email: 'marcus.webb@example.com',
  submittedAt: '2026-03-07T15:00:00.000Z', // Saturday 10 am
  subject: HEALTH_DETAILS.subject,
  message: HEALTH_DETAILS.message,
}

/** What identifies the family: none of it may appear in a log line. */
export const PERSONAL_DATA = ['Ruth', 'Ellison', '555-0199', '5550199', 'ruth.ellison', '30043', 'Marcus', 'Webb']
