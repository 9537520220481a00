import { SiteLink } from '@/components/SiteLink'
import type { SettingsQueryResult } from '@/sanity.types'
import { CalendarIcon, PhoneIcon } from '@/components/icons'
import { markPath } from '@/app/marks/brand-marks'
import { chatHref, consultationHref, telHref } from '@/lib/contact-links'
import type { Language } from '@/lib/i18n/languages'
import { langOf } from '@/lib/i18n/fallbacks'
import { wordsFor } from '@/lib/i18n/words'
import { CallBarWatch } from './CallBarWatch'
import styles from './CallBar.module.css'

export const CALL_BAR_ID = 'call-bar'

/**
 * WhatsApp's own mark, so that "Chat" says where it leads before the visitor
 * taps: a small file (app/marks/brand-marks.ts), white as the bar's text, fetched
 * only where the bar can show; its path kept out of every page's HTML.
 */
function WhatsAppMark() {
  // eslint-disable-next-line @next/next/no-img-element -- an SVG at one size: nothing for next/image to resize
  return <img src={markPath('whatsapp')} alt="" width={22} height={22} loading="lazy" decoding="async" />
}

/**
 * The call bar of phones (below 768 px): Call, Chat and Free consultation,
 * fixed to the bottom of the screen in one row at most 64 px high (each
 * target at least 44 × 44 px), the hours the phone is answered said to
 * screen readers with them.
 * Drawn by the server in its initial state, which CSS shows at once on a
 * page without a top banner and hides on the others until CallBarWatch, a few
 * lines of script, shows it: once the page's top banner is scrolled past, and
 * never while a field has focus or the on-screen keyboard is up. Wider
 * screens never show it: the header's phone link is always in view there.
 */
export function CallBar({ settings, language }: { settings: SettingsQueryResult; language: Language }) {
  const words = wordsFor(language).callBar
  const tel = telHref(settings?.phone)
  const chat = chatHref(settings?.chatNumber, settings?.chatMessage)
  const hours = settings?.answerHours?.trim()
  return (
    <nav id={CALL_BAR_ID} aria-label={words.label} className={styles.bar} data-state="initial">
      {/* Said to screen readers with the links; on screen the bar is one row of buttons, at most 64 px (issue 53). */}
      {hours ? (
        <p className="visually-hidden" {...langOf(settings, 'answerHours')}>
          {hours}
        </p>
      ) : null}
      <ul className={styles.actions}>
        {tel ? (
          <li>
            <a href={tel} className={styles.action}>
              <PhoneIcon size={22} />
              <span>{words.call}</span>
              {settings?.phone ? <span className="visually-hidden"> {settings.phone}</span> : null}
            </a>
          </li>
        ) : null}
        {chat ? (
          <li>
            <a href={chat} className={styles.action} target="_blank" rel="noopener noreferrer">
              <WhatsAppMark />
              <span>{words.chat}</span>
              <span className="visually-hidden">{words.chatHint}</span>
            </a>
          </li>
        ) : null}
        <li>
          <SiteLink href={consultationHref(language)} className={`${styles.action} ${styles.primary}`}>
            <CalendarIcon size={22} />
            <span>{words.consultation}</span>
          </SiteLink>
        </li>
      </ul>
      <CallBarWatch barId={CALL_BAR_ID} />
    </nav>
  )
}
