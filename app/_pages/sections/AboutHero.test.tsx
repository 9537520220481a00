import { AboutHero } from '@/app/_pages/sections/AboutHero'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { aboutPage, expectNoMissingValues, render, settings, starterContent } from '../../../testing/unit/render'

describe('AboutHero', () => {
  it('empty: the fallback h1 alone', () => {
    for (const html of [
      render(<AboutHero language="en" page={null} settings={null} />),
      render(<AboutHero language="en" page={aboutPage()} settings={settings()} />),
    ]) {
      expect(html).toContain(`<h1 id="about-heading" class="heading">${FALLBACK_TEXT.aboutHeading}</h1>`)
      expect(html).not.toMatch(/<p|<a /)
    }
  })

  it('half-filled: a blank heading gets the fallback, a phone alone gets the fallback button label', () => {
    const html = render(
      <AboutHero
        language="en"
        page={aboutPage({ heading: '  ', leadLine: 'Care at home.' })}
        settings={settings({ phone: '+1 (770) 555-0142' })}
      />,
    )
    expect(html).toContain(`>${FALLBACK_TEXT.aboutHeading}</h1><p class="lead">Care at home.</p>`)
    expect(html).toContain(`href="tel:+17705550142"`)
    expect(html).toContain(
      `${FALLBACK_TEXT.callButton}<span class="visually-hidden">: call +1 (770) 555-0142</span></a>`,
    )
    expectNoMissingValues(html)
  })

  it('a phone that is not a US number: no call button', () => {
    const html = render(
      <AboutHero
        language="en"
        page={aboutPage({ heroButtonLabel: 'Call' })}
        settings={settings({ phone: '555-0142' })}
      />,
    )
    expect(html).not.toMatch(/<a |tel:/)
  })

  it('starter content: the owner’s heading, lead line and button', async () => {
    const { about, settings: site } = await starterContent()
    const html = render(<AboutHero language="en" page={about.page} settings={site} />)
    expect(html).toContain(`>${about.page?.heading}</h1><p class="lead">${about.page?.leadLine}</p>`)
    expect(html).toContain(`${about.page?.heroButtonLabel}<span class="visually-hidden">`)
    expectNoMissingValues(html)
  })
})
