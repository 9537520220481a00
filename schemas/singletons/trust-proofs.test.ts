import { trust as english } from '@/lib/i18n/en'
import { trust as spanish } from '@/lib/i18n/es'
import { isTrustProof, tickedProofs, TRUST_PROOF_OPTIONS, TRUST_PROOFS } from '@/schemas/singletons/trust-proofs'

describe('proofs of trust', () => {
  it('offers the Studio the six proofs the issue names, each with words for the site in both languages', () => {
    expect(TRUST_PROOF_OPTIONS.map((option) => option.value)).toEqual([
      'licensed',
      'bonded',
      'insured',
      'backgroundChecked',
      'trained',
      'employed',
    ])
    for (const [proof, { studio }] of Object.entries(TRUST_PROOFS)) {
      expect(studio.trim()).not.toBe('')
      expect(english.proofs[proof as keyof typeof english.proofs].trim()).not.toBe('')
      expect(spanish.proofs[proof as keyof typeof spanish.proofs].trim()).not.toBe('')
    }
  })

  it('claims only what is ticked, once each, in a fixed order', () => {
    expect(tickedProofs(null)).toEqual([])
    expect(tickedProofs([])).toEqual([])
    expect(tickedProofs(['employed', 'licensed', 'employed', 'unknown', null])).toEqual(['licensed', 'employed'])
  })

  it('knows its own values only', () => {
    expect(isTrustProof('bonded')).toBe(true)
    expect(isTrustProof('toString')).toBe(false)
    expect(isTrustProof(null)).toBe(false)
  })
})
