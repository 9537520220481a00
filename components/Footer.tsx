import { StaticImage } from '@/components/ui/StaticImage'
import { SiteLink } from '@/components/ui/SiteLink'
import { PostalAddress } from '@/components/ui/PostalAddress'
import { aboutHref } from '@/lib/about-anchors'
import { mailtoHref, telHref } from '@/lib/contact-links'
import { FALLBACK_TEXT } from '@/lib/fallback-text'
import { atWidth, imageSource } from '@/sanity/lib/image'
import type { NavigationQueryResult, SettingsQueryResult } from '@/sanity.types'
import { serviceLinks } from './header/navigation'
import styles from './Footer.module.css'

/** The logo's width (Footer.module.css): 220 px. */
const LOGO_WIDTH = 220

/** The About page's answers and policies, reachable from every page. */
const HELP_LINKS = [
  { label: 'Frequently asked questions', href: aboutHref('faq') },
  { label: 'Careers', href: aboutHref('careers') },
  { label: 'Privacy notice', href: aboutHref('privacy') },
  { label: 'Accessibility statement', href: aboutHref('accessibility') },
] as const

export function Footer({ settings, services }: { settings: SettingsQueryResult; services: NavigationQueryResult }) {
  const name = settings?.agencyName?.trim() || FALLBACK_TEXT.agencyName
  const logo = imageSource(settings?.logoPrimary ?? null)
  const tel = telHref(settings?.phone)
  const mail = mailtoHref(settings?.email)

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          {logo ? <StaticImage {...atWidth(logo, LOGO_WIDTH)} alt={name} className={styles.logo} /> : <p>{name}</p>}
          {settings?.licenseNumber ? <p>License: {settings.licenseNumber}</p> : null}
          <PostalAddress address={settings?.address} className={styles.address} />
          <ul className={styles.contact}>
            {tel ? (
              <li>
                <a href={tel}>
                  <span className="visually-hidden">Phone: </span>
                  {settings?.phone}
                </a>
              </li>
            ) : null}
            {mail ? (
              <li>
                <a href={mail}>
                  <span className="visually-hidden">E-mail: </span>
                  {settings?.email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        <nav aria-labelledby="quick-links" className={styles.links}>
          <h2 id="quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul>
            <li>
              <SiteLink href="/about">About Us</SiteLink>
            </li>
            {serviceLinks(services).map((item) => (
              <li key={item.key}>
                <SiteLink href={item.href}>{item.label}</SiteLink>
              </li>
            ))}
            <li>
              <SiteLink href="/#contact">Contact Us</SiteLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="help-links" className={styles.links}>
          <h2 id="help-links" className={styles.heading}>
            Help and policies
          </h2>
          <ul>
            {HELP_LINKS.map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href}>{item.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {name}. All rights reserved.
      </p>
    </footer>
  )
}
