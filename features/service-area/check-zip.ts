/**
 * The lookup bound to the committed table. Only the lazy chunk
 * (AnswerBody.tsx) and the no-script route import this module, so the
 * table never loads with a page.
 */
import data from './zip-counties.json'
import { lookupZip, type AreaAnswer, type ServedCounty, type ZipTable } from './lookup'

// Through unknown: TypeScript infers tuples in JSON as plain arrays.
export const ZIP_TABLE = data as unknown as ZipTable

export function checkZip(input: string, servedCounties: readonly ServedCounty[]): AreaAnswer {
  return lookupZip(input, servedCounties, ZIP_TABLE)
}
