import { Hero } from '@/app/_pages/sections/Hero'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { PHONE_PHOTO_QUALITY } from '@/lib/photo-quality'
import {
  expectNoMissingValues,
  homePage,
  photo,
  render,
  settings,
  starterContent,
  text,
} from '../../../testing/unit/render'

/** The widths a picture's tag lists, in order ("640w", …). */
const widths = (html: string, tag: 'img' | 'source') =>
  new RegExp(`<${tag} [^>]*srcSet="([^"]*)"`)
    .exec(html)![1]!
    .split(', ')
    .map((candidate) => candidate.split(' ')[1])

describe('Hero', () => {
  it('empty: the fallback h1 on the plain band, no photo, call button or trust line', () => {
    for (const html of [
      render(<Hero language="en" page={null} settings={null} />),
      render(<Hero language="en" page={homePage()} settings={settings()} />),
    ]) {
      expect(html).toContain(`<h1 class="heading">${FALLBACK_TEXT.heroHeading}</h1>`)
      expect(html).not.toMatch(/<picture|<img|<link|tel:|<ul/)
      expectNoMissingValues(html)
    }
  })

  it('half-filled: the one photo there is, the fallback button label and only the trust items given', () => {
    const html = render(
      <Hero
        language="en"
        page={homePage({ heroImageMobile: photo('/starter/hero-mobile.jpg') })}
        settings={settings({ phone: '770.555.0142', licenseNumber: 'GA 1', responseTime: 'We reply within hours.' })}
      />,
    )
    expect(html).toContain(`<a href="tel:+17705550142"`)
    expect(html).toContain(`${FALLBACK_TEXT.callButton}<span class="visually-hidden">: call 770.555.0142</span>`)
    expect(html.match(/<img /g)).toHaveLength(1)
    expect(html).toContain('hero-mobile.jpg')
    expect(html).not.toContain('<source')
    // The one photo serves phones too: every width from the narrowest.
    expect(widths(html, 'img')[0]).toBe('640w')
    expect(html.match(/<li>/g)).toHaveLength(1)
    // The license is claimed in the trust strip under the hero, and only when the owner ticks it.
    expect(text(html)).not.toMatch(/Licensed|GA 1/)
    expectNoMissingValues(html)
  })

  it('a phone that is not a US number: no call button', () => {
    const html = render(
      <Hero language="en" page={homePage({ heroButtonLabel: 'Call' })} settings={settings({ phone: 'call us' })} />,
    )
    expect(html).not.toMatch(/tel:|>Call</)
  })

  it('starter content: the owner’s heading, both photos, preloaded, and the trust line', async () => {
    const { home, settings: site } = await starterContent()
    const html = render(<Hero language="en" page={home.page} settings={site} />)
    expect(html).toContain(`<h1 class="heading">${home.page?.heroHeading}</h1>`)
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(2)
    expect(html).toMatch(/<source media="[^"]+" srcSet="[^"]*hero-mobile\.jpg/)
    // Phones get the phone photo; the desktop photo shows 768 px wide or more: no narrower width is listed
    // (a 768-px screen picks 828w), in the picture or its preload.
    expect(widths(html, 'source')[0]).toBe('640w')
    expect(widths(html, 'img')[0]).toBe('828w')
    expect(html).not.toMatch(/hero-desktop\.jpg&amp;w=(640|750)&/)
    // The phone photo, always under the 80 % veil, at the lower quality, in the picture and its preload alike.
    const qualities = (photo: string) =>
      new Set(Array.from(html.matchAll(new RegExp(`${photo}&amp;w=\\d+&amp;q=(\\d+)`, 'g')), (m) => m[1]))
    expect(qualities('hero-mobile\\.jpg')).toEqual(new Set([String(PHONE_PHOTO_QUALITY)]))
    expect(qualities('hero-desktop\\.jpg')).toEqual(new Set(['75']))
    expect(html).toMatch(/<a [^>]*href="\/#consultation"[^>]*>Book a free consultation<\/a>/)
    expect(text(html)).toContain(`${site?.freeConsultation} ${site?.responseTime}`)
    // The call bar on phones waits until this banner has left the screen.
    expect(html).toMatch(/<section id="hero"[^>]* data-call-bar-after=""/)
    expectNoMissingValues(html)
  })
})
