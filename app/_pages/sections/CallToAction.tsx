import type { HomePageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { chatHref, mailtoHref, telHref } from '@/lib/contact-links'
import button from '@/components/Button.module.css'
import { Container } from '@/components/Container'
import { ArtDirectedPhoto } from './ArtDirectedPhoto'
import { CardBrandLogo } from './CardBrandLogo'
import { CARD_BRAND_LABELS, isCardBrand } from '@/schemas/singletons/payment'
import { weAcceptSentence } from '@/lib/i18n/payment-words'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './CallToAction.module.css'
import { langOf } from '@/lib/i18n/fallbacks'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'

export type CallToActionProps = {
  page: HomePageQueryResult['page']
  settings: SettingsQueryResult
  language: Language
}

/** A photo band with every way to reach the agency and the ways to pay. */
export function CallToAction({ page, settings, language }: CallToActionProps) {
  const words = wordsFor(language)
  const phone = telHref(settings?.phone)
  const chat = chatHref(settings?.chatNumber, settings?.chatMessage)
  const mail = mailtoHref(settings?.email, wordsFor(language).contact.enquirySubject)
  const payment = settings?.paymentLink?.startsWith('https://') ? settings.paymentLink : null
  const accepts = weAcceptSentence(settings?.paymentMethods, language)
  const brands = Array.from(new Set((settings?.cardBrands ?? []).filter(isCardBrand)))
  const action = `${button.button} ${button.onDark}`

  return (
    <section className={styles.section} aria-labelledby="cta-heading">
      <ArtDirectedPhoto desktop={page?.ctaImageDesktop ?? null} mobile={page?.ctaImageMobile ?? null} />
      <div className={styles.overlay} aria-hidden="true" />
      <Container className={styles.inner}>
        <SectionHeading
          id="cta-heading"
          text={page?.ctaHeading}
          fallback={words.fallback.ctaHeading}
          {...langOf(page, 'ctaHeading')}
          tone="onDark"
          align="center"
        />
        {page?.ctaText?.trim() ? (
          <p className={styles.text} data-aos="fade-up" {...langOf(page, 'ctaText')}>
            {page.ctaText}
          </p>
        ) : null}
        {phone || chat || mail || payment ? (
          <ul className={styles.actions} data-aos="fade-up">
            {phone ? (
              <li>
                <a href={phone} className={action}>
                  {words.sections.callUs}
                  {settings?.phone ? (
                    <span className="visually-hidden">
                      {fill(words.sections.callSuffix, { phone: settings.phone })}
                    </span>
                  ) : null}
                </a>
              </li>
            ) : null}
            {chat ? (
              <li>
                <a href={chat} className={action} target="_blank" rel="noopener noreferrer">
                  {words.sections.messageUs}
                  <span className="visually-hidden">{words.sections.messageHint}</span>
                </a>
              </li>
            ) : null}
            {mail ? (
              <li>
                <a href={mail} className={action}>
                  {words.sections.emailUs}
                </a>
              </li>
            ) : null}
            {payment ? (
              <li>
                <a href={payment} className={action}>
                  {words.sections.payOnline}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        {accepts || brands.length > 0 ? (
          <div className={styles.payment} data-aos="fade-up">
            {accepts ? <p className={styles.accepts}>{accepts}</p> : null}
            {brands.length > 0 ? (
              <ul className={styles.brands} aria-label={words.sections.cardsWeAccept}>
                {brands.map((brand) => (
                  <li key={brand} title={CARD_BRAND_LABELS[brand]}>
                    <CardBrandLogo brand={brand} className={styles.logo} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </Container>
    </section>
  )
}
