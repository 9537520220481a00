import type { StructureBuilder } from 'sanity/structure'

/**
 * A stand-in for the Studio's structure builder that records the chained
 * calls made on each builder (`S.list().title('Inbox').items([...])`), so a
 * test can read back what the desk was built with.
 */
export type Recorded = { kind: string; calls: [string, unknown[]][] }

export function recorder(kind: string): Recorded {
  const calls: [string, unknown[]][] = []
  const proxy: Recorded = new Proxy({ kind, calls } as Recorded, {
    get: (target, prop) =>
      prop in target
        ? target[prop as keyof Recorded]
        : // Not a promise: a child resolver may return a builder from an async function.
          prop === 'then'
          ? undefined
          : (...args: unknown[]) => (calls.push([String(prop), args]), proxy),
  })
  return proxy
}

/** `S`: every builder method gives a fresh recorder; a divider is just that. */
export const recordingBuilder = new Proxy({} as StructureBuilder, {
  get: (_, method) => (method === 'divider' ? () => ({ kind: 'divider', calls: [] }) : () => recorder(String(method))),
})

/** The first argument of the last call of `method` on a recorded builder. */
export const arg = (builder: unknown, method: string) =>
  (builder as Recorded).calls.findLast(([name]) => name === method)?.[1][0]

/** The titles of a recorded list's items (a divider as "divider"). */
export const itemTitles = (list: unknown) =>
  (arg(list, 'items') as Recorded[]).map((item) => arg(item, 'title') ?? item.kind)
