/** A US ZIP code as people type it: "30043", " 30043-1234 ", "30043 1234". */
const ZIP = /^(\d{5})(?:[-\s]?\d{4})?$/

/** The five-digit ZIP code in what was typed, or null. The request forms and the service-area check share it. */
export function parseZip(input: string): string | null {
  return ZIP.exec(input.trim())?.[1] ?? null
}
