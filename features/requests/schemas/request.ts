import { EnvelopeIcon } from '@sanity/icons'
import { ownerAlertWords } from '../model/owner-alert'
import type { SecondAlert } from '../model/reminders'
import { defineField, defineType } from 'sanity'
import { KIND_TITLES, prefersWords, REQUEST_LANGUAGE_OPTIONS, requestTime, requestTitle } from '../model/stored'
import { isList, type FieldSpec } from '../model/fields'
import { REQUEST_KINDS } from '../model/request'
import { ALL_FIELDS } from '../model/kinds'
import { ALL_STATUSES, statusesOf } from '../model/statuses'
import { spamWhy } from '../model/spam'
import { requestLine } from '../studio/request-line'
import { latestOfficeHours } from '../studio/office-hours'
import { StatusInput } from '../studio/StatusInput'
import { followUpFields } from './follow-up-fields'

/**
 * A request sent through the website's forms: a family's message or
 * consultation request, or a caregiver's application, written by POST
 * /api/leads (never created in the Studio). What the family wrote is read-only; the owner sets the status and
 * keeps an internal note. Live-edited: a status change is saved at once,
 * with no draft to publish. Its id, `lead.<uuid>`, keeps it private: no
 * public query reads this type, and without a token the Content Lake does
 * not show it at all.
 */

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && !value.length)

/** A word for the owner where the stored form is not obvious. */
const DESCRIPTIONS: Partial<Record<string, string>> = {
  phone: 'As +1 and ten digits, however the family typed it.',
  startDate: 'As the family chose it: year-month-day.',
}

/** What the family wrote or chose, one field per field of the request model: read-only, hidden when empty. */
function given(field: FieldSpec) {
  const description = DESCRIPTIONS[field.name]
  const common = {
    name: field.name,
    title: field.title,
    readOnly: true,
    hidden: ({ value }: { value?: unknown }) => isEmpty(value),
    ...(description ? { description } : {}),
  }
  if (isList(field)) return defineField({ ...common, type: 'array', of: [{ type: 'string' }] })
  if (field.type === 'text' && field.multiline) return defineField({ ...common, type: 'text', rows: 6 })
  return defineField({ ...common, type: 'string' })
}

/** The list's line, with "second alert sent 10:52 am by text" once one went (issue 61). */
function withSecondAlert(line: string, secondAlert: unknown): string {
  const sent = secondAlert as SecondAlert | undefined
  return sent?.text?.status === 'sent' || sent?.email?.status === 'sent'
    ? `${line} · ${ownerAlertWords(sent, 'second')}`
    : line
}

export const requestSchema = defineType({
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
        'New until someone has called or written back; Contacted while you are talking; then Closed, or for an application Interview, Hired or Not hired. Spam: sent by a program, not a person (the website marks what looks like one; set it back to New if a person sent it). Closed, hired and not-hired ones, and spam, are deleted after the times set in Inbox settings.',
      options: { list: [...ALL_STATUSES], layout: 'radio', direction: 'horizontal' },
      // The kind's own statuses (../studio/KindStatusInput.tsx), recording the first contact when a request leaves New.
      components: { input: StatusInput },
      initialValue: 'new',
      validation: (rule) =>
        rule.required().custom((status, context) => {
          const kind = (context.document as { kind?: string } | undefined)?.kind
          const own = statusesOf(kind)
          return !status || own.some(({ value }) => value === status)
            ? true
            : `Choose one of: ${own.map(({ title }) => title).join(', ')}.`
        }),
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
      name: 'appointment',
      title: 'Consultation booked for',
      type: 'string',
      readOnly: true,
      description:
        'The time the family chose on the website (Georgia time). It is in your calendar feed too; if they cancel, you get a message.',
      hidden: ({ document }) => isEmpty(document?.appointment),
    }),
    defineField({
      name: 'appointmentAt',
      title: 'Booked time (as the computer keeps it)',
      type: 'datetime',
      readOnly: true,
      hidden: true,
    }),
    defineField({
      name: 'spamReason',
      title: 'Why it looks like spam',
      type: 'text',
      rows: 2,
      readOnly: true,
      description:
        'What the website saw when the request arrived. Set the status to New if a person sent it: a family or an applicant.',
      hidden: ({ document }) => document?.status !== 'spam' || isEmpty(document?.spamReason),
    }),
    defineField({
      name: 'unverified',
      title: 'Not checked by the website',
      type: 'text',
      rows: 2,
      readOnly: true,
      description: 'Why the website could not check it as usual. Kept as New and announced to you as unverified.',
      hidden: ({ document }) => isEmpty(document?.unverified),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      readOnly: true,
      options: { list: REQUEST_KINDS.map((value) => ({ value, title: KIND_TITLES[value] })) },
    }),
    defineField({
      name: 'submittedAt',
      title: 'Received',
      type: 'datetime',
      readOnly: true,
      options: { dateFormat: 'MMMM D, YYYY', timeFormat: 'h:mm A' },
    }),
    ...followUpFields,
    defineField({
      name: 'sourcePage',
      title: 'Sent from the page',
      type: 'string',
      readOnly: true,
      description: 'The address on the website where the form was.',
    }),
    defineField({
      name: 'language',
      title: 'Their language',
      type: 'string',
      readOnly: true,
      description:
        'The language of the page they wrote from. Spanish: they read the site in Spanish, and may prefer a call in it.',
      options: { list: [...REQUEST_LANGUAGE_OPTIONS] },
    }),
    ...ALL_FIELDS.map(given),
  ],
  orderings: [
    { title: 'Newest first', name: 'submittedAtDesc', by: [{ field: 'submittedAt', direction: 'desc' }] },
    { title: 'Oldest first', name: 'submittedAtAsc', by: [{ field: 'submittedAt', direction: 'asc' }] },
  ],
  preview: {
    select: {
      name: 'name',
      kind: 'kind',
      submittedAt: 'submittedAt',
      status: 'status',
      firstContactedAt: 'firstContactedAt',
      firstContactedBy: 'firstContactedBy',
      spamReason: 'spamReason',
      unverified: 'unverified',
      language: 'language',
      secondAlert: 'secondAlert',
    },
    // With how long a new request has waited, in office time, as of the moment the list shows it; spam, with why.
    prepare: ({
      name,
      kind,
      submittedAt,
      status,
      firstContactedAt,
      firstContactedBy,
      spamReason,
      unverified,
      language,
      secondAlert,
    }) => ({
      title: requestTitle({ name, kind }),
      subtitle: withSecondAlert(
        requestLine(
          `${requestTime(submittedAt)}${status === 'new' ? (unverified ? ' · New, unverified' : ' · New') : status === 'spam' ? ` · Spam${spamWhy(spamReason) ? `: ${spamWhy(spamReason)}` : ''}` : ''}${prefersWords(language) ? ` · ${prefersWords(language)}` : ''}`,
          { kind, submittedAt, status, firstContactedAt, firstContactedBy },
          new Date(),
          latestOfficeHours(),
        ),
        secondAlert,
      ),
    }),
  },
})
