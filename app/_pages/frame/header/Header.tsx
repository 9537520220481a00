import { StaticImage } from '@/components/StaticImage'
import { SiteLink } from '@/components/SiteLink'
import { atWidth, imageSource } from '@/sanity/image'
import type { NavigationQueryResult, SettingsQueryResult } from '@/sanity.types'
import { PhoneIcon } from '@/components/icons'
import { telHref } from '@/lib/contact-links'
import styles from './Header.module.css'
import { HeaderShell } from './HeaderShell'
import { MobileMenu } from './MobileMenu'
import { LanguageLink } from './LanguageLink'
import { menuLinks, serviceLinks } from './navigation'
import { ServicesMenu } from './ServicesMenu'
import { liveLanguages, type Language } from '@/lib/i18n/languages'
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
  // The owner's switch: a language turned off has no pages, and no page links to it.
  const others = liveLanguages(settings?.publishedLanguages).filter((other) => other !== language)
  const languageLinks = (className: string | undefined) =>
    others.length > 0 ? others.map((other) => <LanguageLink key={other} to={other} className={className} />) : null

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
        {others.length > 0 ? <div className={styles.languages}>{languageLinks(styles.language)}</div> : null}
        {tel && settings?.phone ? (
          <a href={tel} className={styles.phone}>
            <PhoneIcon />
            <span className="visually-hidden">{words.header.callUsAt}</span>
            {settings.phone}
          </a>
        ) : null}
        <MobileMenu services={items} links={links} words={words.header} languageLinks={languageLinks(styles.link)} />
      </div>
    </HeaderShell>
  )
}
