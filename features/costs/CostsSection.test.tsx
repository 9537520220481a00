import { CostsSection } from '@/features/costs/CostsSection'
import { costs as EN } from '@/lib/i18n/en'
import { expectNoMissingValues, render, settings, starterContent, text } from '../../testing/unit/render'

type Costs = Parameters<typeof CostsSection>[0]['costs']

const RATES: Costs = {
  heading: null,
  intro: null,
  rates: { weekday: 30, weekend: 34, holiday: 45.5, overnight: null, liveIn: 350, minimumVisitHours: 4 },
  ratesChangedOn: '2026-10-01',
  included: ['Supervision visits'],
  extras: ['Mileage: 70 cents a mile'],
  otherChoices: [
    {
      _key: 'b',
      choice: 'nursingHomePrivate',
      monthly: 10646,
      area: 'national',
      year: 2024,
      source: 'CareScout',
      url: 'https://www.carescout.com/cost-of-care',
    },
    {
      _key: 'a',
      choice: 'assistedLiving',
      monthly: 4120,
      area: 'georgia',
      year: 2023,
      source: 'A survey',
      url: 'https://example.org/survey',
    },
    // As an older Studio might have stored it: a kind the page does not know.
    {
      _key: 'c',
      choice: 'somethingElse' as 'adultDayCare',
      monthly: 1,
      area: 'georgia',
      year: 2020,
      source: 'x',
      url: null,
    },
  ],
  fallbacks: [] as Array<'heading'>,
}

describe('What care costs (#costs)', () => {
  it('the rates as a table, with the day they changed, what is included and what costs extra', () => {
    const html = render(<CostsSection costs={RATES} settings={settings()} language="en" />)
    expect(html).toContain('id="costs"')
    const page = text(html)
    expect(page).toContain(
      'Our rates Care Rate An hour on weekdays $30 An hour at weekends $34 An hour on holidays $45.50',
    )
    expect(page).toContain('A day of live-in or 24-hour care $350')
    // A rate the owner left empty is not a row.
    expect(page).not.toContain('An hour overnight')
    expect(page).toContain('Visits are at least 4 hours.')
    expect(page).toContain('Rates last changed on October 1, 2026.')
    expect(page).toContain('Included in the rate Supervision visits Costs extra Mileage: 70 cents a mile')
    expectNoMissingValues(html)
  })

  it('the estimate reads without scripts: 4 hours a day, 5 days a week, in an <output>, with its sum', () => {
    const html = render(<CostsSection costs={RATES} settings={settings()} language="en" />)
    expect(html).toMatch(
      /<output[^>]*>For 4 hours a day, 5 days a week: about \$600 a week, about \$2,600 a month\.<\/output>/,
    )
    expect(text(html)).toContain('5 visits of 4 hours: 20 hours on weekdays at $30 = $600 a week.')
    expect(text(html)).toContain(EN.notAQuote)
    // Round-the-clock care at the day rate, for a family planning it, before any box is touched.
    expect(text(html)).toContain('Care around the clock, every day of the week: about $10,617 a month.')
    // The boxes wait for the script that recalculates: without it they would do nothing.
    expect(html).toMatch(/<fieldset hidden=""/)
    expect(html).toContain('href="/?hours=4&amp;days=5#consultation"')
    expect(text(html)).toContain('Request a free consultation for 4 hours a day, 5 days a week')
  })

  it('the shortest visit beside the rates, and what one costs', () => {
    const page = text(render(<CostsSection costs={RATES} settings={settings()} language="en" />))
    expect(page).toContain('Visits are at least 4 hours. The shortest visit, 4 hours on a weekday, costs $120.')
  })

  it('how to pay, from the one list of what is accepted and what is not', () => {
    const page = text(
      render(
        <CostsSection
          costs={RATES}
          settings={settings({ paymentMethods: ['private', 'longTermCare'], notAccepted: ['medicaid'] })}
          language="en"
        />,
      ),
    )
    expect(page).toContain(
      'We accept private pay and long term care insurance. We do not accept Medicaid, including Georgia’s Elderly and Disabled Waiver (EDWP). See how to pay.',
    )
  })

  it('the other choices beside the estimate’s month, each with its source, link, area and year, in order', () => {
    const page = text(render(<CostsSection costs={RATES} settings={settings()} language="en" />))
    expect(page).toContain(
      'Home care, 4 hours a day, 5 days a week (your estimate) A month: $2,600 ' +
        'Assisted living A month: $4,120 Source: A survey, Georgia median, 2023 ' +
        'Nursing home, private room A month: $10,646 Source: CareScout, National median, 2024',
    )
    expect(page).not.toContain('somethingElse')
  })

  it('without rates: "Call us for today’s rates", and no figure of our own', () => {
    const html = render(
      <CostsSection
        costs={{ ...RATES!, rates: { ...RATES!.rates, weekday: null } }}
        settings={settings({ phone: '(770) 555-0142' })}
        language="en"
      />,
    )
    expect(text(html)).toContain(EN.callForRates)
    expect(html).toContain('href="tel:')
    expect(html).not.toContain('<output')
    expect(text(html)).not.toMatch(/\$30|\$34|your estimate/)
    expect(html).toContain('href="/#consultation"')
  })

  it('no document at all: the heading, the call and the way to the consultation', () => {
    const html = render(<CostsSection costs={null} settings={null} language="en" />)
    expect(text(html)).toBe(`${EN.heading} ${EN.callForRates} ${EN.consultNoHours}`)
  })

  it('the starter content in Spanish: Spanish words, dollars and dates', async () => {
    const { costs, settings: spanish } = await starterContent('es')
    const html = render(<CostsSection costs={costs} settings={spanish} language="es" />)
    const page = text(html)
    expect(page).toContain('Una hora entre semana $32')
    expect(page).toContain('Tarifas actualizadas el 1 de octubre de 2026.')
    expect(page).toContain('Para 4 horas al día, 5 días a la semana: unos $640 a la semana, unos $2,773 al mes.')
    expect(page).toContain(
      'Residencia de vida asistida Al mes: $5,900 Fuente: CareScout Cost of Care Survey, Costo típico nacional (mediana), 2024',
    )
    expect(page).toContain('No aceptamos Medicaid')
    expect(html).toContain('href="/es?hours=4&amp;days=5#consultation"')
    expectNoMissingValues(html)
  })
})
