/**
 * A request as the inbox keeps it: the `lead` document (schemas/documents/lead.ts),
 * in the Content Lake or, without a project, as one line of the local NDJSON
 * file (./file-store.ts). Every value is plain text, as the visitor typed it
 * (trimmed), with the words of the answers they chose rather than codes.
 */
import { optionLabel } from './consultation-rules'
import type { LeadKind } from './rules'
import type { ValidLead } from './request'

/**
 * "lead.<uuid>": an id with a dot is private in Sanity, readable only with
 * a token even in a public dataset.
 */
export const LEAD_ID_PREFIX = 'lead.'
export const LEAD_TYPE = 'lead' as const

export const LEAD_STATUSES = [
  { value: 'new', title: 'New' },
  { value: 'contacted', title: 'Contacted' },
  { value: 'closed', title: 'Closed' },
] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

export const LEAD_KIND_TITLES: Record<LeadKind, string> = {
  message: 'Message',
  consultation: 'Consultation request',
}

export interface LeadDocument {
  _id: string
  _type: typeof LEAD_TYPE
  _createdAt?: string
  _updatedAt?: string
  kind: LeadKind
  status: LeadStatus
  /** When the request arrived (ISO 8601). */
  submittedAt: string
  /** The path of the page the form was on. */
  sourcePage: string
  name: string
  email?: string
  phone?: string
  subject?: string
  message?: string
  zip?: string
  careRecipient?: string
  services?: string[]
  howSoon?: string
  startDate?: string
  hoursPerWeek?: string
  payment?: string
  bestTimeToCall?: string
  notes?: string
  /** The owner's own note, never shown to the visitor. */
  internalNote?: string
}

/** Leaves out the answers that were not given, so the inbox shows only what the visitor wrote. */
function given<T extends Record<string, string | string[] | undefined>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : Boolean(value))),
  ) as Partial<T>
}

export function leadDocument(lead: ValidLead, { uuid, now = new Date() }: { uuid: string; now?: Date }): LeadDocument {
  const base = {
    _id: `${LEAD_ID_PREFIX}${lead.id ?? uuid}`,
    _type: LEAD_TYPE,
    kind: lead.kind,
    status: 'new' as const,
    submittedAt: now.toISOString(),
    sourcePage: lead.page,
  }
  if (lead.kind === 'message') {
    const { from_name, email, subject, message } = lead.fields
    return { ...base, name: from_name, email, subject, message }
  }
  const f = lead.fields
  return {
    ...base,
    name: f.name,
    ...given({
      phone: f.phone,
      email: f.email,
      zip: f.zip,
      careRecipient: optionLabel('careRecipient', f.careRecipient),
      services: f.services,
      howSoon: optionLabel('howSoon', f.howSoon),
      startDate: f.startDate,
      hoursPerWeek: f.hoursPerWeek,
      payment: f.payment.map((value) => optionLabel('payment', value)).join(', '),
      bestTimeToCall: f.bestTimeToCall,
      notes: f.notes,
    }),
  }
}

/** "Dorothy Pearson · Consultation request", for lists and exports. */
export function leadTitle(lead: Pick<LeadDocument, 'name' | 'kind'>): string {
  return `${lead.name?.trim() || 'No name given'} · ${LEAD_KIND_TITLES[lead.kind] ?? 'Request'}`
}

/** "Mar 14, 2026, 9:41 AM" in Georgia's time, where the agency works. */
export function leadTime(iso: string | undefined): string {
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return 'Time not recorded'
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' })
}
