import 'server-only'
import { alertNumbers, MAX_ALERT_NUMBERS } from '@/features/requests/model/alert-numbers'
import { contentSource, type ContentSource } from '@/lib/env/content'
import { sanityReadToken, sanityWriteToken } from '@/lib/env/secrets'
import { createContentLakeClient } from '@/sanity/client'
import { ALERT_SETTINGS_ID, alertsPerHour } from '../model/alert-settings'
import { reminderSettings, type ReminderSettings } from '../model/reminders'
import { alertSettingsQuery } from './alert-queries'

/**
 * Who gets the owner's alert texts. The owner sets the numbers in the
 * Studio ("Alerts to your phone", a private document the server reads with
 * its token, once per alert); OWNER_ALERT_TEXT_TO is the default of a site
 * without a project and the safety net when that read fails:
 *
 * - texts paused in the Studio: no text, whatever the variable says;
 * - numbers in the Studio: those, and only those;
 * - none there, no project, or the read failed: the variable's numbers.
 *
 * A failed read never costs the owner a text the variable could send.
 */

/** The alert waits this long for the Content Lake before it texts the variable's numbers. */
export const STUDIO_NUMBERS_TIMEOUT_MS = 2000

export type StudioAlertSettings =
  /** The document as published, or its absence (no numbers, not paused). `invalid`: positions of wrong entries. */
  | { read: true; numbers: string[]; invalid: number[]; paused: boolean; perHour: number; reminders: ReminderSettings }
  /** Not read: no project (`noProject`), no token, or why the read failed, in a few words for the log. */
  | { read: false; why: string }

export interface StudioNumbersOptions {
  source?: ContentSource
  token?: string
  timeoutMs?: number
}

export async function readStudioAlertSettings({
  source = contentSource(),
  token = sanityReadToken() ?? sanityWriteToken(),
  timeoutMs = STUDIO_NUMBERS_TIMEOUT_MS,
}: StudioNumbersOptions = {}): Promise<StudioAlertSettings> {
  if (source.kind !== 'contentLake') return { read: false, why: 'noProject' }
  // Without a token the document is invisible, and its absence would look like "no numbers set".
  if (!token) return { read: false, why: 'no token (SANITY_API_READ_TOKEN or SANITY_API_WRITE_TOKEN)' }
  try {
    const client = createContentLakeClient(source, { timeoutMs }).withConfig({ token })
    const found = await client.fetch(
      alertSettingsQuery,
      { id: ALERT_SETTINGS_ID },
      { signal: AbortSignal.timeout(timeoutMs), perspective: 'published' },
    )
    const entries = Array.isArray(found?.numbers) ? (found.numbers as unknown[]) : []
    const { numbers, invalid } = alertNumbers(entries.map((entry) => (typeof entry === 'string' ? entry : '?')))
    return {
      read: true,
      numbers,
      invalid,
      paused: found?.paused === true,
      perHour: alertsPerHour(found?.perHour),
      reminders: reminderSettings(found),
    }
  } catch (error) {
    const { statusCode, code, name } = error as { statusCode?: number; code?: string; name?: string }
    const why = name === 'AbortError' || name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : null
    return { read: false, why: why ?? `${statusCode ?? code ?? name ?? 'error'}` }
  }
}

export type TextRecipients = { to: string[]; from: 'studio' | 'environment' } | { to: []; from: 'paused' }

/** The numbers to text, by the precedence above; at most MAX_ALERT_NUMBERS. Pure. */
export function textRecipients(studio: StudioAlertSettings, environment: string[]): TextRecipients {
  if (studio.read && studio.paused) return { to: [], from: 'paused' }
  if (studio.read && studio.numbers.length) return { to: studio.numbers.slice(0, MAX_ALERT_NUMBERS), from: 'studio' }
  return { to: environment, from: 'environment' }
}
