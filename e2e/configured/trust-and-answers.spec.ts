import { expect, test, type Page } from '@playwright/test'
import { expectSoon, lake, publish, restore, without } from '../../testing/browser/lake-control'

/*
 * The owner ticks proofs of trust and writes questions in the Studio; the
 * site shows exactly that, seconds after Publish. Against the Content Lake
 * fixture; each test puts the starter content back.
 */

const proofsShown = (page: Page) =>
  page.locator('#trust [data-proof]').evaluateAll((items) => items.map((item) => item.getAttribute('data-proof')))

test.describe('the trust strip shows exactly the ticked proofs', () => {
  test.afterEach(async ({ request }) => restore(request, ['settings']))

  test('two proofs ticked: those two, the languages spoken, and no license claimed', async ({ page, request }) => {
    const settings = await lake.document('settings')
    await publish(request, { ...settings, trustProofs: ['insured', 'bonded'] })
    await expectSoon(page, '/', async () => expect(await proofsShown(page)).toEqual(['bonded', 'insured', 'languages']))
    await expect(page.locator('#trust')).not.toContainText(/Licensed|GA PHCP/)
    await expect(page.locator('#hero')).not.toContainText(/Licensed|GA PHCP/)
  })

  test('nothing ticked and no languages listed: no strip at all', async ({ page, request }) => {
    const settings = await lake.document('settings')
    await publish(request, without(without(settings, 'trustProofs'), 'caregiverLanguages'))
    await expectSoon(page, '/', () => expect(page.locator('#trust')).toHaveCount(0))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('licensed without the state’s search address: the number as text, not a link', async ({ page, request }) => {
    const settings = await lake.document('settings')
    await publish(request, { ...without(settings, 'licenseLookupUrl'), trustProofs: ['licensed'] })
    await expectSoon(page, '/', async () => expect(await proofsShown(page)).toEqual(['licensed', 'languages']))
    await expect(page.locator('#trust')).toContainText('License GA PHCP 067-0142')
    await expect(page.locator('#trust a')).toHaveCount(0)
  })
})

test.describe('frequently asked questions', () => {
  test.afterEach(async ({ request }) => restore(request, ['faq']))

  test('a new question appears in its group and in the structured data; one without an answer does not', async ({
    page,
    request,
  }) => {
    const answered = {
      _id: 'faq-e2e-weekends',
      _type: 'faq',
      group: 'gettingStarted',
      order: 3,
      question: { en: 'Do you start care on weekends?' },
      answer: {
        en: [
          {
            _type: 'block',
            _key: 'a',
            style: 'normal',
            markDefs: [],
            children: [{ _type: 'span', _key: 'b', text: 'Yes, any day of the week.', marks: [] }],
          },
        ],
      },
    }
    await publish(request, { _id: 'faq-e2e-draft', _type: 'faq', group: 'care', question: { en: 'Still to answer?' } })
    await publish(request, answered)
    // The questions under the "Getting started" heading.
    const group = page.locator('#faq div:has(> h3#faq-gettingStarted)')
    await expectSoon(page, '/about', () =>
      expect(group.locator('summary')).toHaveText([
        'How soon can care start?',
        'What happens at the free consultation?',
        'Do you start care on weekends?',
      ]),
    )
    await expect(page.locator('#faq-gettingStarted')).toHaveText('Getting started')
    await expect(page.locator('#faq')).not.toContainText('Still to answer?')
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? '').join('\n'))
    expect(data).toContain('Yes, any day of the week.')
    expect(data).not.toContain('Still to answer?')
  })
})
