/**
 * The service-area feature's door to its ZIP code table: the lookup bound to
 * the committed table. Only lazy chunks (answer/AnswerBody.tsx, the caregiver
 * application's county prefill) and the server import this module, so the
 * table never loads with a page.
 */
import data from './table/zip-counties.json'
import {
  countyOfZip as countyIn,
  lookupZip,
  servedCountyNames,
  type AreaAnswer,
  type ServedCounty,
  type ZipTable,
} from './table/lookup'

export type { AreaAnswer, County, ServedCounty, ZipTable } from './table/lookup'

// Through unknown: TypeScript infers tuples in JSON as plain arrays.
export const ZIP_TABLE = data as unknown as ZipTable

export function checkZip(input: string, servedCounties: readonly ServedCounty[]): AreaAnswer {
  return lookupZip(input, servedCounties, ZIP_TABLE)
}

/** The answer for a ZIP code, and the served counties (by the content's names) it lies in. */
export function servedCountiesOfZip(
  input: string,
  servedCounties: readonly ServedCounty[],
): { answer: AreaAnswer; served: string[] } {
  const answer = checkZip(input, servedCounties)
  return { answer, served: servedCountyNames(answer, servedCounties, ZIP_TABLE.state) }
}

/** "Gwinnett": the county most of the ZIP code's people live in, by the committed table; null when none. */
export function countyOfZip(zip: string | undefined, table: Pick<ZipTable, 'zips'> = ZIP_TABLE): string | null {
  return countyIn(zip, table)
}
