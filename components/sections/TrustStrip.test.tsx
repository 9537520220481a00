import { TrustStrip } from '@/components/sections/TrustStrip'
import { TRUST_PROOFS } from '@/lib/trust-proofs'
import { expectNoMissingValues, render, settings, starterContent, text } from '../../testing/unit/render'

const proofsShown = (html: string) => Array.from(html.matchAll(/data-proof="(\w+)"/g), (match) => match[1])

describe('TrustStrip', () => {
  it('nothing ticked: no strip at all, whatever else the content holds', () => {
    for (const site of [
      null,
      settings(),
      settings({ trustProofs: [], licenseNumber: 'GA PHCP 1', licenseLookupUrl: 'https://www.gamap2care.info/' }),
    ]) {
      expect(render(<TrustStrip settings={site} />)).toBe('')
    }
  })

  it('shows exactly the ticked proofs, once each, in a fixed order, ignoring values it does not know', () => {
    const html = render(
      <TrustStrip settings={settings({ trustProofs: ['employed', 'insured', 'flying', 'insured', null as never] })} />,
    )
    expect(proofsShown(html)).toEqual(['insured', 'employed'])
    expect(text(html)).toBe(`Why families can trust us ${TRUST_PROOFS.insured.site} ${TRUST_PROOFS.employed.site}`)
    expectNoMissingValues(html)
  })

  it('licensed without a number: the claim, no number and no link', () => {
    const html = render(
      <TrustStrip
        settings={settings({ trustProofs: ['licensed'], licenseLookupUrl: 'https://www.gamap2care.info/' })}
      />,
    )
    expect(text(html)).toBe('Why families can trust us Licensed by the State of Georgia')
    expect(html).not.toContain('<a ')
  })

  it('a license number without a search address: the number as text; a non-web address is not a link', () => {
    for (const url of [null, 'javascript:alert(1)', 'gamap2care.info']) {
      const html = render(
        <TrustStrip
          settings={settings({ trustProofs: ['licensed'], licenseNumber: ' GA 7 ', licenseLookupUrl: url })}
        />,
      )
      expect(text(html)).toContain('Licensed by the State of Georgia License GA 7')
      expect(html).not.toContain('<a ')
    }
  })

  it('starter content: all six proofs, the license number linking to the state’s search in a new tab', async () => {
    const { settings: site } = await starterContent()
    const html = render(<TrustStrip settings={site} />)
    expect(html).toContain('<section id="trust"')
    expect(proofsShown(html)).toEqual(['licensed', 'bonded', 'insured', 'backgroundChecked', 'trained', 'employed'])
    expect(html).toContain(
      `<a href="${site?.licenseLookupUrl}" target="_blank" rel="noopener noreferrer" class="link">License ${site?.licenseNumber}`,
    )
    expect(text(html)).toContain('check it in the state’s search (opens in a new tab)')
    expect(text(html)).toContain('Caregivers pass national and state background checks, as Georgia law requires')
    expect(html.match(/<svg/g)).toHaveLength(6)
    expectNoMissingValues(html)
  })
})
