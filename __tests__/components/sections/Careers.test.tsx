import { APPLICATION_SUBJECT, BACKGROUND_CHECK_STATEMENT, Careers } from '@/components/sections/Careers'
import { FALLBACK_TEXT } from '@/lib/fallback-text'
import { aboutPage, expectNoMissingValues, render, settings, starterContent, text } from '../../support/render'

const careers = (fields: Partial<NonNullable<ReturnType<typeof aboutPage>['careers']>>) =>
  aboutPage({ careers: { heading: null, intro: null, offers: null, applyUrl: null, ...fields } })

/** Every link that is a way to apply points at the statement, which is in the page. */
function expectStatementOnEveryWay(html: string, ways: number) {
  expect(html.match(/aria-describedby="careers-background-check"/g)).toHaveLength(ways)
  expect(html).toContain(`<p id="careers-background-check" class="statement">${BACKGROUND_CHECK_STATEMENT}</p>`)
}

describe('Careers', () => {
  it('the statement is the exact wording Georgia law requires', () => {
    expect(BACKGROUND_CHECK_STATEMENT).toBe(
      'For this type of employment, state law requires a national and state background check as a condition of employment.',
    )
  })

  it('empty: the #careers heading only; with no way to apply there is nothing to carry the statement', () => {
    const html = render(<Careers page={null} settings={null} />)
    expect(html).toContain('<section id="careers"')
    expect(text(html)).toBe(FALLBACK_TEXT.careersHeading)
    expectNoMissingValues(html)
  })

  it('half-filled: the phone alone is a way to apply, with the statement; blank offers are left out', () => {
    const html = render(
      <Careers page={careers({ offers: [' ', 'Weekly pay'] })} settings={settings({ phone: '770 555 0142' })} />,
    )
    expect(text(html)).toContain('What we offer Weekly pay How to apply Call us at 770 555 0142')
    expect(html).not.toMatch(/mailto:|Apply online/)
    expectStatementOnEveryWay(html, 1)
    expectNoMissingValues(html)
  })

  it('an online form the owner gives opens in a new tab and carries the statement; an insecure one is left out', () => {
    const secure = render(
      <Careers page={careers({ applyUrl: 'https://jobs.example.com/apply' })} settings={settings()} />,
    )
    expect(secure).toMatch(
      /<a href="https:\/\/jobs\.example\.com\/apply"[^>]* target="_blank" rel="noopener noreferrer"/,
    )
    expect(text(secure)).toContain('Apply online (opens in a new tab)')
    expectStatementOnEveryWay(secure, 1)
    const insecure = render(<Careers page={careers({ applyUrl: 'http://jobs.example.com' })} settings={settings()} />)
    expect(insecure).not.toMatch(/jobs\.example|statement/)
  })

  it('starter content: what the agency offers, phone and an e-mail with the subject written in, each with the statement', async () => {
    const { about, settings: site } = await starterContent()
    const html = render(<Careers page={about.page} settings={site} />)
    expect(html).toContain('>We’re hiring caregivers</h2>')
    for (const offer of about.page?.careers?.offers ?? []) expect(text(html)).toContain(offer)
    expect(html).toContain(`href="mailto:${site?.email}?subject=${encodeURIComponent(APPLICATION_SUBJECT)}"`)
    expect(html).toContain('href="tel:+17705550142"')
    expectStatementOnEveryWay(html, 2)
    expectNoMissingValues(html)
  })
})
