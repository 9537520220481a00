/** Every kind of request the site takes, for the sides that handle them all: the server, the Studio, the export. */
import { APPLICATION } from './application'
import { CONSULTATION } from './consultation'
import { MESSAGE } from './message'
import type { RequestKind } from './request'

export const MODELS = {
  consultation: CONSULTATION,
  message: MESSAGE,
  application: APPLICATION,
} as const satisfies Record<RequestKind, unknown>

export type AnyModel = (typeof MODELS)[RequestKind]

/** Each field once, in the order the forms ask, for the Studio's schema and the CSV's columns. */
export const ALL_FIELDS = Object.values(MODELS)
  .flatMap((model) => model.fields as readonly AnyModel['fields'][number][])
  .filter((field, index, fields) => fields.findIndex((other) => other.name === field.name) === index)
