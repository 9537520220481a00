/**
 * A stand-in for Twilio's Messages API on 127.0.0.1 (TWILIO_API_HOST):
 *
 *   POST /2010-04-01/Accounts/{AccountSid}/Messages.json   basic auth SID:token
 *   form: To, From or MessagingServiceSid, Body
 *   → 201 {sid, status: "queued", to, from, body}
 *   → 401 {code: 20003} wrong credentials; 400 {code: 21211} a To that is not
 *     +1 and ten digits; 400 {code: 21610} a number that replied STOP
 *
 * It keeps each text it accepted, so a test reads what the owner's phone
 * would show, and fails on demand (./loopback-service.ts).
 */
import { randomBytes } from 'node:crypto'
import { startLoopbackService, type LoopbackService } from './loopback-service'

export interface SentText {
  to: string
  from: string
  body: string
}

export interface TwilioFake extends LoopbackService {
  texts: SentText[]
  /** Numbers that "replied STOP": Twilio refuses to text them (error 21610). */
  stopped: Set<string>
}

export interface TwilioAccount {
  accountSid: string
  authToken: string
}

const json = (status: number, body: object) => ({ status, body: JSON.stringify(body) })
const refusal = (status: number, code: number, message: string) => json(status, { code, message, status })

export async function startTwilioFake(account: TwilioAccount, options: { port?: number } = {}): Promise<TwilioFake> {
  const texts: SentText[] = []
  const stopped = new Set<string>()
  const expectedAuth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`
  const service = await startLoopbackService((request) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.path)
    if (request.method !== 'POST' || !match) return refusal(404, 20404, 'The requested resource was not found')
    if (request.headers.authorization !== expectedAuth || decodeURIComponent(match[1]!) !== account.accountSid) {
      return refusal(401, 20003, 'Authenticate')
    }
    const form = new URLSearchParams(request.body)
    const to = form.get('To') ?? ''
    const from = form.get('From') ?? form.get('MessagingServiceSid') ?? ''
    const body = form.get('Body') ?? ''
    if (!/^\+1\d{10}$/.test(to)) return refusal(400, 21211, `The 'To' number ${to} is not a valid phone number.`)
    if (!from) return refusal(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required.")
    if (stopped.has(to)) return refusal(400, 21610, 'Attempt to send to unsubscribed recipient')
    texts.push({ to, from, body })
    return json(201, { sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued', to, from, body })
  }, options)
  return Object.assign(service, { texts, stopped })
}
