/**
 * The owner's office hours, as the Studio reads them from the published
 * contact details: the Inbox's waiting times, its "Waiting over an hour"
 * list and the response times count them. One read serves for a minute;
 * content that cannot be read gives the defaults, as on the site
 * (lib/time/office-hours.ts).
 */
import type { SanityClient } from '@sanity/client'
import { DEFAULT_OFFICE_HOURS, officeHoursFromContent, type OfficeHours } from '../../../lib/time/office-hours'
import { inboxOfficeHoursQuery } from './inbox-queries'

const FRESH_MS = 60_000
const cache = new WeakMap<SanityClient, { at: number; hours: Promise<OfficeHours> }>()
let latest: OfficeHours = DEFAULT_OFFICE_HOURS

export function officeHoursOf(client: SanityClient, now = Date.now()): Promise<OfficeHours> {
  const cached = cache.get(client)
  if (cached && now - cached.at < FRESH_MS) return cached.hours
  const hours = client
    .fetch(inboxOfficeHoursQuery, {}, { perspective: 'published' })
    .then(officeHoursFromContent, () => officeHoursFromContent(null))
    .then((read) => (latest = read))
  cache.set(client, { at: now, hours })
  return hours
}

/**
 * The hours last read, for what cannot wait for a read: the lists' lines,
 * which the schema's preview works out synchronously. The defaults until the
 * desk has read them (./structure.ts reads them as it opens).
 */
export function latestOfficeHours(): OfficeHours {
  return latest
}
