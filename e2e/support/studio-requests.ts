import { leadDocument } from '@/features/leads/model/document'
import { MODELS } from '@/features/leads/model/models'
import type { FixtureDocument } from '@/testing/content-lake'

/** A request exactly as POST /api/leads stores it (the request model's leadDocument), sent some minutes ago. */
function request(
  kind: keyof typeof MODELS,
  uuid: string,
  minutesAgo: number,
  values: Record<string, string | string[]>,
): FixtureDocument {
  const now = new Date(Date.now() - minutesAgo * 60_000)
  return { ...leadDocument(MODELS[kind], values, { uuid, page: '/', now }) }
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
