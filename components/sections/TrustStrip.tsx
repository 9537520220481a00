import type { ComponentType } from 'react'
import type { SettingsQueryResult } from '@/sanity.types'
import { Container } from '@/components/ui/Container'
import { BadgeIcon, CapIcon, CheckedPersonIcon, SealIcon, ShieldIcon, UmbrellaIcon } from '@/components/ui/icons'
import { tickedProofs, TRUST_PROOFS, type TrustProof } from '@/lib/trust-proofs'
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
 * Under the hero (#trust): the proofs of trust the owner ticked in the Studio,
 * each a short line with an icon, in fixed words (lib/trust-proofs.ts). With
 * nothing ticked there is no strip at all: nothing is claimed by default.
 */
export function TrustStrip({ settings }: { settings: SettingsQueryResult }) {
  const proofs = tickedProofs(settings?.trustProofs)
  if (proofs.length === 0) return null
  const license = settings?.licenseNumber?.trim()
  const lookup = webAddress(settings?.licenseLookupUrl)

  return (
    <section id="trust" className={styles.strip} aria-labelledby="trust-heading">
      <Container>
        <h2 id="trust-heading" className="visually-hidden">
          Why families can trust us
        </h2>
        <ul className={styles.list}>
          {proofs.map((proof) => {
            const Icon = ICONS[proof]
            return (
              <li key={proof} className={styles.item} data-proof={proof}>
                <Icon className={styles.icon} size={28} />
                <span>
                  {TRUST_PROOFS[proof].site}
                  {proof === 'licensed' && license ? (
                    <span className={styles.detail}>
                      {lookup ? (
                        <a href={lookup} target="_blank" rel="noopener noreferrer" className={styles.link}>
                          License {license}
                          <span className="visually-hidden">: check it in the state’s search (opens in a new tab)</span>
                        </a>
                      ) : (
                        <>License {license}</>
                      )}
                    </span>
                  ) : null}
                </span>
              </li>
            )
          })}
        </ul>
      </Container>
    </section>
  )
}
