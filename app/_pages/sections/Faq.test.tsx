import { answeredFaqs, Faq } from '@/app/_pages/sections/Faq'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { richTextPlain, siteFacts } from '../site-facts'
import {
  aboutPage,
  expectNoMissingValues,
  faqItem,
  paragraphs,
  render,
  settings,
  starterContent,
  text,
} from '../../../testing/unit/render'

const PHONE = settings({ phone: '(770) 555-0142', email: 'care@example.com' })

describe('Faq', () => {
  it('empty: the #faq heading (the footer links here) and a way to ask, no groups', () => {
    const html = render(<Faq language="en" page={null} faqs={null} settings={PHONE} />)
    expect(html).toContain('<section id="faq"')
    expect(text(html)).toBe(
      `${FALLBACK_TEXT.faqHeading} Have a question? Call us at (770) 555-0142 or e-mail care@example.com.`,
    )
    expect(html).not.toContain('<details')
    expect(render(<Faq language="en" page={null} faqs={[]} settings={null} />)).not.toMatch(/<p|tel:|mailto:/)
  })

  it('half-filled: a question without an answer, or with only blank text, is left out; an unknown group goes last', () => {
    const faqs = [
      faqItem({ _id: 'a', question: 'Do you work weekends?', group: 'care', answer: null }),
      faqItem({ _id: 'b', question: 'Is it free?', group: 'payment', answer: paragraphs('  ') }),
      faqItem({ _id: 'c', question: ' ', group: 'care', answer: paragraphs('An answer without a question.') }),
      faqItem({ _id: 'd', question: 'Do you have pets?', group: null, answer: paragraphs('We love them.') }),
      faqItem({ _id: 'e', question: 'Who visits?', group: 'caregivers', answer: paragraphs('The same caregiver.') }),
    ]
    expect(answeredFaqs(faqs).map((faq) => faq._id)).toEqual(['d', 'e'])
    const html = render(
      <Faq language="en" page={aboutPage({ faqHeading: 'Questions' })} faqs={faqs} settings={settings()} />,
    )
    expect(text(html)).toBe(
      `Questions Our caregivers Who visits? The same caregiver. ${FALLBACK_TEXT.faqOtherGroup} Do you have pets? We love them.`,
    )
    expect(html).not.toMatch(/weekends|Is it free|without a question|The care we give|Paying/)
    expectNoMissingValues(html)
  })

  it('native disclosure widgets, closed, with the answer in the HTML for find-in-page and no script', () => {
    const html = render(
      <Faq
        language="en"
        page={null}
        faqs={[
          faqItem({ _id: 'a', question: 'How soon?', group: 'gettingStarted', answer: paragraphs('Often tomorrow.') }),
        ]}
        settings={PHONE}
      />,
    )
    expect(html).toContain(
      '<details class="item"><summary class="question">How soon?</summary><div class="answer"><p class="paragraph">Often tomorrow.</p></div></details>',
    )
    expect(html).not.toMatch(/<details[^>]* open|hidden|<script|onclick/i)
    expect(text(html)).toContain('Another question? Call us')
  })

  it('starter content: the four groups in order, each question once, every answer in the page', async () => {
    const { about, settings: site, costs } = await starterContent()
    const facts = siteFacts({ settings: site, costs, language: 'en' })
    const html = render(<Faq language="en" page={about.page} faqs={about.faqs} settings={site} facts={facts} />)
    expect(Array.from(html.matchAll(/<h3 id="faq-(\w+)"[^>]*>([^<]+)</g), (m) => `${m[1]}: ${m[2]}`)).toEqual([
      'care: The care we give',
      'payment: Paying for care',
      'caregivers: Our caregivers',
      'gettingStarted: Getting started',
    ])
    expect(html.match(/<details /g)).toHaveLength(about.faqs.length)
    for (const faq of about.faqs) {
      expect(text(html)).toContain(faq.question)
      for (const paragraph of richTextPlain(faq.answer, facts).split('\n\n')) expect(text(html)).toContain(paragraph)
    }
    // The facts the answers show, read from where the owner keeps them: the rates' shortest visit, the team's visitor.
    expect(text(html)).toContain('Yes: each visit is at least 4 hours, so that')
    expect(text(html)).toContain('Tanya Brooks (Client care manager) comes to the home')
    // Where a family applies for the waiver, as a number the phone can dial.
    expect(html).toContain('<a href="tel:+18665524464" class="link">1-866-552-4464</a>')
    expectNoMissingValues(html)
  })
})
