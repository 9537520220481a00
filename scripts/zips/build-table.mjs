/**
 * From the parts of every ZIP code tabulation area (ZCTA) that lies in a
 * county, to the table the service-area check reads
 * (features/service-area/table/zip-counties.json). Pure: the same parts give the
 * same bytes, which is how the test proves the committed table is current.
 */
import { findState, stateOfCounty } from './states.mjs'

/**
 * @typedef {object} CountyPart
 * @property {string} zcta five digits
 * @property {string} countyFips five digits
 * @property {string} county the county's name without "County", e.g. "DeKalb"
 * @property {number} weight the part's population (or land area): only its ratio to the ZCTA's total matters
 */

/** Shares are rounded to hundredths; a part with anyone in it never rounds to nothing. */
function share(weight, total) {
  if (weight <= 0 || total <= 0) return 0
  return Math.max(0.01, Math.round((weight / total) * 100) / 100)
}

const byShareThenName = (a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en')

/**
 * Every ZCTA with any part in the state, with each county it touches and that county's share. A county
 * of another state (a ZCTA across a state line) carries its state's postal code as a third element.
 *
 * @param {Iterable<CountyPart>} parts
 * @param {{ state: string, basis: 'population' | 'land area', credit: { text: string, url?: string } }} options
 */
export function buildTable(parts, { state, basis, credit }) {
  const found = findState(state)
  if (!found) throw new Error(`zips: "${state}" is not a state's two-letter postal code, e.g. GA.`)
  const [postal, stateName] = found

  const byZcta = new Map()
  for (const part of parts) {
    if (!/^\d{5}$/.test(part.zcta)) continue
    const list = byZcta.get(part.zcta) ?? []
    list.push(part)
    byZcta.set(part.zcta, list)
  }

  const zips = {}
  const prefixes = new Set()
  for (const zcta of [...byZcta.keys()].sort()) {
    const list = byZcta.get(zcta)
    if (!list.some((part) => stateOfCounty(part.countyFips) === postal)) continue
    const total = list.reduce((sum, part) => sum + Math.max(0, part.weight), 0)
    // A ZCTA where nobody lives (a park, an airport) still names its counties, by equal shares.
    const weigh = total > 0 ? (part) => share(part.weight, total) : () => share(1, list.length)
    const counties = list
      .map((part) => {
        const partState = stateOfCounty(part.countyFips)
        const entry = [part.county, weigh(part)]
        return partState === postal ? entry : [...entry, partState]
      })
      .filter((entry) => entry[1] > 0)
      .sort(byShareThenName)
    if (counties.length === 0) continue
    zips[zcta] = counties
    // A ZIP mostly in the state tells which three-digit prefixes are the state's: an unknown ZIP with one of
    // them is a PO box or a business's own ZIP code, not another state's.
    if (counties[0].length === 2) prefixes.add(zcta.slice(0, 3))
  }
  if (Object.keys(zips).length === 0) throw new Error(`zips: the source has no ZIP code in ${stateName}.`)

  return { state: postal, stateName, basis, credit, prefixes: [...prefixes].sort(), zips }
}

/** One ZIP code a line, so that a regenerated table reads as a short diff. */
export function serializeTable(table) {
  const { zips, ...head } = table
  const lines = Object.entries(zips).map(([zip, counties]) => `    ${JSON.stringify(zip)}: ${JSON.stringify(counties)}`)
  const headLines = Object.entries(head).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`)
  return `{\n${headLines.join('\n')}\n  "zips": {\n${lines.join(',\n')}\n  }\n}\n`
}
