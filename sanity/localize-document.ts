import { LOCALIZED_TYPE_NAMES } from '../lib/i18n/content'

/**
 * Moving a dataset written before the site had two languages (issue 51):
 * each field that is now a text in both languages (`{ en, es }`) held the
 * English alone, as a string, a list or formatted text. Which fields those
 * are is read from the schema itself, as `npm run typegen` extracts it
 * (sanity/schema.json, checked against the Studio's by the tests), so the
 * migration (migrations/two-languages/) can never miss one the Studio has.
 */

/** A type in the extracted schema (sanity/schema.json, written by `npm run typegen`), as far as paths need it. */
type TypeNode =
  | { type: 'inline'; name: string }
  | { type: 'object'; attributes: Record<string, { value: TypeNode }>; rest?: TypeNode }
  | { type: 'array'; of: TypeNode }
  | { type: 'union'; of: TypeNode[] }
  | { type: string }

export type ExtractedSchema = ReadonlyArray<
  | { name: string; type: 'document'; attributes: Record<string, { value: TypeNode }> }
  | { name: string; type: 'type'; value: TypeNode }
>

const LOCALIZED = new Set<string>(Object.values(LOCALIZED_TYPE_NAMES))

/** A step of a path: a field, or every item of an array. */
type Step = { field: string } | { items: true }
export type LocalizedPath = { steps: Step[]; type: string }

function pathsOf(node: TypeNode, named: Map<string, TypeNode>, seen: ReadonlySet<string>): LocalizedPath[] {
  if (node.type === 'inline' && 'name' in node) {
    if (LOCALIZED.has(node.name)) return [{ steps: [], type: node.name }]
    const target = named.get(node.name)
    return target && !seen.has(node.name) ? pathsOf(target, named, new Set([...seen, node.name])) : []
  }
  if (node.type === 'array' && 'of' in node) {
    return pathsOf(node.of as TypeNode, named, seen).map((path) => ({
      ...path,
      steps: [{ items: true }, ...path.steps],
    }))
  }
  if (node.type === 'union' && 'of' in node)
    return (node.of as TypeNode[]).flatMap((member) => pathsOf(member, named, seen))
  if (node.type === 'object' && 'attributes' in node) {
    // An array's item of a named type is `{ _key } & rest`: the named type's fields are the rest.
    const rest = 'rest' in node && node.rest ? pathsOf(node.rest, named, seen) : []
    return [
      ...Object.entries(node.attributes).flatMap(([field, { value }]) =>
        pathsOf(value, named, seen).map((path) => ({ ...path, steps: [{ field }, ...path.steps] })),
      ),
      ...rest,
    ]
  }
  return []
}

/** For each document type, the paths of its fields in both languages. */
export function localizedPaths(schema: ExtractedSchema): Map<string, LocalizedPath[]> {
  const named = new Map(schema.flatMap((entry) => (entry.type === 'type' ? [[entry.name, entry.value] as const] : [])))
  return new Map(
    schema.flatMap((entry) =>
      entry.type === 'document'
        ? [[entry.name, pathsOf({ type: 'object', attributes: entry.attributes }, named, new Set())] as const]
        : [],
    ),
  )
}

/** What such a field held before: a string, a list of lines or formatted text (an array). */
const isOldValue = (value: unknown) => typeof value === 'string' || Array.isArray(value)

function localizeAt(value: unknown, steps: Step[], type: string): unknown {
  const [step, ...rest] = steps
  if (!step) return isOldValue(value) ? { _type: type, en: value } : value
  if ('items' in step) return Array.isArray(value) ? value.map((item) => localizeAt(item, rest, type)) : value
  if (typeof value !== 'object' || value === null || !(step.field in value)) return value
  const record = value as Record<string, unknown>
  return { ...record, [step.field]: localizeAt(record[step.field], rest, type) }
}

/**
 * The document with every such field holding `{ _type, en: <old value> }`;
 * fields already in both languages, and missing ones, are left as they are.
 */
export function localizeDocument<T extends { _type: string }>(document: T, paths: Map<string, LocalizedPath[]>): T {
  return (paths.get(document._type) ?? []).reduce<T>(
    (current, path) => localizeAt(current, path.steps, path.type) as T,
    document,
  )
}
