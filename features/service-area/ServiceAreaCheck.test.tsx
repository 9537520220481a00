/**
 * Render tests of the service-area check: the HTML the server sends (which
 * must work before and without the page's scripts), and the answer with
 * empty and half-filled content.
 */
import { Hero } from '@/app/_pages/sections/Hero'
import { serviceAreaContent } from './content'
import { AnswerBody } from './answer/AnswerBody'
import { NO_SCRIPT_ACTION, ServiceAreaCheck } from './ServiceAreaCheck'
import { expectNoMissingValues, homePage, render, settings, starterContent, text } from '@/testing/unit/render'

const GWINNETT = [{ _id: 'county-gwinnett', name: 'Gwinnett', state: 'GA' }]

describe('ServiceAreaCheck, as the server renders it', () => {
  const html = render(<ServiceAreaCheck content={serviceAreaContent(GWINNETT, settings(), 'en')} />)

  it('is a plain form that asks the no-script route by itself', () => {
    expect(html).toMatch(new RegExp(`<form [^>]*action="${NO_SCRIPT_ACTION}" method="get"`))
    expect(html).toMatch(/<button type="submit"[^>]*>Check<\/button>/)
  })

  it('has one labelled ZIP code field for phones and autofill', () => {
    expect(html).toContain('<label for="service-area-zip" class="label">ZIP code</label>')
    const input = /<input [^>]*>/.exec(html)![0]
    expect(input).toContain('id="service-area-zip"')
    expect(input).toContain('name="zip"')
    expect(input).toContain('inputMode="numeric"')
    expect(input).toContain('autoComplete="postal-code"')
    expect(input).toContain('aria-describedby="service-area-hint service-area-answer"')
    expect(input).not.toContain('aria-invalid')
  })

  it('has its live region in the page, empty, before any answer', () => {
    expect(html).toContain('<div role="status" id="service-area-answer"></div>')
    expectNoMissingValues(html)
  })
})

describe('Hero with the check', () => {
  it('leaves the check out when no county is listed, or none has a name', () => {
    for (const counties of [undefined, [], [{ _id: 'c', name: null, state: 'GA' }]]) {
      const html = render(<Hero language="en" page={homePage()} settings={settings()} counties={counties} />)
      expect(html).not.toContain('Do you serve my area?')
    }
  })

  it('shows it with counties even when the contact details are empty', () => {
    const html = render(<Hero language="en" page={null} settings={null} counties={GWINNETT} />)
    expect(text(html)).toContain('Do you serve my area? ZIP code')
    expectNoMissingValues(html)
  })

  it('starter content: the check in the hero, under the call button', async () => {
    const { home, settings: site } = await starterContent()
    const html = render(<Hero language="en" page={home.page} settings={site} counties={home.counties} />)
    expect(html.indexOf('tel:+17705550142')).toBeLessThan(html.indexOf('Do you serve my area?'))
  })
})

describe('the answer with half-filled content', () => {
  const answer = (zip: string, site: Parameters<typeof serviceAreaContent>[1]) =>
    render(<AnswerBody zip={zip} content={serviceAreaContent(GWINNETT, site, 'en')} showBookLink />)

  it('full: yes with Call and Book; not served with the aging line and our number', () => {
    const site = settings({
      phone: '(770) 555-0142',
      agingLine: { name: "Georgia's Aging and Disability Resource Connection", phone: '1-866-552-4464' },
    })
    const yes = answer('30043', site)
    expect(text(yes)).toBe('Yes, we serve 30043 (Gwinnett County). Call (770) 555-0142 Book a free consultation')
    expect(yes).toContain('href="tel:+17705550142"')
    expect(yes).toContain('href="/#consultation"')

    const no = answer('31401', site)
    expect(text(no)).toBe(
      "We don't serve 31401 (Chatham County) yet. For care near you, call Georgia's Aging and Disability " +
        'Resource Connection: Call 1-866-552-4464 Or call us, in case we can help: Call (770) 555-0142',
    )
    expect(no).toContain('href="tel:+18665524464"')
  })

  it('no phone and no aging line: the words alone, never "call us", and still the consultation', () => {
    const yes = answer('30043', settings())
    expect(text(yes)).toBe('Yes, we serve 30043 (Gwinnett County). Book a free consultation')
    expect(yes).not.toContain('tel:')
    expect(text(answer('31401', settings()))).toBe("We don't serve 31401 (Chatham County) yet.")
    // 30011: a quarter in Gwinnett.
    expect(text(answer('30011', settings()))).toMatch(
      /Get in touch and we'll confirm your address\. Book a free consultation$/,
    )
    for (const zip of ['30043', '31401', '30004', '30301', '90210', 'abc', '']) {
      expectNoMissingValues(answer(zip, null))
    }
  })

  it('an aging line without a name or with a number that is not one', () => {
    const unnamed = answer('31401', settings({ agingLine: { name: ' ', phone: '1-866-552-4464' } }))
    expect(text(unnamed)).toContain("For care near you, call your state's Area Agency on Aging: Call 1-866-552-4464")
    const broken = answer('31401', settings({ agingLine: { name: 'Helpline', phone: 'ask the library' } }))
    expect(text(broken)).toBe("We don't serve 31401 (Chatham County) yet.")
  })

  it('inside the consultation form: no link to the consultation', () => {
    const html = render(
      <AnswerBody zip="30043" content={serviceAreaContent(GWINNETT, settings(), 'en')} showBookLink={false} />,
    )
    expect(html).not.toContain('consultation')
  })

  it('a mistaken entry is shown back as text, never as markup', () => {
    const html = answer('<img src=x onerror=alert(1)>', settings())
    expect(html).not.toContain('<img')
    expect(text(html)).toMatch(/^"<img src=x onerror=a…" is not a ZIP code\./)
  })
})
