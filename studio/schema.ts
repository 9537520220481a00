/**
 * Every document and object type of the Studio: the site's content
 * (schemas/) and each feature's own, from its Studio door. The Studio's
 * configuration and the offline validation of datasets read this one list.
 */
import { costsStudio } from '../features/costs/studio'
import { ratingsStudio } from '../features/ratings/studio'
import { requestsStudio } from '../features/requests/studio'
import type { StudioPart } from '../sanity/studio-part'
import { SINGLETON_TYPES, schemaTypes as siteSchemaTypes } from '../schemas'

/** The features that bring something to the Studio: the requests' Inbox first, as the desk lists it. */
export const FEATURE_PARTS: readonly StudioPart[] = [requestsStudio, costsStudio, ratingsStudio]

export const schemaTypes = [...siteSchemaTypes, ...FEATURE_PARTS.flatMap((part) => part.types)]

/** Types with exactly one document: never created, duplicated or deleted in the Studio. */
export const SINGLETON_TYPE_NAMES: readonly string[] = [
  ...SINGLETON_TYPES,
  ...FEATURE_PARTS.flatMap((part) => part.singletons ?? []).map(({ type }) => type),
]

/** Types only the website creates: no "create" in the Studio, only delete. */
export const WEBSITE_CREATED_TYPE_NAMES: readonly string[] = FEATURE_PARTS.flatMap((part) => part.websiteCreated ?? [])
