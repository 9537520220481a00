import { ServiceDetails } from '@/app/_pages/sections/ServiceDetails'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import {
  aboutService,
  expectNoMissingValues,
  linkParagraph,
  paragraphs,
  render,
  settings,
  starterContent,
  text,
  withUnknownBlock,
} from '../../../testing/unit/render'

describe('ServiceDetails', () => {
  it('empty: nothing at all', () => {
    expect(render(<ServiceDetails language="en" page={null} services={null} settings={null} />)).toBe('')
    expect(
      render(<ServiceDetails language="en" page={null} services={[]} settings={settings({ phone: '7705550142' })} />),
    ).toBe('')
  })

  it('half-filled: a service with only a summary; no photo, tasks, shifts or call button', () => {
    const service = aboutService({
      summary: 'Help at home.',
      tasks: ['', ' '],
      shiftPatterns: [{ _key: 'k', shifts: [] }],
    })
    const html = render(<ServiceDetails language="en" page={null} services={[service]} settings={null} />)
    expect(html).toContain(`>${FALLBACK_TEXT.servicesHeading}</h2>`)
    expect(html).toContain(`class="title">${FALLBACK_TEXT.serviceTitle}</h2><p class="text">Help at home.</p></div>`)
    expect(html).not.toMatch(/<section id=|<img|<h3|tel:/)
    expectNoMissingValues(html)
  })

  it('formatted text: unknown block types and unsafe links left out; blank shifts too', () => {
    const service = aboutService({
      title: 'Homemaking',
      summary: 'Short.',
      description: withUnknownBlock([
        ...paragraphs('Meals and errands.'),
        linkParagraph('Click', 'javascript:alert(1)'),
      ]),
      shiftPatterns: [
        { _key: 'a', shifts: ['7am-7pm', ' ', '7pm-7am'] },
        { _key: 'b', shifts: null },
      ],
    })
    const html = render(
      <ServiceDetails language="en" page={null} services={[service]} settings={settings({ phone: '770-555-0142' })} />,
    )
    expect(text(html)).toContain(
      'Homemaking Meals and errands. Click Shift patterns 7 a.m. to 7 p.m. and 7 p.m. to 7 a.m. Call Now about',
    )
    expect(html).not.toMatch(/javascript:|mapEmbed|Atlanta|Short\.|How we help/)
    expectNoMissingValues(html)
  })

  it('starter content: every service at its anchor with tasks and a call button', async () => {
    const { about, settings: site } = await starterContent()
    const html = render(<ServiceDetails language="en" page={about.page} services={about.services} settings={site} />)
    for (const { anchor } of about.services) expect(html).toContain(`<section id="${anchor}"`)
    expect(html.match(/>How we help</g)?.length).toBeGreaterThan(0)
    expect(html.match(/href="tel:/g)).toHaveLength(about.services.length)
    expectNoMissingValues(html)
  })
})
