/**
 * The Census Bureau's 2020 ZCTA-to-county relationship file
 * (tab20_zcta520_county20_natl.txt, public domain): one line per part of a
 * ZCTA in a county, separated by "|". It gives land areas, not population,
 * so a table made from it weighs counties by land area.
 */
import { readFile } from 'node:fs/promises'

export const CENSUS_CREDIT = {
  text: 'US Census Bureau, 2020 ZCTA to County Relationship File',
  url: 'https://www.census.gov/geographies/reference-files/time-series/geo/relationship-files.html',
}

const COLUMNS = ['GEOID_ZCTA5_20', 'GEOID_COUNTY_20', 'NAMELSAD_COUNTY_20', 'AREALAND_PART']

/** "DeKalb County" → "DeKalb"; a parish, borough or independent city keeps its full name. */
export function countyName(namelsad) {
  return namelsad.trim().replace(/ County$/, '')
}

/** @returns {import('./build-table.mjs').CountyPart[]} */
export function parseRelationshipFile(text) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const header = (lines[0] ?? '').split('|')
  const at = COLUMNS.map((name) => header.indexOf(name))
  const missing = COLUMNS.filter((_, index) => at[index] < 0)
  if (missing.length > 0) {
    throw new Error(`zips: not a 2020 ZCTA-to-county relationship file (no column ${missing.join(', ')}).`)
  }
  const [zcta, fips, name, land] = at
  const parts = []
  for (const line of lines.slice(1)) {
    if (!line.trim()) continue
    const cells = line.split('|')
    // Lines for the parts of a county outside every ZCTA have no ZCTA.
    if (!cells[zcta]) continue
    parts.push({
      zcta: cells[zcta],
      countyFips: cells[fips],
      county: countyName(cells[name]),
      weight: Number(cells[land]),
    })
  }
  return parts
}

/** The file's text, from a path or an http(s) address. */
export async function readSource(from) {
  if (/^https?:\/\//i.test(from)) {
    const response = await fetch(from)
    if (!response.ok) throw new Error(`zips: ${from} answered ${response.status}.`)
    return response.text()
  }
  return readFile(from, 'utf8')
}
