import * as en from '@/lib/i18n/en'
import * as es from '@/lib/i18n/es'
import { describeSendError, failureMessages, successMessage } from './failures'

describe('why a send failed, and what the visitor reads', () => {
  it.each([
    [{ status: 0, text: 'Network Error' }, 'network', '0 Network Error'],
    [{ status: 429, text: 'Too Many Requests' }, 'throttled', '429 Too Many Requests'],
    [{ status: 403, text: 'Forbidden' }, 'blocked', '403 Forbidden'],
    [{ status: 451, text: 'Unavailable For Headless Browser' }, 'headless', '451 Unavailable For Headless Browser'],
    [{ status: 400, text: 'The template ID is invalid' }, 'server', '400 The template ID is invalid'],
    ['The public key is required', 'server', 'The public key is required'],
    [new TypeError('Failed to fetch'), 'network', 'Failed to fetch'],
    [new Error('boom'), 'server', 'boom'],
  ])('explains %p as %s', (error, reason, text) => {
    expect(describeSendError(error)).toEqual({ reason, text })
  })

  it('says what went, then when we will reply', () => {
    const promise = "We'll reply by 9:00 on Monday morning."
    expect(successMessage('emailed', promise, en.messageForm)).toBe(
      "Message sent successfully. Thanks for contacting us! We'll reply by 9:00 on Monday morning.",
    )
    expect(successMessage('stored', promise, en.messageForm)).toBe(
      "We have your request. Thanks for contacting us! We'll reply by 9:00 on Monday morning.",
    )
    expect(successMessage('stored', '', en.messageForm)).toBe(
      'We have your request. Thanks for contacting us! We will be in touch soon.',
    )
  })

  it('words each failure for what the form sends, in plain sentences', () => {
    const consultation = failureMessages(en.consultationForm, en.forms)
    const message = failureMessages(en.messageForm, en.forms)
    expect(consultation.tooFast).toBe(
      'That was quicker than we expected. Please check your request, then press Send Request again.',
    )
    expect(consultation.notConfigured).toBe(
      'Our consultation form is not working at the moment, and your request was not sent.',
    )
    expect(message.notConfigured).toBe('Our contact form is not working at the moment, and your message was not sent.')
    for (const words of [...Object.values(consultation), ...Object.values(message)]) {
      expect(words).toMatch(/^[A-Z].{20,}\.$/)
    }
  })

  it('in Spanish, each failure names what the form sends, and nothing is left in English', () => {
    const consultation = failureMessages(es.consultationForm, es.forms)
    expect(consultation.tooFast).toBe(
      'Eso fue más rápido de lo que esperábamos. Revise su solicitud y presione Enviar solicitud otra vez.',
    )
    expect(successMessage('emailed', 'Le llamaremos dentro de una hora.', es.messageForm)).toBe(
      'Su mensaje se envió. ¡Gracias por escribirnos! Le llamaremos dentro de una hora.',
    )
    for (const words of Object.values(failureMessages(es.messageForm, es.forms))) {
      expect(words).not.toMatch(/\{\w+\}|\b(?:the|your|please)\b/i)
    }
  })
})
