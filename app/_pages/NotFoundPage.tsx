import type { Metadata } from 'next'
import { SiteLink } from '@/components/SiteLink'
import button from '@/components/Button.module.css'
import { telHref } from '@/lib/contact-links'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'
import { wordsFor } from '@/lib/i18n/words'
import { sanityFetch } from '@/sanity/fetch'
import { settingsQuery } from '@/sanity/page-queries'
import styles from './status-page.module.css'

export const notFoundMetadata = (language: Language): Metadata => ({
  title: wordsFor(language).pages.notFoundTitle,
  robots: { index: false },
})

/** The friendly 404 inside the site's layout, with the header, the phone number and the way home. */
export async function NotFoundPage({ language }: { language: Language }) {
  const settings = await sanityFetch({ query: settingsQuery, params: { language } })
  const tel = telHref(settings?.phone)
  const { pages } = wordsFor(language)
  return (
    <div className={styles.page}>
      <h1>{pages.notFoundHeading}</h1>
      <p>{pages.notFoundText}</p>
      <div className={styles.actions}>
        <SiteLink href={localePath(language, '/')} className={button.button}>
          {pages.home}
        </SiteLink>
        {tel && settings?.phone ? (
          <a href={tel} className={`${button.button} ${button.secondary}`}>
            {fill(pages.callUsAt, { phone: settings.phone })}
          </a>
        ) : null}
      </div>
    </div>
  )
}
