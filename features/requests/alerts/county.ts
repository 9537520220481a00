/**
 * The county of a request, for the owner's alert: the one the request names,
 * else the one its ZIP code mostly lies in, by the service-area check's table
 * (an argument, so that the tests can give their own).
 */
import { countyOfZip, type ZipTable } from '@/features/service-area/zip-lookup'

/** The county the request names, else the one its ZIP code gives. */
export function alertCounty(request: { county?: string; zip?: string }, table: Pick<ZipTable, 'zips'>): string | null {
  return request.county?.trim() || countyOfZip(request.zip, table)
}
