/**
 * Which counties a ZIP code lies in, and whether the agency serves them.
 * Pure: the table (zip-counties.json, made by `npm run zips`) and the served
 * counties (the "County served" documents of the Studio) are arguments, so
 * the answer follows the content with no code change.
 */
import { parseZip } from '@/lib/zip-code'

/** A county a ZIP code touches: name, share of the ZIP's people (0.01–1), and its state when not the table's. */
export type ZipCounty = [name: string, share: number, state?: string]

export type ZipTable = {
  /** Postal code of the state the table covers, e.g. "GA". */
  state: string
  stateName: string
  basis: string
  credit: { text: string; url?: string }
  /** Three-digit ZIP prefixes of the state: an unknown ZIP with one is a PO box or a business's own. */
  prefixes: string[]
  zips: Record<string, ZipCounty[]>
}

/** A county the agency serves, as the content has it (either field may be missing in half-filled content). */
export type ServedCounty = { name?: string | null; state?: string | null }

export type County = { name: string; state: string }

export type AreaAnswer =
  /** Empty, or not five digits (a ZIP+4 is fine). */
  | { kind: 'notZip'; input: string; example: string }
  /** Five digits, but no ZIP code of the table's state. */
  | { kind: 'otherState'; zip: string; stateName: string }
  /** One of the state's prefixes but no area on the map: a PO box or a business's own ZIP code. */
  | { kind: 'unplaced'; zip: string; stateName: string }
  /** Wholly inside one served county. */
  | { kind: 'served'; zip: string; counties: County[] }
  /**
   * Across county lines, into at least one served county. Not a plain yes even when every county is served: the
   * table's areas (the Census ZCTAs) approximate the Postal Service's ZIP codes, which near a county line may
   * reach a county the table does not name. `servedShare` is the share of its people in served counties.
   */
  | { kind: 'likely'; zip: string; counties: County[]; served: County[]; servedShare: number }
  | { kind: 'notServed'; zip: string; counties: County[] }

/** "DeKalb", "De Kalb" and "dekalb county" are one county; so are "St. Marys" and "St Marys". */
function countyKey(name: string, state: string): string {
  return `${state.trim().toUpperCase()}:${name
    .toLowerCase()
    .replace(/\bcounty\b/g, '')
    .replace(/[^a-z]/g, '')}`
}

const byName = (a: County, b: County) => a.name.localeCompare(b.name, 'en')

/** A ZIP code to show as an example: the first wholly in a served county, else the table's first. */
function exampleZip(table: ZipTable, served: Set<string>): string {
  const entries = Object.entries(table.zips)
  const inside = entries.find(([, counties]) =>
    counties.every(([name, , state]) => served.has(countyKey(name, state ?? table.state))),
  )
  return (inside ?? entries[0])?.[0] ?? '30043'
}

export function lookupZip(input: string, servedCounties: readonly ServedCounty[], table: ZipTable): AreaAnswer {
  const served = new Set(
    servedCounties
      .filter((county) => county.name?.trim())
      // A county without a state is taken to be in the table's state: the Studio fills in GA by default.
      .map((county) => countyKey(county.name!, county.state?.trim() || table.state)),
  )
  const zip = parseZip(input)
  if (!zip) return { kind: 'notZip', input: input.trim(), example: exampleZip(table, served) }

  const parts = table.zips[zip]
  if (!parts) {
    return table.prefixes.includes(zip.slice(0, 3))
      ? { kind: 'unplaced', zip, stateName: table.stateName }
      : { kind: 'otherState', zip, stateName: table.stateName }
  }

  const isServed = ([name, , state]: ZipCounty) => served.has(countyKey(name, state ?? table.state))
  const asCounty = ([name, , state]: ZipCounty): County => ({ name, state: state ?? table.state })
  const counties = parts.map(asCounty).sort(byName)
  const inServed = parts.filter(isServed)
  if (inServed.length === 0) return { kind: 'notServed', zip, counties }
  if (parts.length === 1) return { kind: 'served', zip, counties }
  const servedShare = Math.min(1, Math.round(inServed.reduce((sum, [, share]) => sum + share, 0) * 100) / 100)
  return { kind: 'likely', zip, counties, served: inServed.map(asCounty).sort(byName), servedShare }
}

/**
 * The served counties, as the content names them ("Dekalb"), that an answer
 * places the ZIP code in: the county of a "served" answer, the served ones of
 * a "likely" one, none otherwise. For a form that ticks them for the visitor.
 */
export function servedCountyNames(
  answer: AreaAnswer,
  servedCounties: readonly ServedCounty[],
  tableState: string,
): string[] {
  if (answer.kind !== 'served' && answer.kind !== 'likely') return []
  const reached = new Set(
    (answer.kind === 'served' ? answer.counties : answer.served).map((county) => countyKey(county.name, county.state)),
  )
  return servedCounties
    .filter((county) => county.name?.trim() && reached.has(countyKey(county.name, county.state?.trim() || tableState)))
    .map((county) => county.name!.trim())
}

/**
 * "Gwinnett": the county holding most of a ZIP code's people; null when the
 * ZIP code is not in the table (another state, a PO box) or not a ZIP code.
 * The owner's alert names a request's county so.
 */
export function countyOfZip(zip: string | undefined, table: Pick<ZipTable, 'zips'>): string | null {
  const code = parseZip(zip ?? '')
  const counties = code ? table.zips[code] : undefined
  if (!counties?.length) return null
  // A ZIP code across county lines is named by the county holding most of its people.
  const [name] = counties.reduce((most, county) => (county[1] > most[1] ? county : most))
  return name
}
