import type { ComponentType } from 'react'
import type { SettingsQueryResult } from '@/sanity.types'
import { Container } from '@/components/Container'
import {
  BadgeIcon,
  CapIcon,
  CheckedPersonIcon,
  SealIcon,
  ShieldIcon,
  SpeechIcon,
  UmbrellaIcon,
} from '@/components/icons'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { isSpokenLanguage, languageName } from '@/lib/i18n/spoken-languages'
import { wordsFor } from '@/lib/i18n/words'
import { listWords } from '@/lib/i18n/list-words'
import { tickedProofs, type TrustProof } from '@/schemas/singletons/trust-proofs'
import styles from './TrustStrip.module.css'

const ICONS: Record<TrustProof, ComponentType<{ className?: string; size?: number }>> = {
  licensed: ShieldIcon,
  bonded: SealIcon,
  insured: UmbrellaIcon,
  backgroundChecked: CheckedPersonIcon,
  trained: CapIcon,
  employed: BadgeIcon,
}

/** Only a web address is a link: anything else the content may hold is shown as plain text. */
function webAddress(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  return trimmed && /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : null
}

/**
 * The languages the owner ticked, named in the page's language, English
 * first: "English, Spanish and Korean", "inglés, español y coreano".
 */
export function caregiverLanguages(settings: SettingsQueryResult, language: Language): string | null {
  const codes = [...new Set((settings?.caregiverLanguages ?? []).filter(isSpokenLanguage))]
  if (codes.length === 0) return null
  return listWords(
    codes.map((code) => languageName(code, language)),
    'and',
    language,
  )
}

/**
 * Under the hero (#trust): the proofs of trust the owner ticked in the Studio,
 * each a short line with an icon, in fixed words (lib/i18n: `trust`), and the
 * languages the caregivers speak. With nothing ticked there is no strip at
 * all: nothing is claimed by default.
 */
export function TrustStrip({ settings, language }: { settings: SettingsQueryResult; language: Language }) {
  const words = wordsFor(language).trust
  const proofs = tickedProofs(settings?.trustProofs)
  const spoken = caregiverLanguages(settings, language)
  if (proofs.length === 0 && !spoken) return null
  const license = settings?.licenseNumber?.trim()
  const lookup = webAddress(settings?.licenseLookupUrl)

  return (
    <section id="trust" className={styles.strip} aria-labelledby="trust-heading">
      <Container>
        <h2 id="trust-heading" className="visually-hidden">
          {words.heading}
        </h2>
        <ul className={styles.list}>
          {proofs.map((proof) => {
            const Icon = ICONS[proof]
            return (
              <li key={proof} className={styles.item} data-proof={proof}>
                <Icon className={styles.icon} size={28} />
                <span>
                  {words.proofs[proof]}
                  {proof === 'licensed' && license ? (
                    <span className={styles.detail}>
                      {lookup ? (
                        <a href={lookup} target="_blank" rel="noopener noreferrer" className={styles.link}>
                          {fill(words.license, { number: license })}
                          <span className="visually-hidden">{words.licenseCheck}</span>
                        </a>
                      ) : (
                        <>{fill(words.license, { number: license })}</>
                      )}
                    </span>
                  ) : null}
                </span>
              </li>
            )
          })}
          {spoken ? (
            <li className={styles.item} data-proof="languages">
              <SpeechIcon className={styles.icon} size={28} />
              <span>{fill(words.languages, { languages: spoken })}</span>
            </li>
          ) : null}
        </ul>
      </Container>
    </section>
  )
}
