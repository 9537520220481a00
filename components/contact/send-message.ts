import type { StorageProvider } from '@emailjs/browser'
import type { EmailJsConfig } from '@/lib/env'
import { SEND_THROTTLE_MS, describeSendError, type ContactMessage } from './rules'

/**
 * The keys EmailJS's limitRate keeps the time of each form's last send under:
 * each form has its own, so a message does not hold back a consultation request.
 */
export const THROTTLE_ID = 'contact-form'
export const CONSULTATION_THROTTLE_ID = 'consultation-form'

/**
 * localStorage, so the throttle holds across reloads; EmailJS's `init` drops
 * its own default storage unless one is passed. Falls back to memory where
 * storage is blocked (some private windows throw on access).
 */
function browserStorage(): StorageProvider {
  const memory = new Map<string, string>()
  const attempt = <T>(withStorage: (storage: Storage) => T, fallback: () => T): T => {
    try {
      return withStorage(window.localStorage)
    } catch {
      return fallback()
    }
  }
  return {
    get: async (key) =>
      attempt(
        (storage) => storage.getItem(key),
        () => memory.get(key),
      ),
    set: async (key, value) =>
      attempt(
        (storage) => storage.setItem(key, value),
        () => void memory.set(key, value),
      ),
    remove: async (key) =>
      attempt(
        (storage) => storage.removeItem(key),
        () => void memory.delete(key),
      ),
  }
}

const storage = typeof window === 'undefined' ? null : browserStorage()
let library: Promise<typeof import('@emailjs/browser')> | null = null

/**
 * Loads EmailJS on the visitor's first touch of a form rather than with the
 * page, and configures it once; each send names its own throttle.
 */
export function loadEmailJs(publicKey: string) {
  library ??= import('@emailjs/browser').then((emailjs) => {
    emailjs.init({
      publicKey,
      blockHeadless: true,
      limitRate: { id: THROTTLE_ID, throttle: SEND_THROTTLE_MS },
      storageProvider: storage ?? undefined,
    })
    return emailjs
  })
  return library
}

/** One e-mail through the account's service, with the given template and throttle. */
export async function sendEmail(
  config: EmailJsConfig,
  templateId: string,
  params: Record<string, string>,
  throttleId: string,
) {
  const emailjs = await loadEmailJs(config.publicKey)
  try {
    return await emailjs.send(config.serviceId, templateId, params, {
      limitRate: { id: throttleId, throttle: SEND_THROTTLE_MS },
    })
  } catch (error) {
    // limitRate records the attempt before sending. A send that failed for
    // any other reason must not stop the visitor from trying again at once.
    if (describeSendError(error).reason !== 'throttled') await storage?.remove(throttleId)
    throw error
  }
}

/** The four fields, and `lead_id`: the request's entry in the Studio's inbox, so the two can be matched. */
export function sendMessage(config: EmailJsConfig, message: ContactMessage & { lead_id?: string }) {
  return sendEmail(config, config.templateId, { ...message }, THROTTLE_ID)
}
