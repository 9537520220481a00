import { StaticImage } from '@/components/ui/StaticImage'
import { SiteLink } from '@/components/ui/SiteLink'
import { atWidth, imageSource } from '@/sanity/lib/image'
import type { NavigationQueryResult, SettingsQueryResult } from '@/sanity.types'
import { PhoneIcon } from '@/components/ui/icons'
import { telHref } from '@/lib/contact-links'
import styles from './Header.module.css'
import { HeaderShell } from './HeaderShell'
import { MobileMenu } from './MobileMenu'
import { LanguageLink } from './LanguageLink'
import { menuLinks, serviceLinks } from './navigation'
import { ServicesMenu } from './ServicesMenu'
import type { Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'
import { wordsFor } from '@/lib/i18n/words'

/** The logo's widest (Header.module.css): 200 px. */
const LOGO_WIDTH = 200

/**
 * The fixed header: logo, menu bar (wide screens) or Menu button (narrow
 * ones), and the phone number, always one tap away.
 */
export function Header({
  settings,
  services,
  language,
}: {
  settings: SettingsQueryResult
  services: NavigationQueryResult
  language: Language
}) {
  const words = wordsFor(language)
  const name = settings?.agencyName?.trim() || words.fallback.homeLink
  const logoTop = imageSource(settings?.logoPrimary ?? null)
  const logoScrolled = imageSource(settings?.logoScrolled ?? null)
  const items = serviceLinks(services, language)
  const links = menuLinks(language, words.header)
  const tel = telHref(settings?.phone)
  // The owner's switch: off, no page links to the Spanish pages, which are gone.
  const translated = settings?.spanishPages !== false

  return (
    <HeaderShell>
      <div className={styles.inner}>
        <SiteLink href={localePath(language, '/')} className={styles.brand}>
          {logoTop && logoScrolled ? (
            <>
              <StaticImage {...atWidth(logoTop, LOGO_WIDTH)} alt={name} className={styles.logoTop} loading="eager" />
              <StaticImage {...atWidth(logoScrolled, LOGO_WIDTH)} alt={name} className={styles.logoScrolled} />
            </>
          ) : (
            <span className={styles.wordmark}>{name}</span>
          )}
        </SiteLink>
        <nav aria-label={words.header.mainMenu} className={styles.bar}>
          <ul className={styles.barList}>
            <li>
              <SiteLink href={links.home.href} className={styles.link}>
                {links.home.label}
              </SiteLink>
            </li>
            <ServicesMenu items={items} variant="bar" label={words.header.services} />
            {[links.about, links.stories, links.contact].map((item) => (
              <li key={item.href}>
                <SiteLink href={item.href} className={styles.link}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        {translated ? <LanguageLink language={language} className={styles.language} /> : null}
        {tel && settings?.phone ? (
          <a href={tel} className={styles.phone}>
            <PhoneIcon />
            <span className="visually-hidden">{words.header.callUsAt}</span>
            {settings.phone}
          </a>
        ) : null}
        <MobileMenu
          services={items}
          links={links}
          words={words.header}
          languageLink={translated ? <LanguageLink language={language} className={styles.link} /> : null}
        />
      </div>
    </HeaderShell>
  )
}
