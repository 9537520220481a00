import type { SanityClient } from '@sanity/client'
import { useEffect, useState } from 'react'
import type { Schema } from 'sanity'
import { untranslatedPaths } from '../lib/i18n/content'
import { languageEntry, type Language } from '../lib/i18n/languages'
import { PaneButton } from '../sanity/studio-pane'
import { untranslatedQuery } from './untranslated-query'

/**
 * "Not yet in Spanish" (one such list per language besides English): every
 * text of the site whose English is written and whose translation is not, by
 * document, each a link that opens it (drafts included: what the owner is
 * working on). The pages in that language show these in English meanwhile,
 * marked as English for screen readers. Plain elements in the Studio's
 * colours, as the Inbox's figures are.
 */

export interface Untranslated {
  id: string
  type: string
  title: string
  /** The fields' titles as the Studio shows them: "Top of the page › Main heading". */
  fields: string[]
}

type Loaded = { kind: 'loading' } | { kind: 'ready'; items: Untranslated[] } | { kind: 'failed' }

/** A compiled schema field, as far as the list needs it: its name, and its type, which holds its title. */
type FieldLike = { name: string; type?: TypeLike }
type TypeLike = { title?: string; fields?: FieldLike[]; of?: TypeLike[]; type?: TypeLike }

/** "howItWorksSteps[2].text" → "How it works: the steps › 3 › In a sentence or two". */
export function fieldTitle(schema: Schema, type: string, path: string): string {
  const titles: string[] = []
  let fields = (schema.get(type) as { fields?: FieldLike[] } | undefined)?.fields
  for (const part of path.split('.')) {
    const [, name = part, index] = /^(\w+)(?:\[(\d+)\])?$/.exec(part) ?? []
    const field = fields?.find((candidate) => candidate.name === name)
    // A compiled field's title is its type's (the field's own type, extending the one it names).
    titles.push(field?.type?.title ?? name)
    if (index !== undefined) titles.push(String(Number(index) + 1))
    const fieldType = field?.type
    const item = fieldType?.of?.[0]
    fields = fieldType?.fields ?? item?.fields ?? item?.type?.fields
  }
  return titles.join(' › ')
}

/** A document's name in the list: its English title, question, name or label, else its type's title. */
function documentTitle(document: object, typeTitle: string): string {
  for (const key of ['title', 'question', 'name', 'label', 'authorName']) {
    const value = (document as Record<string, unknown>)[key]
    const text = typeof value === 'string' ? value : (value as { en?: unknown } | undefined)?.en
    if (typeof text === 'string' && text.trim()) return `${typeTitle}: ${text.trim()}`
  }
  return typeTitle
}

export async function loadUntranslated(
  client: SanityClient,
  schema: Schema,
  types: string[],
  language: Language,
): Promise<Loaded> {
  try {
    const documents = await client.withConfig({ perspective: 'drafts' }).fetch(untranslatedQuery, { types })
    const items = documents.flatMap((document) => {
      const paths = untranslatedPaths(document, language)
      if (paths.length === 0) return []
      const typeTitle = schema.get(document._type)?.title ?? document._type
      return [
        {
          id: document._id.replace(/^drafts\./, ''),
          type: document._type,
          title: documentTitle(document, typeTitle),
          fields: paths.map((path) => fieldTitle(schema, document._type, path)),
        },
      ]
    })
    return { kind: 'ready', items }
  } catch {
    return { kind: 'failed' }
  }
}

export function statusWords(loaded: Loaded, language: Language): string {
  const name = languageEntry(language).englishName
  if (loaded.kind === 'loading') return `Looking for texts not yet in ${name}…`
  if (loaded.kind === 'failed') return 'The content could not be read. Check the connection, then press Refresh.'
  const count = loaded.items.reduce((sum, item) => sum + item.fields.length, 0)
  return count === 0
    ? `Every text is in ${name} too.`
    : `${count} ${count === 1 ? 'text is' : 'texts are'} not yet in ${name}. The ${name} pages show them in English meanwhile.`
}

/** `client` and `schema`: the Studio's, given by the desk, so this module needs nothing of `sanity` at run time. */
export function UntranslatedPane({
  client,
  schema,
  types,
  language,
}: {
  client: SanityClient
  schema: Schema
  types: string[]
  language: Language
}) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [refreshes, setRefreshes] = useState(0)

  useEffect(() => {
    let current = true
    void loadUntranslated(client, schema, types, language).then((result) => current && setLoaded(result))
    return () => {
      current = false
    }
  }, [client, schema, types, language, refreshes])

  return (
    <div style={{ padding: 24, overflow: 'auto', height: '100%', boxSizing: 'border-box', lineHeight: 1.5 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <p role="status" style={{ flex: 1, margin: 0 }}>
          {statusWords(loaded, language)}
        </p>
        <PaneButton
          onClick={() => {
            setLoaded({ kind: 'loading' })
            setRefreshes((count) => count + 1)
          }}
        >
          Refresh
        </PaneButton>
      </div>
      {loaded.kind === 'ready' ? (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {loaded.items.map((item) => (
            <li key={item.id} style={{ marginBottom: 16 }}>
              <a
                href={`${location.pathname.replace(/\/structure.*$/, '')}/intent/edit/id=${item.id};type=${item.type}`}
                style={{ color: 'inherit', fontWeight: 700 }}
              >
                {item.title}
              </a>
              <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                {item.fields.map((field) => (
                  <li key={field}>{field}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
