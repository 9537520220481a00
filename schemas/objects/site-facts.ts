/**
 * The facts an answer can show from where the owner keeps them, rather than
 * restate them (issue 58): written once, in Rates and costs or Contact
 * details, and read by every sentence that needs them. The owner inserts one
 * into a formatted text ("Insert a fact"); the page writes it in its
 * language. Pure: the schema and the pages share it.
 */
export const SITE_FACTS = [
  {
    value: 'shortestVisit',
    title: 'The shortest visit (Rates and costs)',
    description: '"4 hours": the shortest visit you make, as Rates and costs says.',
  },
  {
    value: 'homeVisitBy',
    title: 'Who makes the home visit (Contact details)',
    description: '"Tanya Brooks (Client care manager)": the team member Contact details names for the home visit.',
  },
  {
    value: 'phone',
    title: 'Your phone number (Contact details)',
    description: 'The agency’s number, as Contact details holds it.',
  },
] as const

export type SiteFactName = (typeof SITE_FACTS)[number]['value']

export const isSiteFact = (value: unknown): value is SiteFactName => SITE_FACTS.some((fact) => fact.value === value)

/**
 * "At least three hours", "por lo menos 3 horas": the visit lengths a text
 * states in words, for the Studio's warning when one is not the shortest
 * visit of Rates and costs (an answer should insert the fact instead).
 */
const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
}
const VISIT_LENGTH =
  /\b(?:at least|a minimum of|minimum of|no less than|al menos|por lo menos|como mínimo|un mínimo de)\s+(\d+(?:[.,]5)?|[a-zñ]+)\s+(?:hours?|horas?)\b/giu

export function statedVisitLengths(text: string): number[] {
  return [...text.matchAll(VISIT_LENGTH)]
    .map(([, amount = '']) => NUMBERS[amount.toLowerCase()] ?? Number(amount.replace(',', '.')))
    .filter((hours) => Number.isFinite(hours) && hours > 0)
}
