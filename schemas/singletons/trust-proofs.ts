/**
 * The proofs of trust the owner can tick in the Studio (settings.trustProofs,
 * schemas/singletons/settings.ts), as the Studio names them. The words the
 * home page's trust strip shows for them are the site's, in each language
 * (lib/i18n: `trust.proofs`). The site claims only what is ticked: the
 * wording of each claim is fixed, not typed by hand, so that a claim reads
 * the same everywhere and cannot drift into something the agency does not hold.
 */

export const TRUST_PROOFS = {
  licensed: { studio: 'Licensed by the State of Georgia (shows your license number)' },
  bonded: { studio: 'Bonded' },
  insured: { studio: 'Insured (liability insurance)' },
  backgroundChecked: { studio: 'Caregivers pass national and state background checks' },
  trained: { studio: 'Caregivers are trained' },
  employed: { studio: 'Caregivers are employees, not contractors' },
} as const

export type TrustProof = keyof typeof TRUST_PROOFS

/** In the order the strip shows them, whatever order they were ticked in. */
export const TRUST_PROOF_ORDER = Object.keys(TRUST_PROOFS) as TrustProof[]

export function isTrustProof(value: string | null | undefined): value is TrustProof {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(TRUST_PROOFS, value)
}

/** The ticked proofs the site knows, once each, in display order. */
export function tickedProofs(values: readonly (string | null)[] | null | undefined): TrustProof[] {
  const ticked = new Set((values ?? []).filter(isTrustProof))
  return TRUST_PROOF_ORDER.filter((proof) => ticked.has(proof))
}

/** The Studio's checkbox list: [{title, value}]. */
export const TRUST_PROOF_OPTIONS = TRUST_PROOF_ORDER.map((value) => ({ title: TRUST_PROOFS[value].studio, value }))
