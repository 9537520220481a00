/**
 * The lookup bound to the committed table. Only lazy chunks (AnswerBody.tsx,
 * the caregiver application's county prefill) and the server import this
 * module, so the table never loads with a page.
 */
import data from './table/zip-counties.json'
import { lookupZip, servedCountyNames, type AreaAnswer, type ServedCounty, type ZipTable } from './table/lookup'

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
