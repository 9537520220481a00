/**
 * Every document and object type of the Studio: the site's content
 * (schemas/) and each feature's own (the requests' Inbox). The Studio's
 * configuration and the offline validation of datasets read this one list.
 */
import { REQUEST_SINGLETONS, WEBSITE_CREATED_TYPES, requestSchemaTypes } from './features/requests/studio'
import { SINGLETON_TYPES, schemaTypes as siteSchemaTypes } from './schemas'

export const schemaTypes = [...siteSchemaTypes, ...requestSchemaTypes]

/** Types with exactly one document: never created, duplicated or deleted in the Studio. */
export const SINGLETON_TYPE_NAMES: readonly string[] = [
  ...SINGLETON_TYPES,
  ...REQUEST_SINGLETONS.map(({ type }) => type),
]

/** Types only the website creates: no "create" in the Studio, only delete. */
export const WEBSITE_CREATED_TYPE_NAMES: readonly string[] = WEBSITE_CREATED_TYPES
