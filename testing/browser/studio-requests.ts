import { requestDocument, MODELS, SPAM_SIGNS } from '@/features/requests/model'
import type { FixtureDocument } from '@/testing/content-lake'

/** A request exactly as POST /api/leads stores it (the request model's requestDocument), sent some minutes ago. */
function request(
  kind: keyof typeof MODELS,
  uuid: string,
  minutesAgo: number,
  values: Record<string, string | string[]>,
  spamReason?: string,
): FixtureDocument {
  const now = new Date(Date.now() - minutesAgo * 60_000)
  return { ...requestDocument(MODELS[kind], values, { uuid, page: '/', now, spamReason }) }
}

export const MARY = request('message', '0b6f0a52-5f0c-4c43-9a35-2f1c9c1e0001', 5, {
  name: 'Mary Jones',
  email: 'mary.jones@example.test',
  subject: 'Care for my mother',
  message: 'Please call me about care for my mother after her hospital stay.',
})

/** A week old and still new: over an hour of office time whatever day and hour the tests run. */
export const TOM = request('consultation', '0b6f0a52-5f0c-4c43-9a35-2f1c9c1e0002', 7 * 24 * 60, {
  name: 'Tom Smith',
  phone: '+14045550102',
  zip: '30043',
  careRecipient: 'parent',
  howSoon: 'week',
})

/** A caregiver's application, new. */
export const KEISHA = request('application', '0b6f0a52-5f0c-4c43-9a35-2f1c9c1e0003', 30, {
  name: 'Keisha Brown',
  phone: '+14045550123',
  zip: '30034',
  shifts: ['weekdays'],
  experience: 'threeToFive',
  backgroundCheck: 'yes',
})

/** What the server took for a script's: a message without the form's ticket. */
export const SPAM_MESSAGE = request(
  'message',
  '0b6f0a52-5f0c-4c43-9a35-2f1c9c1e0004',
  10,
  { name: 'Cheap Pills', email: 'offers@spam.example', subject: 'Offer', message: 'Buy now at https://spam.example' },
  SPAM_SIGNS.noTicket,
)

/** And an application sent with the hidden field filled: spam of the other kind, in the same list. */
export const SPAM_APPLICATION = request(
  'application',
  '0b6f0a52-5f0c-4c43-9a35-2f1c9c1e0005',
  20,
  {
    name: 'Bot Applicant',
    email: 'bot@spam.example',
    zip: '30034',
    shifts: ['weekends'],
    experience: 'none',
    backgroundCheck: 'yes',
  },
  SPAM_SIGNS.honeypot,
)
