import { defineField } from 'sanity'
import { ALERT_CHANNELS } from '../model/owner-alert'
import { OwnerAlertInput } from '../studio/OwnerAlertInput'

/**
 * What happens to a request after it arrives, on the `lead` document
 * (./request.ts): the owner's alert, as the website recorded it, and the first
 * contact, which the status field records (features/requests/studio/StatusInput.tsx).
 * All read-only: written by the website or by the Studio itself.
 */

/** One alert channel's outcome (features/requests/model/owner-alert.ts, ChannelOutcome), flattened. */
const channel = (name: (typeof ALERT_CHANNELS)[number]) =>
  defineField({
    name,
    title: name === 'text' ? 'Text' : 'E-mail',
    type: 'object',
    fields: [
      defineField({ name: 'status', type: 'string', options: { list: ['sent', 'failed', 'notConfigured', 'held'] } }),
      defineField({ name: 'at', type: 'datetime' }),
      defineField({ name: 'reason', type: 'string' }),
      defineField({ name: 'httpStatus', type: 'number' }),
      defineField({ name: 'sentTo', type: 'number' }),
      defineField({ name: 'failedTo', type: 'number' }),
      defineField({ name: 'missing', type: 'array', of: [{ type: 'string' }] }),
      defineField({ name: 'digest', type: 'boolean' }),
      defineField({ name: 'tries', type: 'number' }),
    ],
  })

export const followUpFields = [
  defineField({
    name: 'ownerAlert',
    title: 'Owner alert',
    type: 'object',
    readOnly: true,
    description: 'The text and e-mail the website sent you when this request arrived.',
    fields: ALERT_CHANNELS.map(channel),
    components: { input: OwnerAlertInput },
  }),
  defineField({
    name: 'promisedBy',
    title: 'Promised by',
    type: 'datetime',
    readOnly: true,
    description:
      'The latest time the family was told we would call or reply. Past it, and your grace, you are alerted again.',
    options: { dateFormat: 'MMMM D, YYYY', timeFormat: 'h:mm A' },
    hidden: ({ value }) => !value,
  }),
  defineField({
    name: 'secondAlert',
    title: 'Second alert',
    type: 'object',
    readOnly: true,
    description:
      'Sent when this request was still New past the promise (Alerts to your phone sets the grace and the backup contact).',
    fields: [...ALERT_CHANNELS.map(channel), defineField({ name: 'claimedAt', type: 'datetime' })],
    components: { input: OwnerAlertInput },
    hidden: ({ value }) => !value,
  }),
  defineField({
    name: 'firstContactedAt',
    title: 'First contact',
    type: 'datetime',
    readOnly: true,
    description: 'Recorded when the status first left New.',
    options: { dateFormat: 'MMMM D, YYYY', timeFormat: 'h:mm A' },
    hidden: ({ value }) => !value,
  }),
  defineField({
    name: 'firstContactedBy',
    title: 'First contact by',
    type: 'string',
    readOnly: true,
    hidden: ({ value }) => !value,
  }),
]
