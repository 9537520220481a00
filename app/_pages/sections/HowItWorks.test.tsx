import { HowItWorks } from '@/app/_pages/sections/HowItWorks'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { expectNoMissingValues, homePage, render, starterContent, text } from '../../../testing/unit/render'

const step = (key: string, title: string | null, stepText: string | null) => ({
  _key: key,
  title,
  text: stepText,
  fallbacks: [],
})

describe('HowItWorks', () => {
  it('empty: no section (a heading over no steps says nothing)', () => {
    expect(render(<HowItWorks language="en" page={null} />)).toBe('')
    expect(
      render(<HowItWorks language="en" page={homePage({ howItWorksHeading: 'How it works', howItWorksSteps: [] })} />),
    ).toBe('')
  })

  it('half-filled: the fallback heading, a step with only a title or only a text, no blank step', () => {
    const html = render(
      <HowItWorks
        language="en"
        page={homePage({
          howItWorksSteps: [step('a', 'Call us', null), step('b', ' ', ' '), step('c', null, 'We visit at home.')],
        })}
      />,
    )
    expect(html).toContain('<section id="how-it-works"')
    expect(html).toContain(`>${FALLBACK_TEXT.howItWorksHeading}</h2>`)
    expect(html.match(/<li /g)).toHaveLength(2)
    expect(text(html)).toBe(`${FALLBACK_TEXT.howItWorksHeading} Call us We visit at home.`)
    expectNoMissingValues(html)
  })

  it('starter content: four numbered steps, in order, from the first call to the first visit', async () => {
    const { home } = await starterContent()
    const html = render(<HowItWorks language="en" page={home.page} />)
    expect(html).toMatch(
      /<ol class="steps">(<li [^>]*><h3 class="title">[^<]+<\/h3><p class="text">[^<]+<\/p><\/li>){4}<\/ol>/,
    )
    expect(Array.from(html.matchAll(/<h3 class="title">([^<]+)</g), (m) => m[1])).toEqual([
      'Call or ask for a free consultation',
      'A free visit at home to plan care',
      'We match a caregiver',
      'Care starts, and we check in',
    ])
    expectNoMissingValues(html)
  })
})
