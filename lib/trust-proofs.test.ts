import { isTrustProof, tickedProofs, TRUST_PROOF_OPTIONS, TRUST_PROOFS } from '@/lib/trust-proofs'

describe('proofs of trust', () => {
  it('offers the Studio the six proofs the issue names, each with words for the site', () => {
    expect(TRUST_PROOF_OPTIONS.map((option) => option.value)).toEqual([
      'licensed',
      'bonded',
      'insured',
      'backgroundChecked',
      'trained',
      'employed',
    ])
    for (const proof of Object.values(TRUST_PROOFS)) {
      expect(proof.studio.trim()).not.toBe('')
      expect(proof.site.trim()).not.toBe('')
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
