import type { ReactNode } from 'react'
import type { CareCostsQueryResult, SettingsQueryResult } from '@/sanity.types'
import button from '@/components/Button.module.css'
import { Container } from '@/components/Container'
import { SectionHeading } from '@/components/SectionHeading'
import { ABOUT_ANCHORS } from '@/lib/about-anchors'
import { inChoiceOrder } from '@/features/costs/model/care-choices'
import type { FaqGroup } from '@/schemas/documents/faq-groups'
import { telHref } from '@/lib/contact-links'
import { langAttribute, langOf } from '@/lib/i18n/fallbacks'
import { fill } from '@/lib/i18n/fill'
import { localeOf, type Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'
import { consultationHref } from './consultation-hours'
import {
  AROUND_THE_CLOCK,
  DEFAULT_PLAN,
  estimate,
  isRate,
  money,
  shortestVisitCost,
  type Rates,
} from './estimate/estimate'
import { counted } from '@/lib/i18n/counted'
import { estimateTexts, type EstimateWords } from './estimate/estimate-texts'
import { paymentWords } from '@/lib/i18n/payment-words'
import { EstimateWatch } from './estimate/EstimateWatch'
import styles from './CostsSection.module.css'

type Costs = CareCostsQueryResult

const RATE_ROWS = ['weekday', 'weekend', 'holiday', 'overnight', 'liveIn'] as const
const FORM_ID = 'cost-estimate'
/** The FAQ's group on paying for care (its heading's id is `faq-<group>`, app/_pages/sections/Faq.tsx). */
const PAYING_GROUP: FaqGroup = 'payment'

/** "October 1, 2026" from a date field; null when it is not one. */
function dayWords(value: string | null | undefined, language: Language): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = new Date(`${value}T12:00:00Z`)
  return date.toLocaleDateString(localeOf(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/**
 * What care costs (#costs, issue 52): the agency's rates as a table, an
 * estimate a family makes for its own hours (server-rendered for 20 hours a
 * week, recalculated as they type once the section is near), the other
 * choices for the same month with their sources, and a consultation that
 * carries the hours. Without a weekday rate it says to call, and shows no
 * figure of its own.
 */
export function CostsSection({
  costs,
  settings,
  language,
}: {
  costs: Costs
  settings: SettingsQueryResult
  language: Language
}) {
  const { costs: words, plan } = wordsFor(language)
  const rates: Rates = costs?.rates ?? {}
  const rows = RATE_ROWS.filter((row) => isRate(rates[row]))
  const estimateWords: EstimateWords = {
    units: plan.units,
    plan: plan.plan,
    aroundTheClock: plan.aroundTheClock,
    estimateIs: words.estimateIs,
    breakdownVisits: words.breakdownVisits,
    breakdownDayRate: words.breakdownDayRate,
    breakdownDaysByHour: words.breakdownDaysByHour,
    groups: words.groups,
    minimumApplied: words.minimumApplied,
    problems: words.problems,
    yourEstimate: words.yourEstimate,
    consult: words.consult,
    consultNoHours: words.consultNoHours,
  }
  const texts = estimateTexts(rates, DEFAULT_PLAN, estimateWords, language)
  const shortest = shortestVisitCost(rates)
  const allDay = estimate(rates, AROUND_THE_CLOCK)
  const paying = paymentWords(settings?.paymentMethods, settings?.notAccepted, language)
  const payWays = paying.accepted
    ? fill(paying.notAccepted ? words.payWays : words.payWaysAcceptedOnly, {
        accepted: paying.accepted,
        notAccepted: paying.notAccepted ?? '',
      })
    : null
  const changed = dayWords(costs?.ratesChangedOn, language)
  const choices = inChoiceOrder(costs?.otherChoices)
  const phone = telHref(settings?.phone)
  return (
    <section id={ABOUT_ANCHORS.costs} className={styles.section} aria-labelledby="costs-heading">
      <Container>
        <SectionHeading
          id="costs-heading"
          text={costs?.heading}
          fallback={words.heading}
          {...langOf(costs, 'heading')}
        />
        {costs?.intro ? (
          <p className={styles.intro} {...langOf(costs, 'intro')}>
            {costs.intro}
          </p>
        ) : null}
        {texts && rows.length > 0 ? (
          <div className={styles.columns}>
            <div>
              <ScrollingTable>
                <caption>{words.ratesCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{words.kind}</th>
                    <th scope="col">{words.price}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row} data-rate={row}>
                      <th scope="row">{words.rows[row]}</th>
                      <td>{money(rates[row]!, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollingTable>
              {isRate(rates.minimumVisitHours) ? (
                <p data-fact="shortest-visit">
                  {fill(words.shortestVisit, { hours: counted(plan.units.hours, rates.minimumVisitHours, language) })}
                  {shortest
                    ? ` ${fill(words.shortestVisitCost, {
                        hours: counted(plan.units.hours, shortest.hours, language),
                        amount: money(shortest.amount, language),
                      })}`
                    : null}
                </p>
              ) : null}
              {changed ? <p className={styles.changed}>{fill(words.ratesChanged, { date: changed })}</p> : null}
              <TextList heading={words.included} items={costs?.included} {...langOf(costs, 'included')} />
              <TextList heading={words.extras} items={costs?.extras} {...langOf(costs, 'extras')} />
            </div>
            <form id={FORM_ID} className={styles.estimate} aria-labelledby="estimate-heading">
              <h3 id="estimate-heading">{words.estimateHeading}</h3>
              {/* Shown by the script that recalculates (./estimate/EstimateWatch.tsx): without it, boxes would do nothing. */}
              <fieldset hidden className={styles.boxes}>
                <legend className="visually-hidden">{words.estimateHeading}</legend>
                <p id="estimate-hint" className={styles.hint}>
                  {words.estimateHint}
                </p>
                <NumberBox
                  name="hoursPerDay"
                  label={words.hoursPerDay}
                  hint={words.hoursPerDayHint}
                  value={DEFAULT_PLAN.hoursPerDay}
                  max={24}
                  step={0.5}
                />
                <NumberBox name="daysPerWeek" label={words.daysPerWeek} value={DEFAULT_PLAN.daysPerWeek} max={7} />
                <NumberBox name="weekendDays" label={words.weekendDays} value={DEFAULT_PLAN.weekendDays} max={2} />
                <NumberBox
                  name="overnightHours"
                  label={words.overnightHours}
                  value={DEFAULT_PLAN.overnightHours}
                  max={24}
                  step={0.5}
                />
              </fieldset>
              <output htmlFor={BOX_IDS} data-estimate="output" className={styles.output}>
                {texts.sentence}
              </output>
              <p data-estimate="breakdown" className={styles.breakdown} hidden={!texts.breakdown}>
                {texts.breakdown}
              </p>
              <p data-estimate="minimum" hidden={!texts.minimum}>
                {texts.minimum}
              </p>
              <p className={styles.notAQuote}>{words.notAQuote}</p>
              {allDay ? (
                <p data-fact="around-the-clock">
                  {fill(words.aroundTheClockMonth, { monthly: money(allDay.monthly, language, { whole: true }) })}
                </p>
              ) : null}
              <EstimateWatch formId={FORM_ID} rates={rates} words={estimateWords} language={language} />
            </form>
          </div>
        ) : (
          <p className={styles.call}>
            {phone && settings?.phone ? <a href={phone}>{words.callForRates}</a> : words.callForRates}
          </p>
        )}
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
            The roles written out keep this a table for screen readers where narrow screens draw it as blocks:
            some browsers (Safari) drop a table's roles once its display changes. */}
        {choices.length > 0 ? (
          <ScrollingTable stacked>
            <caption>{texts ? words.compareCaption : words.compareHeading}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {words.choice}
                </th>
                <th scope="col" role="columnheader">
                  {words.month}
                </th>
                <th scope="col" role="columnheader">
                  {words.source}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {texts ? (
                <tr className={styles.ours} role="row">
                  <th scope="row" role="rowheader" data-estimate="month-label">
                    {texts.monthLabel}
                  </th>
                  <td role="cell">
                    <CellLabel>{words.month}</CellLabel>
                    <span data-estimate="month">{texts.month}</span>
                  </td>
                  <td role="cell" />
                </tr>
              ) : null}
              {choices.map((item) => (
                <tr key={item._key} data-choice={item.choice} role="row">
                  <th scope="row" role="rowheader">
                    {words.choices[item.choice as keyof typeof words.choices]}
                  </th>
                  <td role="cell">
                    <CellLabel>{words.month}</CellLabel>
                    {typeof item.monthly === 'number' ? money(item.monthly, language, { whole: true }) : null}
                  </td>
                  <td role="cell">
                    <CellLabel>{words.source}</CellLabel>
                    {item.url ? <a href={item.url}>{item.source}</a> : item.source}
                    {item.area === 'georgia' || item.area === 'national'
                      ? `, ${fill(words.area[item.area], { year: item.year ?? '' })}`
                      : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        ) : null}
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
        {payWays ? (
          <p>
            <a href={`#faq-${PAYING_GROUP}`}>{payWays}</a>
          </p>
        ) : null}
        <p>
          <a
            href={texts?.consultHref ?? consultationHref(language, null)}
            data-estimate="consult"
            className={button.button}
          >
            {texts?.consultText ?? words.consultNoHours}
          </a>
        </p>
      </Container>
    </section>
  )
}

/**
 * A table whose box scrolls sideways by itself if an owner's long word makes it wider than a phone, so that the page
 * never does (WCAG 1.4.10). Not a focusable region: the starter tables fit (e2e/reflow.spec.ts), and a tab stop the
 * size of a table, on every visit, would cost keyboard users more than it gives. `stacked`: on a narrow screen (or
 * with large text) each row is a block of its own, its cells labelled with their columns' names on screen; the roles
 * written out keep it a table for screen readers, which some browsers forget once a table is drawn as blocks.
 */
function ScrollingTable({ children, stacked = false }: { children: ReactNode; stacked?: boolean }) {
  return (
    <div className={styles.tableScroll}>
      <table
        className={stacked ? `${styles.table} ${styles.stacked}` : styles.table}
        role={stacked ? 'table' : undefined}
      >
        {children}
      </table>
    </div>
  )
}

/** A cell's column, said on screen where the rows are blocks (the column header says it to screen readers). */
function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}:{' '}
    </span>
  )
}

const BOX_NAMES = ['hoursPerDay', 'daysPerWeek', 'weekendDays', 'overnightHours'] as const
const BOX_IDS = BOX_NAMES.map((name) => `estimate-${name}`).join(' ')

function NumberBox({
  name,
  label,
  hint,
  value,
  max,
  step = 1,
}: {
  name: (typeof BOX_NAMES)[number]
  label: string
  hint?: string
  value: number
  max: number
  step?: number
}) {
  const id = `estimate-${name}`
  return (
    <p className={styles.box}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input
        id={id}
        name={name}
        type="number"
        inputMode={step < 1 ? 'decimal' : 'numeric'}
        min={0}
        max={max}
        step={step}
        defaultValue={value}
        aria-describedby={hint ? `estimate-hint ${id}-hint` : 'estimate-hint'}
      />
    </p>
  )
}

function TextList({ heading, items, lang }: { heading: string; items: string[] | null | undefined; lang?: string }) {
  const lines = (items ?? []).filter((line) => line.trim())
  if (lines.length === 0) return null
  return (
    <>
      <h3 className={styles.listHeading}>{heading}</h3>
      <ul className={styles.list} {...langAttribute(lang)}>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  )
}
