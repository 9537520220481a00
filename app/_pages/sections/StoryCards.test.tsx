import { StoryCards } from '@/app/_pages/sections/StoryCards'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { expectNoMissingValues, render, starterContent, text } from '../../../testing/unit/render'

describe('StoryCards', () => {
  it('empty: nothing at all', () => {
    expect(render(<StoryCards language="en" cards={null} />)).toBe('')
    expect(render(<StoryCards language="en" cards={[]} />)).toBe('')
    expect(
      render(
        <StoryCards language="en" cards={[{ _key: 'a', title: ' ', anchor: 'mission', text: '', fallbacks: [] }]} />,
      ),
    ).toBe('')
  })

  it('half-filled: a card without a title gets the fallback, one without an anchor links to /about', () => {
    const html = render(
      <StoryCards
        language="en"
        cards={[
          { _key: 'a', title: null, anchor: 'goal', text: 'To keep seniors at home.', fallbacks: [] },
          { _key: 'b', title: 'Our Caregivers', anchor: null, text: '', fallbacks: [] },
        ]}
      />,
    )
    expect(html).toContain(
      `<h2 id="story-cards-heading" class="visually-hidden">${FALLBACK_TEXT.storyCardsHeading}</h2>`,
    )
    expect(html).toContain(
      `<h3 class="title">${FALLBACK_TEXT.storyCardTitle}</h3><p class="text">To keep seniors at home.</p>`,
    )
    expect(html).toContain('<h3 class="title">Our Caregivers</h3><a class="more" href="/about">')
    expect(html).toContain('href="/about#goal"')
    expectNoMissingValues(html)
  })

  it('starter content: three cards, each linking to its part of /about', async () => {
    const { home } = await starterContent()
    const html = render(<StoryCards language="en" cards={home.cards} />)
    expect(html.match(/href="\/about#(\w+)"/g)).toEqual([
      'href="/about#mission"',
      'href="/about#caregivers"',
      'href="/about#goal"',
    ])
    expect(text(html)).toContain('Learn More about Our Mission')
    expectNoMissingValues(html)
  })
})
