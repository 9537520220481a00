import { chatHref, mailtoHref, telHref, toE164 } from '@/lib/contact-links'

describe('links that reach the agency', () => {
  it.each([
    ['(770) 555-0142', '+17705550142'],
    ['770.555.0142', '+17705550142'],
    ['+1 770 555 0142', '+17705550142'],
    ['1-770-555-0142', '+17705550142'],
  ])('dials %s as %s', (phone, e164) => {
    expect(toE164(phone)).toBe(e164)
    expect(telHref(phone)).toBe(`tel:${e164}`)
  })

  it('gives no link for something that is not a US number', () => {
    expect(telHref('555-01')).toBeNull()
    expect(telHref(null)).toBeNull()
  })

  it('opens the chat with the enquiry typed in, encoded', () => {
    expect(chatHref('(770) 555-0142', 'Hello! Care for my mom & dad?')).toBe(
      'https://wa.me/17705550142?text=Hello!%20Care%20for%20my%20mom%20%26%20dad%3F',
    )
    expect(chatHref('(770) 555-0142', '  ')).toBe('https://wa.me/17705550142')
  })

  it('writes an e-mail with the subject it is given, in any language', () => {
    expect(mailtoHref('care@example.com', 'Home care enquiry')).toBe(
      'mailto:care@example.com?subject=Home%20care%20enquiry',
    )
    expect(mailtoHref('care@example.com', 'Consulta sobre cuidado en el hogar')).toBe(
      'mailto:care@example.com?subject=Consulta%20sobre%20cuidado%20en%20el%20hogar',
    )
    expect(mailtoHref('not an address', 'Invoice 12')).toBeNull()
  })

  it('can write the body too, with spaces and line breaks a mail app reads back as typed', () => {
    expect(mailtoHref('care@example.com', 'Care', 'Mornings, please.\nThank you & bye')).toBe(
      'mailto:care@example.com?subject=Care&body=Mornings%2C%20please.%0AThank%20you%20%26%20bye',
    )
    expect(mailtoHref('care@example.com', '', 'Hi')).toBe('mailto:care@example.com?body=Hi')
  })
})
