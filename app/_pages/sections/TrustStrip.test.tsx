import { TrustStrip } from '@/app/_pages/sections/TrustStrip'
import { trust } from '@/lib/i18n/en'
import { trust as spanish } from '@/lib/i18n/es'
import { expectNoMissingValues, render, settings, starterContent, text } from '../../../testing/unit/render'

const proofsShown = (html: string) => Array.from(html.matchAll(/data-proof="(\w+)"/g), (match) => match[1])

describe('TrustStrip', () => {
  it('nothing ticked: no strip at all, whatever else the content holds', () => {
    for (const site of [
      null,
      settings(),
      settings({ trustProofs: [], licenseNumber: 'GA PHCP 1', licenseLookupUrl: 'https://www.gamap2care.info/' }),
    ]) {
      expect(render(<TrustStrip language="en" settings={site} />)).toBe('')
    }
  })

  it('shows exactly the ticked proofs, once each, in a fixed order, ignoring values it does not know', () => {
    const html = render(
      <TrustStrip
        language="en"
        settings={settings({ trustProofs: ['employed', 'insured', 'flying', 'insured', null as never] })}
      />,
    )
    expect(proofsShown(html)).toEqual(['insured', 'employed'])
    expect(text(html)).toBe(`Why families can trust us ${trust.proofs.insured} ${trust.proofs.employed}`)
    expectNoMissingValues(html)
  })

  it('licensed without a number: the claim, no number and no link', () => {
    const html = render(
      <TrustStrip
        language="en"
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
          language="en"
          settings={settings({ trustProofs: ['licensed'], licenseNumber: ' GA 7 ', licenseLookupUrl: url })}
        />,
      )
      expect(text(html)).toContain('Licensed by the State of Georgia License GA 7')
      expect(html).not.toContain('<a ')
    }
  })

  it('starter content: all six proofs, the license number linking to the state’s search in a new tab', async () => {
    const { settings: site } = await starterContent()
    const html = render(<TrustStrip language="en" settings={site} />)
    expect(html).toContain('<section id="trust"')
    expect(proofsShown(html)).toEqual([
      'licensed',
      'bonded',
      'insured',
      'backgroundChecked',
      'trained',
      'employed',
      'languages',
    ])
    expect(text(html)).toContain('Our caregivers speak English and Spanish')
    expect(html).toContain(
      `<a href="${site?.licenseLookupUrl}" target="_blank" rel="noopener noreferrer" class="link">License ${site?.licenseNumber}`,
    )
    expect(text(html)).toContain('check it in the state’s search (opens in a new tab)')
    expect(text(html)).toContain('Caregivers pass national and state background checks, as Georgia law requires')
    expect(html.match(/<svg/g)).toHaveLength(7)
    expectNoMissingValues(html)
  })

  it('the languages the caregivers speak, named in the page’s language, English first as the owner ticked them', () => {
    const site = settings({ caregiverLanguages: ['en', 'es', 'ko', 'xx', 'es'] })
    expect(text(render(<TrustStrip language="en" settings={site} />))).toBe(
      'Why families can trust us Our caregivers speak English, Spanish and Korean',
    )
    expect(text(render(<TrustStrip language="es" settings={site} />))).toBe(
      `${spanish.heading} Nuestros cuidadores hablan inglés, español y coreano`,
    )
    expect(render(<TrustStrip language="en" settings={settings({ caregiverLanguages: [] })} />)).toBe('')
  })

  it('in Spanish, each proof in Spanish words', async () => {
    const { settings: site } = await starterContent('es')
    const html = render(<TrustStrip language="es" settings={site} />)
    expect(text(html)).toContain(spanish.proofs.backgroundChecked)
    expect(text(html)).toContain('Licencia ')
    expect(text(html)).not.toMatch(/Licensed|Caregivers/)
  })
})
