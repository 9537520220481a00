import { escapeHtml } from '@/lib/http/plain-page'
import { APPLICATION } from '../model/application'
import { CONSULTATION } from '../model/consultation'
import { MESSAGE } from '../model/message'
import { noScriptPage, type NoScriptPageInput } from './no-script-page'

const VALUES = {
  name: 'Ray Ortiz',
  email: 'ray@example.com',
  subject: 'Help for my wife',
  message: 'Evenings.\nShe likes tea.',
}
const CONTACTS = { phone: '(770) 555-0142', email: 'care@example.com' }
const page = (input: Partial<NoScriptPageInput>) =>
  noScriptPage({ model: MESSAGE, values: VALUES, outcome: { kind: 'kept' }, ...CONTACTS, ...input })

describe('the page for a form the browser posted itself', () => {
  it('kept: says so, shows every answer as typed, line breaks kept, and the phone for what is urgent', () => {
    const html = page({})
    expect(html).toContain('<h1>We have your message</h1>')
    expect(html).toContain('<dt>Name</dt><dd>Ray Ortiz</dd>')
    expect(html).toContain('<dt>Message</dt><dd>Evenings.\nShe likes tea.</dd>')
    expect(html).toContain('white-space: pre-wrap')
    expect(html).toContain('<h2>If it is urgent</h2>')
    expect(html).toContain('<a href="tel:+17705550142">(770) 555-0142</a>')
    expect(html).not.toContain('E-mail us this message')
  })

  it('kept: says when we will reply, in the words the route worked out from the office hours', () => {
    const html = page({ outcome: { kind: 'kept', promise: "We'll reply by 9:00 on Monday morning." } })
    expect(html).toContain('<p>Thank you. Your message has reached us. We&#39;ll reply by 9:00 on Monday morning.</p>')
  })

  it('confirm: asks for one more press, a form that posts the ticket back, with the words and the phone', () => {
    const html = page({ outcome: { kind: 'confirm', token: 'v1.confirm-message-x.1.n."><script>' } })
    expect(html).toContain('<h1>One more step: confirm your message</h1>')
    expect(html).toContain(
      '<form method="post" action="/api/contact" class="confirm"><input type="hidden" name="confirm" value="v1.confirm-message-x.1.n.&quot;&gt;&lt;script&gt;"><input type="hidden" name="language" value="en"><button type="submit">Confirm and send</button></form>',
    )
    expect(html).toContain('<dt>Name</dt><dd>Ray Ortiz</dd>')
    expect(html).toContain('<h2>If it is urgent</h2>')
    expect(html).not.toContain('E-mail us this message')
    expect(html).toContain('min-height: 48px')
  })

  it('invalid: lists each answer to look at, in the form’s order, and sends the visitor Back to the form', () => {
    const html = page({
      outcome: { kind: 'invalid', problems: { message: 'Please fill in this field.', email: 'Nope.' } },
    })
    expect(html).toContain('<h1>Your message has not been sent yet</h1>')
    expect(html).toMatch(/<li><strong>E-mail:<\/strong> Nope.<\/li><li><strong>Message:<\/strong> Please fill in/)
    expect(html).toContain('Use your browser&#39;s Back button: the form still holds your words.')
  })

  it('not kept: says why, and offers the phone and an e-mail that already holds the words', () => {
    const html = page({ outcome: { kind: 'notKept', reason: 'Our website could not keep your message just now.' } })
    expect(html).toContain('<h1>Your message has not been sent</h1>')
    expect(html).toContain('Our website could not keep your message just now. Nothing you typed is lost')
    const mail =
      'mailto:care@example.com?subject=Help%20for%20my%20wife&body=' +
      encodeURIComponent(
        'Name: Ray Ortiz\r\nE-mail: ray@example.com\r\nSubject: Help for my wife\r\nMessage: Evenings.\r\nShe likes tea.',
      )
    expect(html).toContain(`<a href="${escapeHtml(mail)}">E-mail us this message</a>`)
  })

  it('still shows the words when the agency’s phone and e-mail are not known', () => {
    const html = page({ outcome: { kind: 'notKept', reason: 'Down.' }, phone: null, email: 'not an address' })
    expect(html).not.toContain('Or reach us another way')
    expect(html).toContain('<dd>Help for my wife</dd>')
  })

  it('turns nothing a visitor typed into markup, in text or in a link', () => {
    const hostile = { ...VALUES, name: '<script>alert(1)</script>', subject: '"><img src=x onerror=alert(1)>' }
    const html = page({ values: hostile, outcome: { kind: 'notKept', reason: 'Down.' } })
    expect(html).not.toMatch(/<script|<img/i)
    expect(html).toContain('<dd>&lt;script&gt;alert(1)&lt;/script&gt;</dd>')
    expect(html).toContain('<dd>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</dd>')
  })

  it('a consultation request: every answer in words, empty ones left out', () => {
    const values = {
      name: 'Ray <b>Ortiz</b>',
      phone: '+16785550199',
      email: '',
      zip: '30043',
      careRecipient: 'spouse',
      services: ['Personal Care'],
      howSoon: 'asap',
      startDate: '2026-12-07',
      notes: 'Evenings.\nShe likes tea.',
    }
    const html = page({ model: CONSULTATION, values, outcome: { kind: 'notKept', reason: 'Down.' } })
    expect(html).toContain('<h1>Your request has not been sent</h1>')
    expect(html).toContain('<dt>Name</dt><dd>Ray &lt;b&gt;Ortiz&lt;/b&gt;</dd>')
    expect(html).toContain('<dt>Phone</dt><dd>(678) 555-0199</dd>')
    expect(html).toContain('<dt>Who needs care</dt><dd>My spouse or partner</dd>')
    expect(html).toContain('<dt>Preferred start date</dt><dd>Monday, December 7, 2026</dd>')
    expect(html).not.toContain('<dt>E-mail</dt>')
    expect(html).toContain('E-mail us this request</a>')
    expect(html).toContain(encodeURIComponent('Free consultation request from Ray <b>Ortiz</b> (ZIP 30043)'))
    expect(html).not.toMatch(/<b>|<script/)
  })

  it('an application: said as an application, questions welcome, the consent recorded in words', () => {
    const values = {
      name: 'Keisha Brown',
      phone: '+14045550123',
      zip: '30034',
      shifts: ['weekends'],
      experience: 'none',
      backgroundCheck: 'yes',
    }
    const kept = page({ model: APPLICATION, values })
    expect(kept).toContain('<h1>We have your application</h1>')
    expect(kept).toContain('Your application has reached us')
    expect(kept).toContain('<h2>Any questions?</h2>')
    expect(kept).toContain('<dt>Shifts they can work</dt><dd>Weekends</dd>')
    expect(kept).toContain('<dt>Background check understood</dt><dd>Yes</dd>')
    const notKept = page({ model: APPLICATION, values, outcome: { kind: 'notKept', reason: 'Down.' } })
    expect(notKept).toContain('<h1>Your application has not been sent</h1>')
    expect(notKept).toContain('E-mail us this application</a>')
    expect(notKept).toContain(encodeURIComponent('Caregiver application from Keisha Brown (ZIP 30034)'))
  })
})
