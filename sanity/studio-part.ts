import type { Observable } from 'rxjs'
import type { DocumentActionComponent, SchemaTypeDefinition } from 'sanity'
import type { ListItemBuilder, StructureBuilder, StructureResolverContext } from 'sanity/structure'

/**
 * What a feature brings to the Studio, through its `studio.ts` door: its
 * types, where its documents sit on the desk, the pages that show them, and
 * its actions. studio/ joins every feature's part to the site's own
 * (schemas/), so that neither schemas/ nor sanity/ imports a feature.
 */

/** The site's pages, as the Presentation tool opens them (in every language). */
export type SitePage = 'home' | 'about' | 'completion'

/** A document that exists once, opened straight from the desk. */
export interface DeskSingleton {
  type: string
  id: string
  title: string
}

export interface FeatureSingleton extends DeskSingleton {
  /**
   * Where the desk lists it: right after the contact details (where the owner
   * looks for phone numbers), among the pages' documents, or nowhere (it opens
   * from somewhere else, such as the Inbox's settings from the Inbox).
   */
  desk: 'besideContactDetails' | 'withPages' | 'none'
}

/** The pages that show a document type, and the section on them (an anchor without '#'). */
export interface ShownOn {
  pages: readonly SitePage[]
  section?: string
  /** What the Presentation tool calls the place ("About page: what care costs"). */
  title?: string
}

export interface StudioPart {
  types: readonly SchemaTypeDefinition[]
  singletons?: readonly FeatureSingleton[]
  /** Types only the website creates: no "create" in the Studio, only delete (and `actions`). */
  websiteCreated?: readonly string[]
  /** Actions of its website-created documents, beside Delete. */
  actions?: readonly DocumentActionComponent[]
  /** Where each of its document types shows on the site, for the Presentation tool. */
  shownOn?: Readonly<Record<string, ShownOn>>
  /** The desk's first entry, kept live (the requests' Inbox with its counts). */
  inbox?: (S: StructureBuilder, context: StructureResolverContext) => Observable<ListItemBuilder>
}
