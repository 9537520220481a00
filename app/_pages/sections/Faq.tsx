import { PortableText } from '@portabletext/react'
import type { AboutPageQueryResult, SettingsQueryResult } from '@/sanity.types'
import { Container } from '@/components/Container'
import { ABOUT_ANCHORS } from '@/lib/about-anchors'
import { mailtoHref, telHref } from '@/lib/contact-links'
import { langOf } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { FAQ_GROUP_ORDER, isFaqGroup, type FaqGroup } from '@/schemas/documents/faq-groups'
import { siteFacts, type SiteFacts } from '../site-facts'
import { richTextComponents } from './portable-text'
import { SectionHeading } from '../../../components/SectionHeading'
import styles from './Faq.module.css'

type FaqItem = AboutPageQueryResult['faqs'][number]

/** The group whose answers end with a link to what care costs (#costs). */
const PAYING_GROUP: FaqGroup = 'payment'

export type FaqProps = {
  page: AboutPageQueryResult['page']
  faqs: AboutPageQueryResult['faqs'] | null
  settings: SettingsQueryResult
  language: Language
  /** The facts the owner's answers show (../site-facts.ts); those this section can read, without. */
  facts?: SiteFacts
}

/** The questions worth showing: written, and answered with some words. */
export function answeredFaqs(faqs: readonly FaqItem[] | null | undefined): FaqItem[] {
  return (faqs ?? []).filter((faq) => faq.question?.trim() && faq.answerText?.trim() && faq.answer?.length)
}

/** The four groups in their order, then any question without a known group; empty groups left out. */
function byGroup(faqs: FaqItem[], language: Language) {
  const words = wordsFor(language)
  const groups = FAQ_GROUP_ORDER.map((key) => ({
    key: key as string,
    title: words.faq.groups[key] as string,
    items: faqs.filter((faq) => faq.group === key),
  }))
  groups.push({
    key: 'other',
    title: words.fallback.faqOtherGroup,
    items: faqs.filter((faq) => !isFaqGroup(faq.group)),
  })
  return groups.filter((group) => group.items.length > 0)
}

/**
 * Frequently asked questions (#faq), grouped. Each is a native <details>: it
 * opens by mouse, touch, Enter or Space without any script, and the answer is
 * in the page's HTML, so the browser's find-in-page finds it (Chromium opens
 * a closed <details> to show a match). The same documents feed the FAQPage
 * structured data (app/_pages/structured-data.ts).
 */
export function Faq({
  page,
  faqs,
  settings,
  language,
  facts = siteFacts({ settings, costs: null, language }),
}: FaqProps) {
  const words = wordsFor(language)
  const groups = byGroup(answeredFaqs(faqs), language)
  const phone = telHref(settings?.phone)
  const mail = mailtoHref(settings?.email, wordsFor(language).contact.enquirySubject)
  return (
    <section id={ABOUT_ANCHORS.faq} className={styles.section} aria-labelledby="faq-heading">
      <Container>
        <SectionHeading
          id="faq-heading"
          text={page?.faqHeading}
          fallback={words.fallback.faqHeading}
          {...langOf(page, 'faqHeading')}
        />
        {groups.map((group) => (
          <div key={group.key} className={styles.group}>
            <h3 id={`faq-${group.key}`} className={styles.groupHeading}>
              {group.title}
            </h3>
            {group.items.map((faq) => (
              <details key={faq._id} className={styles.item}>
                <summary className={styles.question} {...langOf(faq, 'question')}>
                  {faq.question}
                </summary>
                <div className={styles.answer} {...langOf(faq, 'answer')}>
                  <PortableText value={faq.answer!} components={richTextComponents(facts)} onMissingComponent={false} />
                </div>
              </details>
            ))}
            {group.key === PAYING_GROUP ? (
              <p className={styles.costs}>
                <a href={`#${ABOUT_ANCHORS.costs}`}>{words.costs.seeCosts}</a>
              </p>
            ) : null}
          </div>
        ))}
        {phone || mail ? (
          <p className={styles.more}>
            {groups.length > 0 ? words.faq.another : words.faq.first}
            {phone && settings?.phone ? (
              <>
                {words.faq.callUsAt}
                <a href={phone}>{settings.phone}</a>
              </>
            ) : null}
            {phone && mail ? words.faq.or : null}
            {mail && settings?.email ? (
              <>
                {phone ? words.faq.emailAfterPhone : words.faq.email} <a href={mail}>{settings.email}</a>
              </>
            ) : null}
            .
          </p>
        ) : null}
      </Container>
    </section>
  )
}
