/**
 * What a request is: anything a visitor sends through a form, of one of
 * three kinds (a message, a consultation request, a caregiver's
 * application), each described by its model: its fields in the form's
 * order, and the rule that crosses fields. ./message.ts, ./consultation.ts
 * and ./application.ts are the three models, gathered in ./kinds.ts;
 * ./validate.ts checks any of them. A request on its way in is read by
 * ./posted.ts; a request kept in the Inbox is the document of ./stored.ts.
 */
import type { FieldSpec, FieldValue } from './fields'

export const REQUEST_KINDS = ['message', 'consultation', 'application'] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

export interface RequestModel<
  K extends RequestKind = RequestKind,
  F extends readonly FieldSpec[] = readonly FieldSpec[],
> {
  readonly kind: K
  /** "Consultation request": the Inbox's and the e-mail's name for it. */
  readonly title: string
  /** "request": what the visitor calls what they sent, in the sentences of the alerts and the no-script page. */
  readonly noun: string
  /** "Free consultation request": the e-mail's subject starts so, then "from <name> (ZIP …)" (./summary.ts). */
  readonly subject: string
  readonly fields: F
  /** Two fields of which at least one must be given, so that the agency can reach the family. */
  readonly reachBy?: readonly [F[number]['name'], F[number]['name']]
}

/** The normalised answers of a model, by field name. */
export type ValuesOf<M extends RequestModel> = {
  [F in M['fields'][number] as F['name']]: FieldValue<F>
}
