import { CallToAction } from '@/app/_pages/sections/CallToAction'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { expectNoMissingValues, homePage, render, settings, starterContent, text } from '../../../testing/unit/render'

describe('CallToAction', () => {
  it('empty: the fallback heading on the plain band, no actions and no ways to pay', () => {
    const html = render(<CallToAction language="en" page={null} settings={null} />)
    expect(text(html)).toBe(FALLBACK_TEXT.ctaHeading)
    expect(html).not.toMatch(/<picture|<ul|<p/)
  })

  it('half-filled: only the actions and payment details that are valid', () => {
    const html = render(
      <CallToAction
        language="en"
        page={homePage({ ctaHeading: 'Talk to us', ctaText: '  ' })}
        settings={settings({
          email: 'care@example.com',
          chatNumber: '12',
          paymentLink: 'http://pay.example.com',
          paymentMethods: ['private', 'barter'],
          cardBrands: ['visa', 'diners', 'visa'],
        })}
      />,
    )
    expect(html).toContain('>Talk to us</h2>')
    expect(text(html)).toContain('Email Us We accept private pay.')
    expect(html).not.toMatch(/tel:|wa\.me|pay\.example|Pay Online|<p class="text"/)
    expect(html.match(/<img[^>]*src="\/marks\//g)).toHaveLength(1)
    expect(html).toContain('<img src="/marks/visa.svg" alt="Visa"')
    expectNoMissingValues(html)
  })

  it('starter content: call, message, e-mail, the ways to pay and the card logos', async () => {
    const { home, settings: site } = await starterContent()
    const html = render(<CallToAction language="en" page={home.page} settings={site} />)
    expect(text(html)).toMatch(/Call Us: .* Message Us .* Email Us/)
    expect(text(html)).toContain(
      'We accept private pay, card payment online, long term care insurance and VA benefits paid to you.',
    )
    // Below the fold: files of their own, fetched as the visitor gets near, not paths in the page.
    const logos = html.match(/<img[^>]*src="\/marks\/[a-z]+\.svg"[^>]*>/g) ?? []
    expect(logos).toHaveLength(site?.cardBrands?.length ?? -1)
    for (const logo of logos) expect(logo).toMatch(/alt="[A-Z][^"]+".*loading="lazy"/)
    expect(html).not.toContain('<svg role="img"')
    expect(html).toContain('<picture')
    expectNoMissingValues(html)
  })
})
