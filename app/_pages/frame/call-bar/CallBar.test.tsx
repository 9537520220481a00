import { CallBar } from '@/app/_pages/frame/call-bar/CallBar'
import { CONSULTATION_HREF } from '@/lib/contact-links'
import { expectNoMissingValues, render, settings, starterContent, text } from '../../../../testing/unit/render'

// The client leaf renders nothing on the server (it only watches the page once it runs).
jest.mock('next/navigation', () => ({ usePathname: () => '/' }))

const hrefs = (html: string) => Array.from(html.matchAll(/<a [^>]*href="([^"]+)"/g), (match) => match[1])

describe('CallBar', () => {
  it('is drawn in its initial state: CSS decides until the script runs (shown only on a page without a banner)', async () => {
    const { settings: site } = await starterContent()
    const html = render(<CallBar language="en" settings={site} />)
    expect(html).toMatch(/^<nav id="call-bar" aria-label="Call, chat or book" class="bar" data-state="initial">/)
  })

  it('empty: still offers the free consultation, no call, chat or hours', () => {
    const html = render(<CallBar language="en" settings={null} />)
    expect(hrefs(html)).toEqual([CONSULTATION_HREF])
    expect(text(html)).toBe('Free consultation')
    expect(html).not.toMatch(/<p[ >]/)
    expectNoMissingValues(html)
  })

  it('half-filled: a number that is not a US number gives no Call; a blank hours line is left out', () => {
    const html = render(
      <CallBar
        language="en"
        settings={settings({ phone: 'ask for Jo', chatNumber: '770-555-0142', answerHours: '  ' })}
      />,
    )
    expect(hrefs(html)).toEqual(['https://wa.me/17705550142', CONSULTATION_HREF])
    expect(html).not.toMatch(/tel:|<p[ >]/)
    expectNoMissingValues(html)
  })

  it('starter content: the hours, Call with the one number, Chat on WhatsApp, Free consultation at /#consultation', async () => {
    const { settings: site } = await starterContent()
    const html = render(<CallBar language="en" settings={site} />)
    expect(hrefs(html)).toEqual([
      'tel:+17705550142',
      `https://wa.me/17705550142?text=${encodeURIComponent(site!.chatMessage!)}`,
      '/#consultation',
    ])
    // Each visible label starts its link's name (WCAG 2.5.3, label in name).
    expect(text(html)).toBe(
      'We answer 24/7 Call (770) 555-0142 Chat on WhatsApp (opens in a new tab) Free consultation',
    )
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer"/)
    // WhatsApp's mark is a file of its own, silent for screen readers (the words say WhatsApp), fetched only
    // where the bar can show: none of its path in the page.
    expect(html).toContain('<img src="/marks/whatsapp.svg" alt="" width="22" height="22" loading="lazy"')
    expect(html).not.toContain('M17.472')
    expectNoMissingValues(html)
  })
})
