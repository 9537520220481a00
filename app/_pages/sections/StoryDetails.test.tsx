import { StoryDetails } from '@/app/_pages/sections/StoryDetails'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import {
  expectNoMissingValues,
  linkParagraph,
  paragraphs,
  render,
  starterContent,
  text,
  withUnknownBlock,
} from '../../../testing/unit/render'

describe('StoryDetails', () => {
  it('empty: nothing at all, also when no card has a title or text', () => {
    expect(render(<StoryDetails language="en" cards={null} />)).toBe('')
    expect(
      render(
        <StoryDetails language="en" cards={[{ _key: 'a', title: ' ', anchor: 'goal', body: [], fallbacks: [] }]} />,
      ),
    ).toBe('')
  })

  it('half-filled: fallback title, no anchor id, and block types the site does not know left out', () => {
    const body = withUnknownBlock([...paragraphs('We listen first.'), linkParagraph('Call us', 'tel:+17705550142')])
    const html = render(
      <StoryDetails
        language="en"
        cards={[
          { _key: 'a', title: null, anchor: null, body, fallbacks: [] },
          { _key: 'b', title: 'Our Goal', anchor: 'goal', body: null, fallbacks: [] },
        ]}
      />,
    )
    const [first, second] = html.split('</section>')
    expect(first).toMatch(
      /^<div class="wrapper"><div class="container grid"><section class="card" aria-labelledby="story-a"/,
    )
    expect(text(first ?? '')).toBe(`${FALLBACK_TEXT.storyCardTitle} We listen first. Call us`)
    expect(first).toContain('<a href="tel:+17705550142" class="link">Call us</a>')
    expect(second).toBe(
      '<section id="goal" class="card" aria-labelledby="story-b" data-aos="fade-up"><h2 id="story-b" class="title">Our Goal</h2>',
    )
    expect(html).not.toMatch(/mapEmbed|Atlanta/)
    expectNoMissingValues(html)
  })

  it('starter content: the three stories in full at their anchors', async () => {
    const { about } = await starterContent()
    const html = render(<StoryDetails language="en" cards={about.page?.cards} />)
    expect(html.match(/<section id="(\w+)"/g)).toEqual([
      '<section id="mission"',
      '<section id="caregivers"',
      '<section id="goal"',
    ])
    expect(text(html)).toContain('Our Mission')
    expect(html.match(/<p class="paragraph">/g)?.length).toBeGreaterThanOrEqual(3)
    expectNoMissingValues(html)
  })
})
