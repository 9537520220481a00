import { EnvelopeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { LEAD_KIND_TITLES, LEAD_STATUSES, leadTime, leadTitle, type LeadDocument } from '../../lib/leads/document'
import { LEAD_KINDS } from '../../lib/leads/rules'

/**
 * A request a family sent through the website's forms: a message or a
 * consultation request, written by POST /api/leads (never created in the
 * Studio). What the family wrote is read-only; the owner sets the status and
 * keeps an internal note. Live-edited: a status change is saved at once,
 * with no draft to publish. Its id, `lead.<uuid>`, keeps it private: no
 * public query reads this type, and without a token the Content Lake does
 * not show it at all.
 */

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && !value.length)

/** What the family wrote or chose: read-only, and hidden when they left it empty. */
function given(name: keyof LeadDocument, title: string, type: 'string' | 'text' = 'string', description?: string) {
  return defineField({
    name,
    title,
    type,
    readOnly: true,
    hidden: ({ value }) => isEmpty(value),
    ...(type === 'text' ? { rows: 6 } : {}),
    ...(description ? { description } : {}),
  })
}

export const lead = defineType({
  name: 'lead',
  title: 'Request',
  type: 'document',
  icon: EnvelopeIcon,
  liveEdit: true,
  fields: [
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      description:
        'New until someone has called or written back; Contacted while you are talking; Closed when done. Closed requests are deleted after the time set in Inbox settings.',
      options: { list: [...LEAD_STATUSES], layout: 'radio', direction: 'horizontal' },
      initialValue: 'new',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'internalNote',
      title: 'Internal note',
      type: 'text',
      rows: 4,
      description: 'For you and your staff only: who called back, what was agreed. The family never sees it.',
      validation: (rule) => rule.max(5000),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      readOnly: true,
      options: { list: LEAD_KINDS.map((value) => ({ value, title: LEAD_KIND_TITLES[value] })) },
    }),
    defineField({
      name: 'submittedAt',
      title: 'Received',
      type: 'datetime',
      readOnly: true,
      options: { dateFormat: 'MMMM D, YYYY', timeFormat: 'h:mm A' },
    }),
    given('sourcePage', 'Sent from the page', 'string', 'The address on the website where the form was.'),
    given('name', 'Name'),
    given('phone', 'Phone'),
    given('email', 'E-mail'),
    given('subject', 'Subject'),
    given('message', 'Message', 'text'),
    given('zip', 'ZIP code'),
    given('careRecipient', 'Who needs care'),
    defineField({
      name: 'services',
      title: 'Services',
      type: 'array',
      of: [{ type: 'string' }],
      readOnly: true,
      hidden: ({ value }) => isEmpty(value),
    }),
    given('howSoon', 'How soon'),
    given('startDate', 'Preferred start date', 'string', 'As the family chose it: year-month-day.'),
    given('hoursPerWeek', 'Hours or days per week'),
    given('payment', 'How care will be paid'),
    given('bestTimeToCall', 'Best time to call'),
    given('notes', 'Anything else', 'text'),
  ],
  orderings: [
    { title: 'Newest first', name: 'submittedAtDesc', by: [{ field: 'submittedAt', direction: 'desc' }] },
    { title: 'Oldest first', name: 'submittedAtAsc', by: [{ field: 'submittedAt', direction: 'asc' }] },
  ],
  preview: {
    select: { name: 'name', kind: 'kind', submittedAt: 'submittedAt', status: 'status' },
    prepare: ({ name, kind, submittedAt, status }) => ({
      title: leadTitle({ name, kind }),
      subtitle: `${leadTime(submittedAt)}${status === 'new' ? ' · New' : ''}`,
    }),
  },
})
