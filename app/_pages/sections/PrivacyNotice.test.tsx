import { loadStarterDataset } from '@/sanity/starter'
import { INBOX_SETTINGS_ID, retentionPeriods } from '@/features/requests/model'
import { PrivacyNotice } from '@/app/_pages/sections/PrivacyNotice'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { aboutPage, expectNoMissingValues, render, settings, starterContent, text } from '../../../testing/unit/render'

const privacy = (fields: Partial<NonNullable<ReturnType<typeof aboutPage>['privacy']>>) =>
  aboutPage({
    privacy: {
      fallbacks: [],
      heading: null,
      collected: null,
      whereItGoes: null,
      retention: null,
      applications: null,
      deletion: null,
      lastUpdated: null,
      ...fields,
    },
  })

describe('PrivacyNotice', () => {
  it('empty: the #privacy heading and who to ask, which is always true', () => {
    const html = render(<PrivacyNotice language="en" page={null} settings={settings({ email: 'care@example.com' })} />)
    expect(html).toContain('<section id="privacy"')
    expect(text(html)).toBe(
      `${FALLBACK_TEXT.privacyHeading} Asking us to delete it ${FALLBACK_TEXT.privacyDeletion} E-mail: care@example.com`,
    )
    expect(html).toContain('href="mailto:care@example.com?subject=Privacy%20request"')
    expectNoMissingValues(html)
  })

  it('half-filled: only the parts written, paragraphs kept, and no date that is not a date', () => {
    const html = render(
      <PrivacyNotice
        language="en"
        page={privacy({ retention: 'A year.\n\nThen we delete it.', lastUpdated: '2026-02-30' })}
        settings={null}
      />,
    )
    expect(html).toContain('<h3 id="privacy-retention">How long we keep it</h3><p>A year.</p><p>Then we delete it.</p>')
    expect(html).not.toMatch(/What the forms collect|Where it goes|Last updated|<ul/)
    expectNoMissingValues(html)
  })

  it('starter content: every part, true today (e-mailed and kept by the site), dated', async () => {
    const { about, settings: site } = await starterContent()
    const html = render(<PrivacyNotice language="en" page={about.page} settings={site} />)
    expect(Array.from(html.matchAll(/<h3 id="[\w-]+">([^<]+)</g), (m) => m[1])).toEqual([
      'What the forms collect',
      'Where it goes and where it is kept',
      'How long we keep it',
      'Job applications',
      'Asking us to delete it',
    ])
    // The application form's note under Send links here.
    expect(html).toContain('<h3 id="privacy-applications">Job applications</h3>')
    expect(text(html)).toContain('We never ask for your Social Security number, date of birth or health details here.')
    expect(text(html)).toContain('through EmailJS')
    expect(text(html)).toContain('keeps a copy in our private records on this website')
    expect(html).toContain('Last updated: <time dateTime="2026-11-26">November 26, 2026</time>')
    expect(html).toMatch(/href="tel:\+17705550142"/)
    expectNoMissingValues(html)
  })
})

it('starter content: the notice states every period the Inbox keeps requests and applications for', async () => {
  const dataset = await loadStarterDataset()
  const inbox = dataset.find((document) => document._id === INBOX_SETTINGS_ID)
  const { periods, maxAgeMonths } = retentionPeriods(inbox)
  const { about } = await starterContent()
  expect(about.page?.privacy?.retention).toContain(`for ${periods.requests} months after we close it`)
  expect(about.page?.privacy?.retention).toContain(`never longer than ${maxAgeMonths} months after you sent it`)
  expect(about.page?.privacy?.applications).toContain(`for ${periods.applications} months after we decide on it`)
  expect(about.page?.privacy?.applications).toContain(`never longer than ${maxAgeMonths} months after you sent it`)
})
