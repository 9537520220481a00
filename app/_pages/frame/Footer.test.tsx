import { Footer } from '@/app/_pages/frame/Footer'
import { expectNoMissingValues, render, settings, starterContent, text } from '../../../testing/unit/render'

const HELP_ANCHORS = ['costs', 'faq', 'careers', 'privacy', 'accessibility']
const HELP_LINKS =
  '<nav aria-labelledby="help-links" class="links"><h2 id="help-links" class="heading">Help and policies</h2><ul>' +
  '<li><a href="/about#costs">What care costs</a></li><li><a href="/about#faq">Frequently asked questions</a></li><li><a href="/about#careers">Careers</a></li>' +
  '<li><a href="/about#privacy">Privacy notice</a></li>' +
  '<li><a href="/about#accessibility">Accessibility statement</a></li></ul></nav>'

describe('Footer', () => {
  it('empty: the quick links, no contact links, address or licence', () => {
    const html = render(<Footer language="en" settings={null} services={[]} />)
    expect(text(html)).toContain('Quick Links About Us Contact Us')
    // The About page's answers and policies are there whatever the content holds.
    expect(html).toContain(HELP_LINKS)
    expect(html).not.toMatch(/tel:|mailto:|<address|License|<img/)
    expectNoMissingValues(html)
  })

  it('half-filled: the name without a logo, an e-mail link and no phone link for an unusable number', () => {
    const html = render(
      <Footer
        language="en"
        settings={settings({ agencyName: 'Hearthside', phone: '555', email: 'care@example.com' })}
        services={[{ _id: 'a', title: null, anchor: 'personal', fallbacks: [] }]}
      />,
    )
    expect(html).toContain('<p>Hearthside</p>')
    expect(text(html)).toContain('All rights reserved.')
    expect(html).toContain('<a href="mailto:care@example.com?subject=Home%20care%20enquiry">')
    expect(html).not.toMatch(/tel:|#personal/)
    expectNoMissingValues(html)
  })

  it('no agency name: the fallback name, no empty paragraph, no stray " ." in the copyright', () => {
    const html = render(<Footer language="en" settings={settings({ phone: '7705550142' })} services={[]} />)
    expect(html).not.toContain('<p></p>')
    expect(html).not.toMatch(/© \d{4} \./)
    expect(text(html)).toMatch(/© \d{4} Home care\. All rights reserved\./)
  })

  it('an address with empty fields: no empty <address> or blank first line', () => {
    const address = { street: null, city: 'Duluth', state: 'GA', postalCode: null }
    expect(render(<Footer language="en" settings={settings({ address })} services={[]} />)).toContain(
      '<address class="address">Duluth, GA</address>',
    )
  })

  it('starter content: logo, licence, address, phone, e-mail and every service', async () => {
    const { settings: site, navigation } = await starterContent()
    const html = render(<Footer language="en" settings={site} services={navigation} />)
    expect(html).toContain(`<img alt="${site?.agencyName}"`)
    expect(text(html)).toContain(`License: ${site?.licenseNumber}`)
    expect(html).toMatch(/href="tel:\+1\d{10}"/)
    const services = navigation.map((service) => `href="/about#${service.anchor}"`)
    expect(html.match(/href="\/about#\w+"/g)).toEqual([...services, ...HELP_ANCHORS.map((a) => `href="/about#${a}"`)])
    expectNoMissingValues(html)
  })
})
