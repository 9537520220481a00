import type { HomePageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { telHref } from '@/lib/contact-links'
import button from '@/components/Button.module.css'
import { Container } from '@/components/Container'
import { countiesSentence } from './format'
import { CheckMark } from '@/components/CheckMark'
import { PhoneIcon } from '@/components/icons'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './WhyChooseUs.module.css'
import { langOf } from '@/lib/i18n/fallbacks'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'

export type WhyChooseUsProps = {
  page: HomePageQueryResult['page']
  counties: HomePageQueryResult['counties'] | null
  settings: SettingsQueryResult
  language: Language
}

/** The reasons to choose the agency, the counties it serves and a call button. */
export function WhyChooseUs({ page, counties, settings, language }: WhyChooseUsProps) {
  const words = wordsFor(language)
  const benefits = (page?.benefits ?? []).filter((benefit) => benefit?.trim())
  const serving = countiesSentence(counties, language)
  const phone = telHref(settings?.phone)

  return (
    <section className={styles.section} aria-labelledby="why-choose-us-heading">
      <Container>
        <SectionHeading
          id="why-choose-us-heading"
          text={page?.whyChooseUsHeading}
          fallback={words.fallback.whyChooseUsHeading}
          {...langOf(page, 'whyChooseUsHeading')}
        />
        {benefits.length > 0 ? (
          <ul className={styles.list} {...langOf(page, 'benefits')}>
            {benefits.map((benefit, index) => (
              <li key={index} className={styles.item} data-aos="fade-up">
                <span className={styles.iconWrap}>
                  <CheckMark className={styles.icon} />
                </span>
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {serving || phone ? (
          <div className={styles.footer}>
            {serving ? <p className={styles.counties}>{serving}</p> : null}
            {phone ? (
              <a href={phone} className={button.button}>
                <PhoneIcon />
                {words.sections.callNow}
                {settings?.phone ? (
                  <span className="visually-hidden">{fill(words.sections.callSuffix, { phone: settings.phone })}</span>
                ) : null}
              </a>
            ) : null}
          </div>
        ) : null}
      </Container>
    </section>
  )
}
