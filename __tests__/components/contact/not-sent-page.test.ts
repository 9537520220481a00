import { emailWithMessage, escapeHtml, notSentPage, requestNotSentPage } from '@/components/contact/not-sent-page'

const MESSAGE = {
  from_name: 'Ray Ortiz',
  email: 'ray@example.com',
  subject: 'Help for my wife',
  message: 'Evenings, please.\nShe likes tea.',
}

describe('the page for a form the browser sent by itself', () => {
  it('says nothing was sent and shows every field as typed, line breaks kept', () => {
    const html = notSentPage({ message: MESSAGE, phone: '(770) 555-0142', email: 'care@example.com' })
    expect(html).toContain('<h1>Your message has not been sent</h1>')
    expect(html).toContain('<dt>Your name</dt><dd>Ray Ortiz</dd>')
    expect(html).toContain('<dt>Message</dt><dd>Evenings, please.\nShe likes tea.</dd>')
    expect(html).toContain('white-space: pre-wrap')
  })

  it('tells a visitor whose browser runs no scripts not to try the form again', () => {
    const html = notSentPage({ message: MESSAGE, phone: '(770) 555-0142', email: 'care@example.com' })
    expect(html).toContain("use your browser's Back button")
    expect(html).toContain('If you see this page a second time')
    expect(html).toContain('please call or e-mail us instead')
  })

  it('offers the phone and an e-mail that already holds the message', () => {
    const html = notSentPage({ message: MESSAGE, phone: '(770) 555-0142', email: 'care@example.com' })
    expect(html).toContain('<a href="tel:+17705550142">(770) 555-0142</a>')
    expect(html).toContain(`href="${escapeHtml(emailWithMessage('care@example.com', MESSAGE)!)}"`)
    expect(emailWithMessage('care@example.com', MESSAGE)).toBe(
      'mailto:care@example.com?subject=Help%20for%20my%20wife&body=' +
        encodeURIComponent('Evenings, please.\r\nShe likes tea.\r\n\r\nRay Ortiz\r\nray@example.com'),
    )
    // No subject typed: the enquiry subject the agency sorts by.
    expect(emailWithMessage('care@example.com', { ...MESSAGE, subject: ' ' })).toContain(
      'subject=Home%20care%20enquiry',
    )
  })

  it('still shows the words when the agency’s phone and e-mail are not known', () => {
    const html = notSentPage({ message: MESSAGE, phone: null, email: 'not an address' })
    expect(html).not.toContain('Or reach us another way')
    expect(html).toContain('<dd>Help for my wife</dd>')
  })

  it('turns nothing a visitor typed into markup, in text or in a link', () => {
    const hostile = { ...MESSAGE, from_name: '<script>alert(1)</script>', subject: '"><img src=x onerror=alert(1)>' }
    const html = notSentPage({ message: hostile, phone: null, email: 'care@example.com' })
    expect(html).not.toMatch(/<script|<img/i)
    expect(html).toContain('<dd>&lt;script&gt;alert(1)&lt;/script&gt;</dd>')
    expect(html).toContain('<dd>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</dd>')
  })

  it('leaves out fields the visitor left empty', () => {
    const html = notSentPage({ message: { ...MESSAGE, subject: '', email: '' }, phone: null, email: null })
    expect(html).not.toContain('<dt>Subject</dt>')
    expect(html).not.toContain('<dt>Your e-mail address</dt>')
  })
})

describe('the same page for a consultation request', () => {
  const REQUEST = {
    from_name: 'Ray <b>Ortiz</b>',
    phone: '(678) 555-0199',
    email: '',
    zip: '30043',
    care_for: 'spouse',
    services: ['Personal Care'],
    how_soon: 'asap',
    start_date: '',
    hours: '',
    payment: [],
    call_time: '',
    notes: 'Evenings.\nShe likes tea.',
  }

  it('shows every answer in words, as text, and an e-mail that holds the request', () => {
    const html = requestNotSentPage({ request: REQUEST, phone: '(770) 555-0142', email: 'care@example.com' })
    expect(html).toContain('<h1>Your request has not been sent</h1>')
    expect(html).toContain('<dt>Name</dt><dd>Ray &lt;b&gt;Ortiz&lt;/b&gt;</dd>')
    expect(html).toContain('<dt>Care is for</dt><dd>My spouse or partner</dd>')
    expect(html).toContain('<dt>How soon</dt><dd>As soon as possible</dd>')
    expect(html).toContain('<dt>Anything else</dt><dd>Evenings.\nShe likes tea.</dd>')
    expect(html).not.toContain('<dt>E-mail</dt>')
    expect(html).toContain('E-mail us this request</a>')
    expect(html).toContain(encodeURIComponent('Care is for: My spouse or partner\r\nServices: Personal Care'))
    expect(html).not.toMatch(/<b>|<script/)
  })
})
