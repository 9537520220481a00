import { langAttribute } from '@/lib/i18n/fallbacks'
import { StaticImage } from '@/components/StaticImage'
import { SiteLink } from '@/components/SiteLink'
import { PostalAddress } from '@/components/PostalAddress'
import { aboutHref } from '@/lib/about-anchors'
import { mailtoHref, telHref } from '@/lib/contact-links'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'
import { wordsFor } from '@/lib/i18n/words'
import { atWidth, imageSource } from '@/sanity/image'
import type { NavigationQueryResult, SettingsQueryResult } from '@/sanity.types'
import { serviceLinks } from './header/navigation'
import styles from './Footer.module.css'

/** The logo's width (Footer.module.css): 220 px. */
const LOGO_WIDTH = 220

/** The About page's answers and policies, reachable from every page. */
const HELP_LINKS = ['costs', 'faq', 'careers', 'privacy', 'accessibility'] as const

export function Footer({
  settings,
  services,
  language,
}: {
  settings: SettingsQueryResult
  services: NavigationQueryResult
  language: Language
}) {
  const { footer: words, fallback } = wordsFor(language)
  const name = settings?.agencyName?.trim() || fallback.agencyName
  const logo = imageSource(settings?.logoPrimary ?? null)
  const tel = telHref(settings?.phone)
  const mail = mailtoHref(settings?.email, wordsFor(language).contact.enquirySubject)

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          {logo ? <StaticImage {...atWidth(logo, LOGO_WIDTH)} alt={name} className={styles.logo} /> : <p>{name}</p>}
          {settings?.licenseNumber ? <p>{fill(words.license, { number: settings.licenseNumber })}</p> : null}
          <PostalAddress address={settings?.address} className={styles.address} />
          <ul className={styles.contact}>
            {tel ? (
              <li>
                <a href={tel}>
                  <span className="visually-hidden">{words.phone}</span>
                  {settings?.phone}
                </a>
              </li>
            ) : null}
            {mail ? (
              <li>
                <a href={mail}>
                  <span className="visually-hidden">{words.email}</span>
                  {settings?.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        <nav aria-labelledby="quick-links" className={styles.links}>
          <h2 id="quick-links" className={styles.heading}>
            {words.quickLinks}
          </h2>
          <ul>
            <li>
              <SiteLink href={localePath(language, '/about')}>{words.aboutUs}</SiteLink>
            </li>
            {serviceLinks(services, language).map((item) => (
              <li key={item.key}>
                <SiteLink href={item.href} {...langAttribute(item.lang)}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <SiteLink href={localePath(language, '/#contact')}>{words.contactUs}</SiteLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="help-links" className={styles.links}>
          <h2 id="help-links" className={styles.heading}>
            {words.help}
          </h2>
          <ul>
            {HELP_LINKS.map((anchor) => (
              <li key={anchor}>
                <SiteLink href={aboutHref(anchor, language)}>{words[anchor]}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{fill(words.rights, { year: new Date().getFullYear(), name })}</p>
    </footer>
  )
}
