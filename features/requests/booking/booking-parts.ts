import 'server-only'
import { contentSource } from '@/lib/env/content'
import { sanityReadToken, sanityWriteToken } from '@/lib/env/secrets'
import { DEFAULT_OFFICE_HOURS, officeHoursFromContent, type OfficeHours } from '@/lib/time/office-hours'
import { createContentLakeClient } from '@/sanity/client'
import { sanityFetch } from '@/sanity/fetch'
import { settingsQuery } from '@/sanity/page-queries'
import { consultationHoursQuery } from './booking-queries'
import type { BookingParts } from './booking-service'
import { bookingStore } from './booking-store'
import { ownerBusyTimes } from './busy'
import { consultationHours, DEFAULT_CONSULTATION_HOURS, HOURS_ID, type ConsultationHours } from './hours'

/**
 * The booking's real parts (./booking-service.ts): the site's store, the
 * owner's consultation hours from the Studio (a private document, read with
 * the server's token; without a project, the defaults), the office hours
 * from the content, the owner's calendar, the clock. Null where no booking
 * can be kept: a project without a write token, where the form simply
 * offers no times.
 */

/** Published changes reach the offer within this; the Content Lake is asked at most this often. */
const HOURS_FRESH_MS = 30_000
let hoursRead: { at: number; hours: Promise<ConsultationHours> } | null = null

async function readHours(): Promise<ConsultationHours> {
  const source = contentSource()
  const token = sanityReadToken() ?? sanityWriteToken()
  if (source.kind !== 'contentLake' || !token) return DEFAULT_CONSULTATION_HOURS
  const client = createContentLakeClient(source).withConfig({ token })
  const raw = await client.fetch(consultationHoursQuery, { id: HOURS_ID }, { perspective: 'published' })
  return consultationHours(raw as Record<string, unknown> | null)
}

export function ownerConsultationHours(now = Date.now()): Promise<ConsultationHours> {
  if (!hoursRead || now - hoursRead.at > HOURS_FRESH_MS) {
    const hours = readHours().catch((error: unknown) => {
      console.error(`[booking] Consultation hours could not be read (${(error as Error).message}): using the defaults.`)
      hoursRead = null
      return DEFAULT_CONSULTATION_HOURS
    })
    hoursRead = { at: now, hours }
  }
  return hoursRead.hours
}

export async function siteOfficeHours(): Promise<OfficeHours> {
  try {
    return officeHoursFromContent(await sanityFetch({ query: settingsQuery }))
  } catch {
    return DEFAULT_OFFICE_HOURS // logged by sanityFetch
  }
}

export function bookingParts(): BookingParts | null {
  const store = bookingStore()
  if (!store) return null
  return {
    store,
    hours: () => ownerConsultationHours(),
    officeHours: siteOfficeHours,
    busy: (url, from, to) => ownerBusyTimes(url, from, to),
    now: () => new Date(),
  }
}
