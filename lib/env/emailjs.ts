/**
 * The contact forms' EmailJS account: public by design (EmailJS is called
 * from the browser), read with literal `process.env.NAME` expressions so the
 * build can inline them. Either a complete configuration, or the names of
 * the variables still to set.
 */

export interface EmailJsConfig {
  serviceId: string
  /** The message form's template; the consultation form's too when it has none of its own. */
  templateId: string
  publicKey: string
  /** The consultation form's own template, when set. */
  consultationTemplateId?: string
  /** The caregiver application's own template, when set. */
  applicationTemplateId?: string
}

/** Either a complete configuration, or the names of the variables still to set. */
export type EmailJsSetting = { config: EmailJsConfig; missing: [] } | { config: null; missing: string[] }

const EMAILJS_VARIABLES = [
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
] as const

/** Optional: without them, consultation requests and applications use the message template with `request_type` set. */
const EMAILJS_CONSULTATION_TEMPLATE = 'NEXT_PUBLIC_EMAILJS_CONSULTATION_TEMPLATE_ID'
const EMAILJS_APPLICATION_TEMPLATE = 'NEXT_PUBLIC_EMAILJS_APPLICATION_TEMPLATE_ID'

type EmailJsVariable =
  (typeof EMAILJS_VARIABLES)[number] | typeof EMAILJS_CONSULTATION_TEMPLATE | typeof EMAILJS_APPLICATION_TEMPLATE

export function emailJsConfig(values: Partial<Record<EmailJsVariable, string>>): EmailJsSetting {
  const [serviceId, templateId, publicKey] = EMAILJS_VARIABLES.map((name) => values[name]?.trim() ?? '')
  const missing = EMAILJS_VARIABLES.filter((name) => !values[name]?.trim())
  if (!serviceId || !templateId || !publicKey) return { config: null, missing }
  const consultationTemplateId = values[EMAILJS_CONSULTATION_TEMPLATE]?.trim()
  const applicationTemplateId = values[EMAILJS_APPLICATION_TEMPLATE]?.trim()
  return {
    config: {
      serviceId,
      templateId,
      publicKey,
      ...(consultationTemplateId ? { consultationTemplateId } : {}),
      ...(applicationTemplateId ? { applicationTemplateId } : {}),
    },
    missing: [],
  }
}

/**
 * The contact section's EmailJS account. Public by design (EmailJS is called
 * from the browser); the server hands it to the forms as a prop.
 */
export function emailJsSetting(): EmailJsSetting {
  return emailJsConfig({
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    NEXT_PUBLIC_EMAILJS_CONSULTATION_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_CONSULTATION_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_APPLICATION_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_APPLICATION_TEMPLATE_ID,
  })
}
