'use client'

/**
 * The Studio at /studio: the site's content types (schemas/) and each
 * feature's Studio part (./schema.ts), on the desk of ./structure.ts. A
 * client module: it only ever loads on that route. sanity.config.ts, where
 * Sanity's CLI looks for it, re-exports it.
 */
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { DEFAULT_API_VERSION, publicSanityEnv } from '../lib/env/content'
import { isDevelopment } from '../lib/env/site'
import { presentationResolve } from './presentation'
import { deskStructure } from './structure'
import { FEATURE_PARTS, SINGLETON_TYPE_NAMES, WEBSITE_CREATED_TYPE_NAMES, schemaTypes } from './schema'

const singletons = new Set(SINGLETON_TYPE_NAMES)
const websiteCreated = new Set(WEBSITE_CREATED_TYPE_NAMES)
// The actions a feature gives its website-created documents (the requests' "Not spam"), beside Delete.
const FEATURE_ACTIONS = FEATURE_PARTS.flatMap((part) => part.actions ?? [])

// Singletons cannot be created, duplicated or deleted: there is exactly one of each.
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])
// Requests are live-edited (a status change is saved at once) and can only be deleted, e.g. when a family asks.
const WEBSITE_CREATED_ACTIONS = new Set(['delete'])

export default defineConfig({
  name: 'default',
  title: 'Home care website',
  basePath: '/studio',
  // lib/env/content.ts reads them literally, so Next.js inlines them into this bundle.
  // The fallbacks only serve `sanity schema extract`: the /studio page shows
  // set-up help instead of the Studio when no project is configured.
  projectId: publicSanityEnv.NEXT_PUBLIC_SANITY_PROJECT_ID || 'starter',
  dataset: publicSanityEnv.NEXT_PUBLIC_SANITY_DATASET || 'production',
  schema: {
    types: schemaTypes,
    // Neither singletons nor requests can be created in the Studio: no template, so no "create" button.
    templates: (templates) =>
      templates.filter(({ schemaType }) => !singletons.has(schemaType) && !websiteCreated.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) => {
      if (singletons.has(schemaType)) return actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
      if (websiteCreated.has(schemaType)) {
        return [...FEATURE_ACTIONS, ...actions.filter(({ action }) => action && WEBSITE_CREATED_ACTIONS.has(action))]
      }
      return actions
    },
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === 'global' ? items.filter((item) => !singletons.has(item.templateId)) : items,
  },
  plugins: [
    structureTool({ structure: deskStructure(FEATURE_PARTS) }),
    // "Preview" in the Studio: the real pages with drafts, click-to-edit overlays.
    presentationTool({
      resolve: presentationResolve,
      previewUrl: {
        initial: '/',
        previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
      },
    }),
    // Vision (the GROQ playground) is a developer's tool, not the owner's.
    ...(isDevelopment ? [visionTool({ defaultApiVersion: DEFAULT_API_VERSION })] : []),
  ],
})
