import { ServiceCards } from '@/app/_pages/sections/ServiceCards'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { BROKEN_PHOTO, expectNoMissingValues, photo, render, starterContent, text } from '../../../testing/unit/render'

describe('ServiceCards', () => {
  it('empty: the fallback heading and no cards', () => {
    const html = render(<ServiceCards language="en" page={null} services={null} />)
    expect(text(html)).toBe(FALLBACK_TEXT.servicesHeading)
    expect(html).not.toContain('<ul')
  })

  it('half-filled: no photo, no summary, no name or no anchor each leave just that part out', () => {
    const html = render(
      <ServiceCards
        language="en"
        page={null}
        services={[
          { _id: 'a', title: 'Personal Care', anchor: 'personal', summary: null, image: null, fallbacks: [] },
          { _id: 'b', title: ' ', anchor: null, summary: 'Meals and errands.', image: BROKEN_PHOTO, fallbacks: [] },
          {
            _id: 'c',
            title: 'Homemaking Care',
            anchor: 'homemaking',
            summary: '',
            image: photo('/starter/x.jpg', 'A tidy kitchen'),
            fallbacks: [],
          },
        ]}
      />,
    )
    expect(html.match(/<li /g)).toHaveLength(3)
    expect(html.match(/<img /g)).toHaveLength(1)
    expect(html).toContain('alt="A tidy kitchen"')
    expect(html).toContain('<a class="titleLink" href="/about#personal">Personal Care</a></h3></div>')
    expect(html).toContain(
      `<a class="titleLink" href="/about">${FALLBACK_TEXT.serviceTitle}</a></h3><p class="summary">Meals and errands.</p>`,
    )
    expectNoMissingValues(html)
  })

  it('starter content: every service with its photo opening the lightbox', async () => {
    const { home } = await starterContent()
    const html = render(<ServiceCards language="en" page={home.page} services={home.services} />)
    expect(html.match(/<a href="[^"]+" data-lightbox="services"/g)).toHaveLength(home.services.length)
    for (const service of home.services) expect(html).toContain(`href="/about#${service.anchor}">${service.title}</a>`)
    expectNoMissingValues(html)
  })
})
