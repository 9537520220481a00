import { StaticImage } from '@/components/StaticImage'
import { atWidth } from '@/sanity/image'
import { render } from '../testing/unit/render'

describe('StaticImage', () => {
  it('a resized, lazy <img> with its alt text and size, as next/image would give', () => {
    const html = render(
      <StaticImage src="/starter/team-1.jpg" width={160} height={160} alt="Maria, care lead" sizes="160px" />,
    )
    expect(html).toMatch(/^<img alt="Maria, care lead" loading="lazy" width="160" height="160" decoding="async"/)
    expect(html).toContain('srcSet="/_next/image?url=%2Fstarter%2Fteam-1.jpg&amp;w=')
    expect(html).toContain('sizes="160px"')
  })

  it('loads at once when asked to (the logo at the top of every page)', () => {
    const html = render(<StaticImage src="/starter/logo.png" width={200} height={60} alt="Agency" loading="eager" />)
    expect(html).not.toContain('loading="lazy"')
  })

  it('a logo shown at one width: its proportions, and a srcset of 1x and 2x only', () => {
    const logo = atWidth({ src: '/starter/logo.png', width: 480, height: 120, alt: 'Agency', sourceWidth: 480 }, 200)
    const html = render(<StaticImage {...logo} loading="eager" />)
    expect(html).toContain('width="200" height="50"')
    const srcSet = html.match(/srcSet="([^"]*)"/)?.[1] ?? ''
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['1x', '2x'])
  })

  it('a srcset that ends with the first width serving the whole file: wider ones are the same file again', () => {
    const html = render(
      <StaticImage src="/starter/hero-mobile.jpg" width={900} height={1400} alt="" sizes="100vw" sourceWidth={900} />,
    )
    const srcSet = html.match(/srcSet="([^"]*)"/)?.[1] ?? ''
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['640w', '750w', '828w', '1080w'])
    expect(html).toContain('src="/_next/image?url=%2Fstarter%2Fhero-mobile.jpg&amp;w=1080&amp;q=75"')
  })

  it('every width when the file is as wide as the widest, or its width is not known', () => {
    const widths = (sourceWidth?: number) =>
      render(<StaticImage src="/a.jpg" width={800} height={600} alt="" sizes="100vw" sourceWidth={sourceWidth} />)
        .match(/srcSet="([^"]*)"/)?.[1]
        ?.split(', ').length
    expect(widths(4000)).toBe(widths(undefined))
    expect(widths(undefined)).toBe(8)
  })
})
