/**
 * The county of a request, for the owner's alert: the one the family's ZIP
 * code mostly lies in, from the service-area check's table. Pure: the table
 * is an argument (features/service-area/table/zip-counties.json on the server).
 */
import { parseZip } from '@/lib/zip-code'
import type { ZipTable } from '@/features/service-area/table/lookup'

/** "Gwinnett"; null when the ZIP code is not in the table (another state, a PO box) or not a ZIP code. */
export function countyOfZip(zip: string | undefined, table: Pick<ZipTable, 'zips'>): string | null {
  const code = parseZip(zip ?? '')
  const counties = code ? table.zips[code] : undefined
  if (!counties?.length) return null
  // A ZIP code across county lines is named by the county holding most of its people.
  const [name] = counties.reduce((most, county) => (county[1] > most[1] ? county : most))
  return name
}

/** The county the request names, else the one its ZIP code gives. */
export function alertCounty(request: { county?: string; zip?: string }, table: Pick<ZipTable, 'zips'>): string | null {
  return request.county?.trim() || countyOfZip(request.zip, table)
}
