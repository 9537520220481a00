/** The message form (the contact section's first tab): four fields, all required. */
import type { RequestModel, ValuesOf } from './request'

/** EmailJS refuses payloads over 50 KB; stay well under it, in characters a person can count. */
export const MESSAGE_MAX_CHARS = 20_000

export const MESSAGE = {
  kind: 'message',
  title: 'Message',
  noun: 'message',
  subject: 'Message',
  fields: [
    { name: 'name', title: 'Name', type: 'text', max: 200, required: true },
    { name: 'email', title: 'E-mail', type: 'email', required: true },
    { name: 'subject', title: 'Subject', type: 'text', max: 200, required: true },
    { name: 'message', title: 'Message', type: 'text', max: MESSAGE_MAX_CHARS, multiline: true, required: true },
  ],
} as const satisfies RequestModel<'message'>

export type MessageModel = typeof MESSAGE

/** A message's four answers, by field name. */
export type MessageValues = ValuesOf<MessageModel>
