import type { FixtureDocument } from '../../testing/content-lake'

/** Requests as POST /api/leads stores them (lib/leads/document.ts): private `lead.` ids, status new. */
export function request(id: string, name: string, minutesAgo: number, fields: Record<string, string>): FixtureDocument {
  return {
    _id: `lead.${id}`,
    _type: 'lead',
    status: 'new',
    submittedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    sourcePage: '/',
    name,
    ...fields,
  }
}

export const MARY = request('0b6f0a52-5f0c-4c43-9a35-2f1c9c1e0001', 'Mary Jones', 5, {
  kind: 'message',
  email: 'mary.jones@example.test',
  phone: '(770) 555-0101',
  message: 'Please call me about care for my mother after her hospital stay.',
})

export const TOM = request('0b6f0a52-5f0c-4c43-9a35-2f1c9c1e0002', 'Tom Smith', 60, {
  kind: 'consultation',
  phone: '(404) 555-0102',
  careRecipient: 'My father',
  howSoon: 'Within a week',
})
