/**
 * /api/service-area: the check's answer for a browser that sent the form
 * itself (no JavaScript, or Check pressed before the scripts ran), over the
 * starter content.
 */
import { GET } from './route'
import { answerPage } from './answer-page'
import { serviceAreaContent } from '../content'

const ask = (query: string) => GET(new Request(`http://localhost/api/service-area${query}`))

const visible = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')

describe('GET /api/service-area', () => {
  it('answers yes with the call and the consultation, as a page that no search engine keeps', async () => {
    const response = await ask('?zip=30043')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const html = await response.text()
    expect(visible(html)).toContain('Yes, we serve 30043 (Gwinnett County).')
    expect(html).toContain('<a href="tel:+17705550142">(770) 555-0142</a>')
    expect(html).toContain('<a href="/#consultation">Book a free consultation</a>')
    expect(html).not.toContain('<script')
  })

  it('answers "likely" across county lines, and "not yet" with who else can help', async () => {
    expect(visible(await (await ask('?zip=30004')).text())).toContain(
      "We likely serve you: 30004 spans Cherokee, Forsyth and Fulton counties. Call us and we'll confirm your address.",
    )
    const html = await (await ask('?zip=31401')).text()
    expect(visible(html)).toContain("We don't serve 31401 (Chatham County) yet.")
    expect(visible(html)).toContain("For care near you, call Georgia's Aging and Disability Resource Connection at")
    expect(html).toContain('<a href="tel:+18665524464">1-866-552-4464</a>')
  })

  it('keeps what was typed in the field to try again, escaped', async () => {
    const response = await ask(`?zip=${encodeURIComponent('"><script>alert(1)</script>')}`)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(visible(html)).toContain('is not a ZIP code. Please enter 5 digits')
  })

  it('answers a missing or overlong zip with 400 and a request for five digits, never a 500', async () => {
    for (const query of ['', '?zip=', `?zip=${'9'.repeat(5000)}`, '?zip=%E0%A4%A']) {
      const response = await ask(query)
      expect(response.status).toBe(400)
      expect(visible(await response.text())).toContain('5 digits')
    }
  })

  it('says it cannot check when the content could not be read, rather than guess "no"', () => {
    const { status, html } = answerPage('30043', null)
    expect(status).toBe(503)
    expect(visible(html)).toContain("We can't check ZIP codes just now.")
    expect(html).toContain('value="30043"')
    expect(html).not.toContain("don't serve")
  })

  it('with no phone in the content, offers no call', () => {
    const { html } = answerPage('30043', serviceAreaContent([{ name: 'Gwinnett', state: 'GA' }], null, 'en'))
    expect(html).not.toContain('tel:')
    expect(html).toContain('Book a free consultation')
  })
})
