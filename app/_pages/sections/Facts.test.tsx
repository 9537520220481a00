import { Facts } from '@/app/_pages/sections/Facts'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { expectNoMissingValues, render, starterContent, text } from '../../../testing/unit/render'

describe('Facts', () => {
  it('empty: nothing at all, also when no fact has a number', () => {
    expect(render(<Facts language="en" facts={null} />)).toBe('')
    expect(
      render(
        <Facts
          language="en"
          facts={[{ _id: 'a', label: 'Happy clients', value: null, suffix: '%', durationMs: null, fallbacks: [] }]}
        />,
      ),
    ).toBe('')
  })

  it('half-filled: the final value is rendered; no label, no suffix and no number each leave just that out', () => {
    const html = render(
      <Facts
        language="en"
        facts={[
          { _id: 'a', label: null, value: 1234, suffix: null, durationMs: null, fallbacks: [] },
          { _id: 'b', label: 'Satisfied clients', value: 100, suffix: '%', durationMs: 500, fallbacks: [] },
          { _id: 'c', label: 'Hidden', value: null, suffix: null, durationMs: null, fallbacks: [] },
        ]}
      />,
    )
    expect(html).toContain(`<h2 id="facts-heading" class="visually-hidden">${FALLBACK_TEXT.factsHeading}</h2>`)
    expect(html.match(/<li /g)).toHaveLength(2)
    expect(html).toContain(
      '<span data-testid="fact-value">1,234</span></span><span class="visually-hidden">1,234</span></span></li>',
    )
    expect(text(html)).toContain('100 % 100% Satisfied clients')
    expect(html).not.toContain('Hidden')
    expectNoMissingValues(html)
  })

  it('starter content: every fact with its label', async () => {
    const { home } = await starterContent()
    const html = render(<Facts language="en" facts={home.facts} />)
    expect(html.match(/<li /g)).toHaveLength(home.facts.length)
    for (const fact of home.facts) expect(text(html)).toContain(`${fact.value}${fact.suffix ?? ''} ${fact.label}`)
    expectNoMissingValues(html)
  })
})
