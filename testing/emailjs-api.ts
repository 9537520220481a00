/**
 * A stand-in for EmailJS's REST API on 127.0.0.1 (EMAILJS_API_HOST), as the
 * site's server calls it to alert the owner:
 *
 *   POST /api/v1.0/email/send
 *   {service_id, template_id, user_id, accessToken, template_params}
 *   → 200 "OK"; 400 for an unknown service or template; 403 for a wrong key
 *
 * It keeps each e-mail it accepted, so a test reads what the owner would
 * get, and fails on demand (./loopback-service.ts).
 */
import { startLoopbackService, type LoopbackService } from './loopback-service'

export interface SentEmail {
  serviceId: string
  templateId: string
  params: Record<string, string>
}

export interface EmailJsFake extends LoopbackService {
  emails: SentEmail[]
}

export interface EmailJsAccount {
  serviceId: string
  templateId: string
  publicKey: string
  privateKey: string
}

export async function startEmailJsFake(account: EmailJsAccount, options: { port?: number } = {}): Promise<EmailJsFake> {
  const emails: SentEmail[] = []
  const text = (status: number, body: string) => ({ status, body, contentType: 'text/plain' })
  const service = await startLoopbackService((request) => {
    if (request.method !== 'POST' || request.path !== '/api/v1.0/email/send') return text(404, 'Not found')
    let sent: Record<string, unknown>
    try {
      sent = JSON.parse(request.body) as Record<string, unknown>
    } catch {
      return text(400, 'The request body is not JSON')
    }
    if (sent.user_id !== account.publicKey) return text(400, 'The Public Key is invalid')
    if (sent.accessToken !== account.privateKey) return text(403, 'The Private Key is invalid')
    if (sent.service_id !== account.serviceId) return text(400, 'The service ID is invalid')
    if (sent.template_id !== account.templateId) return text(400, 'The template ID is invalid')
    emails.push({
      serviceId: String(sent.service_id),
      templateId: String(sent.template_id),
      params: (sent.template_params ?? {}) as Record<string, string>,
    })
    return text(200, 'OK')
  }, options)
  return Object.assign(service, { emails })
}
