import { Header } from '@/app/_pages/frame/header/Header'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { expectNoMissingValues, photo, render, settings, starterContent, text } from '../../../../testing/unit/render'

describe('Header', () => {
  it('empty: the fallback home link, the menus without service links, no phone', () => {
    const html = render(<Header language="en" settings={null} services={[]} />)
    expect(html).toContain(`<a class="brand" href="/"><span class="wordmark">${FALLBACK_TEXT.homeLink}</span></a>`)
    expect(text(html)).toContain('Our Services')
    expect(html).not.toMatch(/\/about#|tel:|<img/)
    expectNoMissingValues(html)
  })

  it('half-filled: one logo of two shows the name; a service without a title is left out of the menus', () => {
    const html = render(
      <Header
        language="en"
        settings={settings({
          agencyName: 'Hearthside',
          phone: '770 555 0142',
          logoPrimary: photo('/starter/logo-primary.png', 'Logo'),
        })}
        services={[
          { _id: 'a', title: 'Personal Care', anchor: 'personal', fallbacks: [] },
          { _id: 'b', title: null, anchor: 'homemaking', fallbacks: [] },
        ]}
      />,
    )
    expect(html).toContain('<span class="wordmark">Hearthside</span>')
    expect(html).not.toMatch(/<img|#homemaking/)
    expect(html.match(/href="\/about#personal">Personal Care</g)).toHaveLength(2)
    expect(html).toContain('<span class="visually-hidden">Call us at </span>770 555 0142</a>')
    expectNoMissingValues(html)
  })

  it('starter content: both logos named after the agency, every service in both menus', async () => {
    const { settings: site, navigation } = await starterContent()
    const html = render(<Header language="en" settings={site} services={navigation} />)
    expect(html.match(new RegExp(`<img alt="${site?.agencyName}"`, 'g'))).toHaveLength(2)
    expect(html.match(/href="\/about#\w+"/g)).toHaveLength(navigation.length * 2)
    expectNoMissingValues(html)
  })
})
