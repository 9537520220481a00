import { ClientStories } from '@/app/_pages/sections/ClientStories'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import {
  BROKEN_PHOTO,
  expectNoMissingValues,
  homePage,
  render,
  starterContent,
  text,
} from '../../../testing/unit/render'

describe('ClientStories', () => {
  it('empty: the fallback heading (the menu’s #testimonials target) and no stories', () => {
    const html = render(<ClientStories language="en" page={null} testimonials={null} />)
    expect(html).toContain('<section id="testimonials"')
    expect(text(html)).toBe(FALLBACK_TEXT.storiesHeading)
    expect(html).not.toContain('<ul')
  })

  it('half-filled: initials without a photo, no caption without a name, no story without a quote', () => {
    const html = render(
      <ClientStories
        language="en"
        page={homePage({ storiesHeading: 'What families say' })}
        testimonials={[
          {
            _id: 'a',
            quote: 'Kind and on time.',
            authorName: 'Mary Ellen O’Brien',
            relationship: null,
            photo: BROKEN_PHOTO,
            language: 'en',
            translation: null,
            fallbacks: [],
          },
          {
            _id: 'b',
            quote: 'They made Dad smile.',
            authorName: null,
            relationship: '',
            photo: null,
            language: 'en',
            translation: null,
            fallbacks: [],
          },
          {
            _id: 'c',
            quote: '  ',
            authorName: 'Sam',
            relationship: 'Son',
            photo: null,
            language: 'en',
            translation: null,
            fallbacks: [],
          },
        ]}
      />,
    )
    expect(html).toContain('>What families say</h2>')
    expect(html.match(/<li /g)).toHaveLength(2)
    expect(html).toContain('<span class="initials" aria-hidden="true">MO</span>')
    expect(html).toContain('<figcaption class="caption"><span class="author">Mary Ellen O’Brien</span></figcaption>')
    expect(html).toContain('<p>They made Dad smile.</p></blockquote></figure>')
    expect(html).not.toMatch(/<img|Sam/)
    expectNoMissingValues(html)
  })

  it('starter content: every story with its photo and who said it', async () => {
    const { home } = await starterContent()
    const html = render(<ClientStories language="en" page={home.page} testimonials={home.testimonials} />)
    expect(html.match(/<img /g)).toHaveLength(home.testimonials.length)
    for (const story of home.testimonials) expect(text(html)).toContain(`${story.authorName} ${story.relationship}`)
    expectNoMissingValues(html)
  })

  it('a story told in English, on a Spanish page: the owner’s translation first, said to be one, the words as said below', async () => {
    const { home } = await starterContent('es')
    const html = render(<ClientStories language="es" page={home.page} testimonials={home.testimonials} />)
    const denise = home.testimonials.find((story) => story.authorName === 'Denise W.')!
    expect(denise.translation).toMatch(/^Mi mamá espera/)
    expect(html).toContain(`<blockquote class="quote"><p>${denise.translation}</p></blockquote>`)
    expect(text(html)).toContain('Traducción del inglés.')
    expect(html).toMatch(
      /<details class="original"><summary>Léalo en inglés, tal como lo dijo<\/summary><blockquote class="quote" lang="en"><p>Mom looks forward/,
    )
    // Rosa told hers in Spanish: on the Spanish page, as she said it, with nothing else.
    const rosa = home.testimonials.find((story) => story.authorName === 'Rosa M.')!
    expect(html).toContain(`<blockquote class="quote"><p>${rosa.quote}</p></blockquote>`)
  })

  it('on the English page, the Spanish story in the owner’s English, and a story without a translation as said', async () => {
    const { home } = await starterContent('en')
    const html = render(<ClientStories language="en" page={home.page} testimonials={home.testimonials} />)
    expect(text(html)).toContain('My dad only speaks Spanish')
    expect(text(html)).toContain('Translated from Spanish.')
    expect(html).toMatch(/<blockquote class="quote" lang="es"><p>Mi papá solo habla español/)
    const untranslated = render(
      <ClientStories
        language="es"
        page={home.page}
        testimonials={home.testimonials.map((story) => ({ ...story, translation: null }))}
      />,
    )
    expect(untranslated).toMatch(/<blockquote class="quote" lang="en"><p>Mom looks forward/)
    expect(untranslated).not.toContain('<details')
  })
})
