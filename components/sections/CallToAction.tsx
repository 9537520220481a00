import type { HomePageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { chatHref, mailtoHref, telHref } from '@/lib/contact-links'
import button from '@/components/ui/Button.module.css'
import { Container } from '@/components/ui/Container'
import { ArtDirectedPhoto } from './ArtDirectedPhoto'
import { CardBrandLogo } from './CardBrandLogo'
import { CARD_BRAND_LABELS, isCardBrand } from '@/lib/payment'
import { paymentMethodsSentence } from './format'
import { SectionHeading } from '../ui/SectionHeading'
import styles from './CallToAction.module.css'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

export type CallToActionProps = {
  page: HomePageQueryResult['page']
  settings: SettingsQueryResult
}

/** A photo band with every way to reach the agency and the ways to pay. */
export function CallToAction({ page, settings }: CallToActionProps) {
  const phone = telHref(settings?.phone)
  const chat = chatHref(settings?.chatNumber, settings?.chatMessage)
  const mail = mailtoHref(settings?.email)
  const payment = settings?.paymentLink?.startsWith('https://') ? settings.paymentLink : null
  const accepts = paymentMethodsSentence(settings?.paymentMethods)
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
          fallback={FALLBACK_TEXT.ctaHeading}
          tone="onDark"
          align="center"
        />
        {page?.ctaText?.trim() ? (
          <p className={styles.text} data-aos="fade-up">
            {page.ctaText}
          </p>
        ) : null}
        {phone || chat || mail || payment ? (
          <ul className={styles.actions} data-aos="fade-up">
            {phone ? (
              <li>
                <a href={phone} className={action}>
                  Call Us
                  {settings?.phone ? <span className="visually-hidden">: {settings.phone}</span> : null}
                </a>
              </li>
            ) : null}
            {chat ? (
              <li>
                <a href={chat} className={action} target="_blank" rel="noopener noreferrer">
                  Message Us<span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
                </a>
              </li>
            ) : null}
            {mail ? (
              <li>
                <a href={mail} className={action}>
                  Email Us
                </a>
              </li>
            ) : null}
            {payment ? (
              <li>
                <a href={payment} className={action}>
                  Pay Online
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        {accepts || brands.length > 0 ? (
          <div className={styles.payment} data-aos="fade-up">
            {accepts ? <p className={styles.accepts}>{accepts}</p> : null}
            {brands.length > 0 ? (
              <ul className={styles.brands} aria-label="Cards we accept">
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
