import type { HomePageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { chatHref, mailtoHref, telHref } from '@/lib/contact-links'
import { emailJsSetting } from '@/lib/env/emailjs'
import { officeHoursFromContent } from '@/lib/time/office-hours'
import { ContactChooser } from './forms/ContactChooser'
import { ContactForm } from './forms/ContactForm'
import type { ConsultationFormProps } from './forms/form-props'
import { ConsultationSlot } from './forms/ConsultationSlot'
import { ConsultationZipAnswer } from './forms/ConsultationZipAnswer'
import { serviceAreaContent } from '@/features/service-area/content'
import { OtherWays, type ContactLink } from './forms/OtherWays'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import { PostalAddress, addressLines } from '@/components/ui/PostalAddress'
import styles from './ContactSection.module.css'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

export type ContactSectionProps = {
  page: HomePageQueryResult['page']
  settings: SettingsQueryResult
  /** The services offered as checkboxes in the consultation form. */
  services?: HomePageQueryResult['services']
  /** The served counties: the consultation form's ZIP code field says whether we serve it. */
  counties?: HomePageQueryResult['counties']
}

/** Where the consultation form's privacy note points (the About page's privacy notice). */
export const PRIVACY_HREF = '/about#privacy'

/**
 * What the consultation form is given: the services with a name, the owner's
 * sentences, the area answer. The browser renders the form (ConsultationSlot),
 * so these props are all the page carries of it.
 */
export function consultationFormProps(
  { page, settings, services = [], counties }: ContactSectionProps,
  phone: ContactLink | null,
  email: ContactLink | null,
): ConsultationFormProps {
  const area = serviceAreaContent(counties, settings)
  return {
    phone,
    email,
    emailJs: emailJsSetting(),
    officeHours: officeHoursFromContent(settings),
    services: services.map((service) => service.title?.trim()).filter((title): title is string => !!title),
    intro: settings?.freeConsultation?.trim() || null,
    nextSteps: page?.consultationNextSteps?.trim() || FALLBACK_TEXT.consultationNextSteps,
    privacyHref: PRIVACY_HREF,
    zipAnswer: area.counties.length > 0 ? <ConsultationZipAnswer content={area} /> : undefined,
  }
}

/**
 * The contact section (#contact): the message form and the free consultation
 * request as two tabs, with the direct ways to reach the agency beside them.
 */
export function ContactSection(props: ContactSectionProps) {
  const { page, settings } = props
  const phone = telHref(settings?.phone)
  const mail = mailtoHref(settings?.email)
  const phoneLink = phone && settings?.phone ? { text: settings.phone, href: phone } : null
  const mailLink = mail && settings?.email ? { text: settings.email, href: mail } : null
  const chat = chatHref(settings?.chatNumber, settings?.chatMessage)
  const hasAddress = addressLines(settings?.address).length > 0
  const hasDirect = Boolean(phoneLink || mailLink || chat || hasAddress)
  const emailJs = emailJsSetting()
  // The page is static: the forms work out "when we will call" in the browser, at the moment of sending.
  const officeHours = officeHoursFromContent(settings)

  return (
    <section id="contact" className={styles.section} aria-labelledby="contact-heading">
      <Container>
        <SectionHeading id="contact-heading" text={page?.contactHeading} fallback={FALLBACK_TEXT.contactHeading} />
        {page?.contactIntro?.trim() ? <p className={styles.intro}>{page.contactIntro}</p> : null}
        <div className={styles.columns}>
          <div className={styles.form}>
            <ContactChooser
              message={<ContactForm phone={phoneLink} email={mailLink} emailJs={emailJs} officeHours={officeHours} />}
              consultation={
                <>
                  {/* Shown only without JavaScript (ContactChooser's <noscript> style): this form cannot work then. */}
                  <p hidden data-noscript-note className={styles.noscript}>
                    This browser is not running JavaScript, which the consultation form needs.
                    {phoneLink || mailLink ? (
                      <>
                        {' '}
                        Please ask for your free consultation <OtherWays phone={phoneLink} email={mailLink} />.
                      </>
                    ) : null}
                  </p>
                  <ConsultationSlot {...consultationFormProps(props, phoneLink, mailLink)} />
                </>
              }
            />
          </div>
          {hasDirect || settings?.responseTime?.trim() ? (
            <div className={styles.direct} data-aos="fade-up">
              <h3 className={styles.directHeading}>Reach us directly</h3>
              {settings?.responseTime?.trim() ? <p className={styles.response}>{settings.responseTime}</p> : null}
              {hasDirect ? (
                <ul className={styles.list}>
                  {phoneLink ? (
                    <li>
                      <span className={styles.label}>Phone</span>
                      <a href={phoneLink.href} className={styles.link}>
                        {phoneLink.text}
                      </a>
                    </li>
                  ) : null}
                  {mailLink ? (
                    <li>
                      <span className={styles.label}>E-mail</span>
                      <a href={mailLink.href} className={styles.link}>
                        {mailLink.text}
                      </a>
                    </li>
                  ) : null}
                  {chat ? (
                    <li>
                      <span className={styles.label}>WhatsApp</span>
                      <a href={chat} className={styles.link} target="_blank" rel="noopener noreferrer">
                        Chat with us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ) : null}
                  {hasAddress ? (
                    <li>
                      <span className={styles.label}>Postal address</span>
                      <PostalAddress address={settings?.address} className={styles.address} />
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  )
}
