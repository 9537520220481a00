import { ContactSection } from '@/components/contact/ContactSection'
import { FALLBACK_TEXT } from '@/lib/fallback-text'
import { expectNoMissingValues, homePage, render, settings, starterContent, text } from '../../support/render'

describe('ContactSection', () => {
  it('empty: the fallback heading and the form, no direct ways and no offer of them', () => {
    const html = render(<ContactSection page={null} settings={null} />)
    expect(html).toContain(`>${FALLBACK_TEXT.contactHeading}</h2>`)
    expect(html).toContain('<form')
    expect(text(html)).toContain('which the form needs to send your message. Send us a message')
    expect(html).not.toMatch(/Reach us|tel:|mailto:|<address/)
    expectNoMissingValues(html)
  })

  it('half-filled: an e-mail and a city only; no phone link, no street line', () => {
    const html = render(
      <ContactSection
        page={homePage({ contactIntro: ' ' })}
        settings={settings({
          phone: 'ask for Jo',
          email: 'care@example.com',
          address: { street: ' ', city: 'Duluth', state: null, postalCode: '30097' },
        })}
      />,
    )
    expect(text(html)).toContain('Please reach us by e-mail at care@example.com.')
    expect(html).toContain('<address class="address">Duluth, 30097</address>')
    expect(html).not.toMatch(/tel:|>Phone<|wa\.me|<p class="intro"|<br/)
    expectNoMissingValues(html)
  })

  it('starter content: phone, e-mail, WhatsApp and the postal address beside the form', async () => {
    const { home, settings: site } = await starterContent()
    const html = render(<ContactSection page={home.page} settings={site} />)
    expect(text(html)).toMatch(/Reach us directly .* Phone .* E-mail .* WhatsApp .* Postal address/)
    expect(html).toMatch(/<address class="address">[^<]+<br\/>[^<]+, GA \d{5}<\/address>/)
    expectNoMissingValues(html)
  })
})
