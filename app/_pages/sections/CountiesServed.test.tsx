import { CountiesServed } from '@/app/_pages/sections/CountiesServed'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { aboutPage, expectNoMissingValues, render, starterContent, text } from '../../../testing/unit/render'

describe('CountiesServed', () => {
  it('empty: the fallback heading and no list', () => {
    const html = render(<CountiesServed language="en" page={null} counties={null} />)
    expect(text(html)).toBe(FALLBACK_TEXT.countiesHeading)
    expect(html).not.toContain('<ul')
  })

  it('half-filled: a county without a name is left out, one without a state has no ", GA"', () => {
    const html = render(
      <CountiesServed
        language="en"
        page={aboutPage({ countiesHeading: 'Where we work' })}
        counties={[
          { _id: 'a', name: 'Cobb', state: 'GA' },
          { _id: 'b', name: '  ', state: 'GA' },
          { _id: 'c', name: 'Fulton', state: null },
        ]}
      />,
    )
    expect(text(html)).toBe('Where we work Cobb County, GA Fulton County')
    expectNoMissingValues(html)
  })

  it('starter content: every county with its state', async () => {
    const { about } = await starterContent()
    const html = render(<CountiesServed language="en" page={about.page} counties={about.counties} />)
    expect(html.match(/<li /g)).toHaveLength(about.counties.length)
    for (const county of about.counties) expect(text(html)).toContain(`${county.name} County, GA`)
    expectNoMissingValues(html)
  })
})
