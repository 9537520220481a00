import { StaticImage } from '@/components/ui/StaticImage'
import { atWidth } from '@/sanity/lib/image'
import { render } from '../../support/render'

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
    const logo = atWidth({ src: '/starter/logo.png', width: 480, height: 120, alt: 'Agency' }, 200)
    const html = render(<StaticImage {...logo} loading="eager" />)
    expect(html).toContain('width="200" height="50"')
    const srcSet = html.match(/srcSet="([^"]*)"/)?.[1] ?? ''
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['1x', '2x'])
  })
})
