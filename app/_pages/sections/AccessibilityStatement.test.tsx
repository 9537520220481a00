import { AccessibilityStatement } from '@/app/_pages/sections/AccessibilityStatement'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { aboutPage, expectNoMissingValues, render, settings, starterContent, text } from '../../../testing/unit/render'

describe('AccessibilityStatement', () => {
  it('empty: the #accessibility heading and how to reach us; no standard is claimed that the content does not state', () => {
    const html = render(
      <AccessibilityStatement language="en" page={null} settings={settings({ phone: '7705550142' })} />,
    )
    expect(html).toContain('<section id="accessibility"')
    expect(text(html)).toBe(
      `${FALLBACK_TEXT.accessibilityHeading} If something is hard to use ${FALLBACK_TEXT.accessibilityHelp} Phone: 7705550142`,
    )
    expect(html).not.toContain('WCAG')
    expectNoMissingValues(html)
  })

  it('half-filled: blank lines left out, no empty list, no heading over nothing', () => {
    const html = render(
      <AccessibilityStatement
        language="en"
        page={aboutPage({
          accessibility: {
            heading: 'Accessibility',
            fallbacks: [],
            standard: null,
            measures: [' ', 'Large text'],
            limits: [' '],
            help: null,
            lastReviewed: null,
          },
        })}
        settings={null}
      />,
    )
    expect(html).toContain('<ul class="list"><li>Large text</li></ul>')
    expect(html).not.toMatch(/Known limits|Last reviewed|<li><\/li>/)
    expectNoMissingValues(html)
  })

  it('starter content: WCAG 2.2 AA, what was done for older readers, the known limits and who to tell', async () => {
    const { about, settings: site } = await starterContent()
    const html = render(<AccessibilityStatement language="en" page={about.page} settings={site} />)
    expect(text(html)).toContain('WCAG) 2.2 at level AA')
    for (const topic of [/text/i, /contrast/i, /44 pixels/, /reduced motion/]) {
      expect(about.page?.accessibility?.measures?.some((line) => topic.test(line))).toBe(true)
    }
    expect(html.match(/<li>/g)?.length).toBeGreaterThanOrEqual(6)
    expect(html).toContain('href="mailto:care@hearthsidehomecare.example?subject=Website%20accessibility"')
    expect(html).toContain('Last reviewed: <time dateTime="2026-11-24">November 24, 2026</time>')
    expectNoMissingValues(html)
  })
})
