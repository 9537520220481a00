import { WhyChooseUs } from '@/app/_pages/sections/WhyChooseUs'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { expectNoMissingValues, homePage, render, settings, starterContent, text } from '../../../testing/unit/render'

describe('WhyChooseUs', () => {
  it('empty: the fallback heading alone', () => {
    const html = render(<WhyChooseUs language="en" page={null} counties={null} settings={null} />)
    expect(text(html)).toBe(FALLBACK_TEXT.whyChooseUsHeading)
    expect(html).not.toMatch(/<ul|<p|tel:/)
  })

  it('half-filled: blank benefits and nameless counties left out, no call button without a phone', () => {
    const html = render(
      <WhyChooseUs
        language="en"
        page={homePage({ whyChooseUsHeading: ' ', benefits: ['Local caregivers', '', '  ', 'Free consultation'] })}
        counties={[
          { _id: 'a', name: 'Cobb', state: 'GA' },
          { _id: 'b', name: null, state: 'GA' },
        ]}
        settings={settings({ email: 'care@example.com' })}
      />,
    )
    expect(html).toContain(`>${FALLBACK_TEXT.whyChooseUsHeading}</h2>`)
    expect(html.match(/<li /g)).toHaveLength(2)
    expect(text(html)).toContain('Local caregivers Free consultation Serving Cobb county.')
    expect(html).not.toContain('tel:')
    expectNoMissingValues(html)
  })

  it('starter content: every benefit, the counties sentence and the call button', async () => {
    const { home, settings: site } = await starterContent()
    const html = render(<WhyChooseUs language="en" page={home.page} counties={home.counties} settings={site} />)
    expect(html.match(/<li /g)).toHaveLength(home.page?.benefits?.length ?? -1)
    // Each benefit's check mark is drawn by the sheet (CheckMark): an empty span, no SVG of its own (issue 40).
    expect(html.match(/<li [^>]*><span [^>]*><span class="mark icon"><\/span><\/span>/g)).toHaveLength(
      home.page?.benefits?.length ?? -1,
    )
    expect(html.match(/<svg/g)).toHaveLength(1)
    expect(text(html)).toMatch(/Serving (\w+, ){6}\w+ and \w+ counties\./)
    expect(html).toContain('href="tel:+1')
    expectNoMissingValues(html)
  })
})
