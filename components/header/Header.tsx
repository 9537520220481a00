import { StaticImage } from '@/components/ui/StaticImage'
import { SiteLink } from '@/components/ui/SiteLink'
import { atWidth, imageSource } from '@/sanity/lib/image'
import type { NavigationQueryResult, SettingsQueryResult } from '@/sanity.types'
import { PhoneIcon } from '@/components/ui/icons'
import { telHref } from '@/lib/contact-links'
import styles from './Header.module.css'
import { HeaderShell } from './HeaderShell'
import { MobileMenu } from './MobileMenu'
import { MENU_LINKS, serviceLinks } from './navigation'
import { ServicesMenu } from './ServicesMenu'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

/** The logo's widest (Header.module.css): 200 px. */
const LOGO_WIDTH = 200

/**
 * The fixed header: logo, menu bar (wide screens) or Menu button (narrow
 * ones), and the phone number, always one tap away.
 */
export function Header({ settings, services }: { settings: SettingsQueryResult; services: NavigationQueryResult }) {
  const name = settings?.agencyName?.trim() || FALLBACK_TEXT.homeLink
  const logoTop = imageSource(settings?.logoPrimary ?? null)
  const logoScrolled = imageSource(settings?.logoScrolled ?? null)
  const items = serviceLinks(services)
  const tel = telHref(settings?.phone)

  return (
    <HeaderShell>
      <div className={styles.inner}>
        <SiteLink href="/" className={styles.brand}>
          {logoTop && logoScrolled ? (
            <>
              <StaticImage {...atWidth(logoTop, LOGO_WIDTH)} alt={name} className={styles.logoTop} loading="eager" />
              <StaticImage {...atWidth(logoScrolled, LOGO_WIDTH)} alt={name} className={styles.logoScrolled} />
            </>
          ) : (
            <span className={styles.wordmark}>{name}</span>
          )}
        </SiteLink>
        <nav aria-label="Main" className={styles.bar}>
          <ul className={styles.barList}>
            <li>
              <SiteLink href={MENU_LINKS.home.href} className={styles.link}>
                {MENU_LINKS.home.label}
              </SiteLink>
            </li>
            <ServicesMenu items={items} variant="bar" />
            {[MENU_LINKS.about, MENU_LINKS.stories, MENU_LINKS.contact].map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} className={styles.link}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {tel && settings?.phone ? (
          <a href={tel} className={styles.phone}>
            <PhoneIcon />
            <span className="visually-hidden">Call us at </span>
            {settings.phone}
          </a>
        ) : null}
        <MobileMenu services={items} />
      </div>
    </HeaderShell>
  )
}
