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
import { Container } from '@/components/Container'
import { SectionHeading } from '@/components/SectionHeading'
import { PostalAddress, addressLines } from '@/components/PostalAddress'
import styles from './ContactSection.module.css'
import { aboutHref } from '@/lib/about-anchors'
import { langOf, textLanguage } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { isSpokenLanguage } from '@/lib/i18n/spoken-languages'
import { wordsFor } from '@/lib/i18n/words'
import { BOOKING_PATHS } from './booking/booking-fields'

/** A few of an object's entries: what a browser component needs of a part of the words, and no more. */
function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>
}

export type ContactSectionProps = {
  page: HomePageQueryResult['page']
  settings: SettingsQueryResult
  /** The services offered as checkboxes in the consultation form. */
  services?: HomePageQueryResult['services']
  /** The served counties: the consultation form's ZIP code field says whether we serve it. */
  counties?: HomePageQueryResult['counties']
  language: Language
}

/**
 * What the consultation form is given: the services with a name, the owner's
 * sentences, the area answer. The browser renders the form (ConsultationSlot),
 * so these props are all the page carries of it.
 */
export function consultationFormProps(
  { page, settings, services = [], counties, language }: ContactSectionProps,
  phone: ContactLink | null,
  email: ContactLink | null,
): ConsultationFormProps {
  const area = serviceAreaContent(counties, settings, language)
  return {
    phone,
    email,
    emailJs: emailJsSetting(),
    officeHours: officeHoursFromContent(settings),
    // The box's value is the service's name on the page, which the request keeps as the family chose it.
    services: services.map((service) => service.title?.trim()).filter((title): title is string => !!title),
    intro: settings?.freeConsultation?.trim() || null,
    introLang: textLanguage(settings, 'freeConsultation'),
    nextSteps: page?.consultationNextSteps?.trim() || wordsFor(language).fallback.consultationNextSteps,
    nextStepsLang: page?.consultationNextSteps?.trim() ? textLanguage(page, 'consultationNextSteps') : undefined,
    privacyHref: aboutHref('privacy', language),
    zipAnswer: area.counties.length > 0 ? <ConsultationZipAnswer content={area} /> : undefined,
    // The owner's list of the caregivers' languages, offered to the family; none offered, none asked.
    languages: [...new Set((settings?.caregiverLanguages ?? []).filter(isSpokenLanguage))],
    language,
  }
}

/**
 * The contact section (#contact): the message form and the free consultation
 * request as two tabs, with the direct ways to reach the agency beside them.
 */
export function ContactSection(props: ContactSectionProps) {
  const { page, settings, language } = props
  const words = wordsFor(language)
  const phone = telHref(settings?.phone)
  const mail = mailtoHref(settings?.email, wordsFor(language).contact.enquirySubject)
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
        <SectionHeading
          id="contact-heading"
          text={page?.contactHeading}
          fallback={words.fallback.contactHeading}
          {...langOf(page, 'contactHeading')}
        />
        {page?.contactIntro?.trim() ? (
          <p className={styles.intro} {...langOf(page, 'contactIntro')}>
            {page.contactIntro}
          </p>
        ) : null}
        <div className={styles.columns}>
          <div className={styles.form}>
            <ContactChooser
              words={{
                label: words.contact.tabsLabel,
                message: words.contact.messageTab,
                consultation: words.contact.consultationTab,
              }}
              message={
                <ContactForm
                  phone={phoneLink}
                  email={mailLink}
                  emailJs={emailJs}
                  officeHours={officeHours}
                  language={language}
                  words={{ form: words.messageForm, honeypot: words.forms.honeypot }}
                  privacyHref={aboutHref('privacy', language)}
                />
              }
              consultation={
                <>
                  {/* Shown only without JavaScript (ContactChooser's <noscript> style): this form cannot work then. */}
                  <p hidden data-noscript-note className={styles.noscript}>
                    {words.contact.noScript}
                    {phoneLink || mailLink ? (
                      <>
                        {words.contact.noScriptAsk}
                        <OtherWays phone={phoneLink} email={mailLink} words={words.forms} />.
                      </>
                    ) : null}{' '}
                    <a href={`${BOOKING_PATHS.choose}?language=${language}`}>{words.booking.noScriptLink}</a>.
                  </p>
                  <ConsultationSlot
                    {...consultationFormProps(props, phoneLink, mailLink)}
                    loadingWords={{
                      ...pick(words.forms, ['loading', 'loadFailed', 'loadFailedHint', 'tryAgain', 'tryingAgain']),
                      ...pick(words.forms, ['alsoReachUs', 'byPhone', 'byEmail', 'or']),
                      name: words.consultationForm.form,
                    }}
                  />
                </>
              }
            />
          </div>
          {hasDirect || settings?.responseTime?.trim() ? (
            <div className={styles.direct} data-aos="fade-up">
              <h3 className={styles.directHeading}>{words.contact.reachUs}</h3>
              {settings?.responseTime?.trim() ? (
                <p className={styles.response} {...langOf(settings, 'responseTime')}>
                  {settings.responseTime}
                </p>
              ) : null}
              {hasDirect ? (
                <ul className={styles.list}>
                  {phoneLink ? (
                    <li>
                      <span className={styles.label}>{words.contact.phone}</span>
                      <a href={phoneLink.href} className={styles.link}>
                        {phoneLink.text}
                      </a>
                      {settings?.answerHours?.trim() ? (
                        <span className={styles.hours} {...langOf(settings, 'answerHours')}>
                          {settings.answerHours}
                        </span>
                      ) : null}
                    </li>
                  ) : null}
                  {mailLink ? (
                    <li>
                      <span className={styles.label}>{words.contact.email}</span>
                      <a href={mailLink.href} className={styles.link}>
                        {mailLink.text}
                      </a>
                    </li>
                  ) : null}
                  {chat ? (
                    <li>
                      <span className={styles.label}>{words.contact.whatsapp}</span>
                      <a href={chat} className={styles.link} target="_blank" rel="noopener noreferrer">
                        {words.contact.chatWithUs}
                        <span className="visually-hidden">{words.site.newTab}</span>
                      </a>
                    </li>
                  ) : null}
                  {hasAddress ? (
                    <li>
                      <span className={styles.label}>{words.contact.address}</span>
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
