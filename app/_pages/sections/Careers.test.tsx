import { Careers } from '@/app/_pages/sections/Careers'
import { APPLICATION_SUBJECT, BACKGROUND_CHECK_CONSENT, SHIFT_OPTIONS } from '@/features/requests/model'
import { careers as careerWords, fallback as FALLBACK_TEXT } from '@/lib/i18n/en'

const BACKGROUND_CHECK_STATEMENT = careerWords.statement
import {
  aboutPage,
  expectNoMissingValues,
  renderSettled,
  settings,
  starterContent,
  text,
} from '../../../testing/unit/render'

const careers = (fields: Partial<NonNullable<ReturnType<typeof aboutPage>['careers']>>) =>
  aboutPage({
    careers: {
      fallbacks: [],
      heading: null,
      intro: null,
      offers: null,
      hiring: null,
      notHiringNote: null,
      jobTitle: null,
      employmentTypes: null,
      postedOn: null,
      applyUrl: null,
      ...fields,
    },
  })
const COUNTIES = [
  { _id: 'c1', name: 'Gwinnett', state: 'GA' },
  { _id: 'c2', name: 'Dekalb', state: 'GA' },
]
const STATEMENT = `<p id="careers-background-check" class="statement">${BACKGROUND_CHECK_STATEMENT}</p>`

/** Every link that is a way to apply points at the statement, which is in the page once. */
function expectStatementOnEveryWay(html: string, ways: number) {
  expect(html.match(/<a [^>]*aria-describedby="careers-background-check"/g) ?? []).toHaveLength(ways)
  expect(html.split(STATEMENT)).toHaveLength(2)
}

/** The application form's markup, as the server renders it. */
const form = (html: string) => /<form[^>]*>[\s\S]*<\/form>/.exec(html)?.[0] ?? ''

describe('Careers', () => {
  it('the statement is the exact wording Georgia law requires', () => {
    expect(BACKGROUND_CHECK_STATEMENT).toBe(
      'For this type of employment, state law requires a national and state background check as a condition of employment.',
    )
  })

  it('empty: hiring (as a section that says so is), the form under the statement, no other ways', async () => {
    const html = await renderSettled(<Careers language="en" page={null} settings={null} />)
    expect(html).toContain('<section id="careers"')
    expect(text(html)).toMatch(
      new RegExp(
        `^${FALLBACK_TEXT.careersHeading} Apply in a few minutes ${FALLBACK_TEXT.jobTitle} ${BACKGROUND_CHECK_STATEMENT}`,
      ),
    )
    expect(form(html)).toContain('<input type="hidden" name="kind" value="application"/>')
    // No county served in the content: no county boxes, and nothing to tick from the ZIP code.
    expect(html).not.toMatch(/name="counties"|application-zip-note/)
    expect(html).not.toMatch(/Other ways to apply|tel:|mailto:/)
    expectStatementOnEveryWay(html, 0)
    expectNoMissingValues(html)
  })

  it('hiring: the statement above the first field, and the form’s description; step 2 hidden and disabled', async () => {
    const html = await renderSettled(
      <Careers
        language="en"
        page={careers({ jobTitle: 'Home care aide', employmentTypes: ['PART_TIME', 'FULL_TIME', 'x'] })}
        settings={null}
        counties={COUNTIES}
      />,
    )
    expect(text(html)).toContain('Apply in a few minutes Home care aide · Full-time or part-time')
    expect(html.indexOf(STATEMENT)).toBeLessThan(html.indexOf('<form'))
    expect(html).toMatch(
      /<form[^>]* aria-labelledby="careers-apply-heading" aria-describedby="careers-background-check"/,
    )
    expect(html).toMatch(/<form[^>]* action="\/api\/contact" method="post"/)
    const steps = form(html).match(/<fieldset[^>]*aria-labelledby="application-step-\d"[^>]*>/g)
    expect(steps).toEqual([
      '<fieldset class="step" aria-labelledby="application-step-1">',
      '<fieldset class="step" hidden="" disabled="" aria-labelledby="application-step-2">',
    ])
    // Step 1: reach, ZIP, the content's counties, the spec's shifts; no box is required by itself.
    expect(form(html).match(/name="counties" value="[^"]+"/g)).toEqual([
      'name="counties" value="Gwinnett"',
      'name="counties" value="Dekalb"',
    ])
    expect(form(html).match(/name="shifts"/g)).toHaveLength(SHIFT_OPTIONS.length)
    expect(form(html)).not.toMatch(/name="(counties|shifts)"[^>]* required/)
    expect(html).toContain('aria-describedby="application-zip-hint application-zip-note"')
    // The consent, required, with its sentence, ends step 1; and nothing the Inbox should not hold.
    const consent = /<input id="application-consent"[^>]*>/.exec(form(html))?.[0]
    expect(consent).toMatch(/type="checkbox"/)
    expect(consent).toMatch(/ required=""/)
    expect(consent).toMatch(/name="backgroundCheck" value="yes"/)
    expect(text(form(html))).toContain(BACKGROUND_CHECK_CONSENT)
    expect(form(html)).not.toMatch(/type="file"|name="(ssn|dob|dateOfBirth)"/)
    expectNoMissingValues(html)
  })

  it('half-filled: the phone alone is another way to apply, with the statement; blank offers are left out', async () => {
    const html = await renderSettled(
      <Careers
        language="en"
        page={careers({ offers: [' ', 'Weekly pay'] })}
        settings={settings({ phone: '770 555 0142' })}
      />,
    )
    expect(text(html)).toContain('What we offer Weekly pay')
    expect(text(html)).toContain('Other ways to apply Call us at 770 555 0142')
    expect(html).not.toMatch(/mailto:|Apply online/)
    expectStatementOnEveryWay(html, 1)
    expectNoMissingValues(html)
  })

  it('not hiring: the owner’s note instead of the form, then the other ways, each with the statement', async () => {
    const html = await renderSettled(
      <Careers
        language="en"
        page={careers({ hiring: false, notHiringNote: 'Our team is full until spring.' })}
        settings={settings({ phone: '(770) 555-0142', email: 'care@example.com' })}
        counties={COUNTIES}
      />,
    )
    expect(html).not.toMatch(/<form|name="kind"/)
    expect(text(html)).toContain(
      'We are not hiring right now Our team is full until spring. To apply all the same Call us at (770) 555-0142',
    )
    expect(html).toContain(`href="mailto:care@example.com?subject=${encodeURIComponent(APPLICATION_SUBJECT)}"`)
    expectStatementOnEveryWay(html, 2)
    const noNote = await renderSettled(<Careers language="en" page={careers({ hiring: false })} settings={null} />)
    expect(text(noNote)).toContain(`We are not hiring right now ${FALLBACK_TEXT.notHiring}`)
    expect(noNote).not.toContain('careers-background-check')
  })

  it('an online form the owner gives opens in a new tab and carries the statement; an insecure one is left out', async () => {
    const secure = await renderSettled(
      <Careers language="en" page={careers({ applyUrl: 'https://jobs.example.com/apply' })} settings={settings()} />,
    )
    expect(secure).toMatch(
      /<a href="https:\/\/jobs\.example\.com\/apply"[^>]* target="_blank" rel="noopener noreferrer"/,
    )
    expect(text(secure)).toContain('Apply online (opens in a new tab)')
    expectStatementOnEveryWay(secure, 1)
    const insecure = await renderSettled(
      <Careers language="en" page={careers({ applyUrl: 'http://jobs.example.com' })} settings={settings()} />,
    )
    expect(insecure).not.toMatch(/jobs\.example|Other ways/)
  })

  it('starter content: the form with the eight counties, the phone and an e-mail with the subject written in', async () => {
    const { about, settings: site } = await starterContent()
    const html = await renderSettled(
      <Careers language="en" page={about.page} settings={site} counties={about.counties} />,
    )
    expect(html).toContain('>We’re hiring caregivers</h2>')
    for (const offer of about.page?.careers?.offers ?? []) expect(text(html)).toContain(offer)
    expect(text(html)).toContain('Caregiver · Full-time or part-time')
    expect(form(html).match(/name="counties"/g)).toHaveLength(8)
    expect(html).toContain(`href="mailto:${site?.email}?subject=${encodeURIComponent(APPLICATION_SUBJECT)}"`)
    expect(html).toContain('href="tel:+17705550142"')
    expectStatementOnEveryWay(html, 2)
    expectNoMissingValues(html)
  })
})
