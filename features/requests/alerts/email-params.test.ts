import { alertEmailParams, studioRequestUrl } from './email-params'
import { consultation, HEALTH_DETAILS, message } from '../../../testing/fixtures/alert-requests'

const SITE = 'https://www.hearthsidehomecare.example'

describe("the owner's alert e-mail", () => {
  it('gives the kind, the family, a phone link to tap, where, how soon, the promise and a link to the Studio', () => {
    expect(
      alertEmailParams(consultation, {
        county: 'Gwinnett',
        siteUrl: SITE,
        replyPromise: "We'll call you within the hour.",
      }),
    ).toEqual({
      alert_kind: 'Consultation request',
      from_name: 'Ruth Ellison',
      phone: '(770) 555-0199',
      phone_link: 'tel:+17705550199',
      email: 'ruth.ellison@example.com',
      zip: '30043',
      county: 'Gwinnett',
      how_soon: 'Within a week',
      language: '',
      submitted_at: 'Mar 10, 2026, 10:02 AM',
      reply_promise: "We'll call you within the hour.",
      studio_link: `${SITE}/studio/intent/edit/id=lead.3f2a9c4e-7b1d-4e8a-9f00-1c2d3e4f5a6b;type=lead`,
      lead_id: consultation._id,
      backup_email: '',
    })
  })

  it('titles a request the website could not check "Unverified"', () => {
    const context = { county: null, siteUrl: SITE, replyPromise: '' }
    expect(alertEmailParams({ ...consultation, unverified: 'Refused a ticket.' }, context).alert_kind).toBe(
      'Unverified consultation request',
    )
  })

  it('leaves what the family wrote about care and health in the Studio', () => {
    const params = JSON.stringify(alertEmailParams(consultation, { county: null, siteUrl: SITE }))
    for (const detail of Object.values(HEALTH_DETAILS).flat()) expect(params).not.toContain(detail)
    expect(JSON.stringify(alertEmailParams(message, { county: null, siteUrl: SITE }))).not.toContain(
      HEALTH_DETAILS.message,
    )
  })

  it('sends every parameter as a string, empty for answers not given, so the template never shows "undefined"', () => {
    const params = alertEmailParams(message, { county: null, siteUrl: SITE })
    expect(params).toMatchObject({
      alert_kind: 'Message',
      phone: '',
      phone_link: '',
      zip: '',
      county: '',
      how_soon: '',
    })
    expect(Object.values(params).every((value) => typeof value === 'string')).toBe(true)
    expect(params.submitted_at).toBe('Mar 7, 2026, 10:00 AM')
  })

  it("opens the request through the Studio's intent route, whichever list it is in", () => {
    expect(studioRequestUrl('http://localhost:3000/', 'lead.abc')).toBe(
      'http://localhost:3000/studio/intent/edit/id=lead.abc;type=lead',
    )
    // An id is a uuid; were it anything else, it could not break out of its parameter.
    expect(studioRequestUrl(SITE, 'lead.a;type=x/b')).toBe(
      `${SITE}/studio/intent/edit/id=lead.a%3Btype%3Dx%2Fb;type=lead`,
    )
  })

  it('says when the family prefers Spanish, or which language the person receiving care prefers', () => {
    expect(alertEmailParams({ ...consultation, language: 'es' }, { county: null, siteUrl: SITE }).language).toBe(
      'prefers Spanish',
    )
    expect(
      alertEmailParams({ ...consultation, preferredLanguage: 'Korean' }, { county: null, siteUrl: SITE }).language,
    ).toBe('prefers Korean')
  })
})
