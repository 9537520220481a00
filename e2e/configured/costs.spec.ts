import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from '../../testing/browser/axe'
import { expectSoon, lake, publish, restore } from '../../testing/browser/lake-control'

/*
 * The owner keeps the costs and the ratings current in the Studio; the site
 * shows exactly that, and pretends nothing when they are not set.
 */

test.afterEach(async ({ request }) => restore(request, ['careCosts', 'outsideRatings']))

test('rates taken away: "Call us for today’s rates", no figure of our own, the sources still there', async ({
  page,
  request,
}) => {
  const costs = await lake.document('careCosts')
  await publish(request, { ...costs, weekdayRate: undefined, weekendRate: undefined })
  const section = page.locator('#costs')
  await expectSoon(page, '/about', () => expect(section).toContainText('Call us for today’s rates'))
  await expect(section.getByRole('link', { name: /Call us for today’s rates/ })).toHaveAttribute('href', /^tel:/)
  await expect(section.locator('output')).toHaveCount(0)
  await expect(section).not.toContainText('your estimate')
  await expect(section.getByRole('table').getByRole('row', { name: /Assisted living/ })).toContainText('$5,900')
  await expectNoAxeViolations(page, '#costs')
})

test('ratings: nothing shown without them; an award with its criteria once set', async ({ page, request }) => {
  const ratings = await lake.document('outsideRatings')
  await publish(request, { _id: ratings._id, _type: ratings._type })
  const shown = page.locator('#testimonials [data-ratings]')
  await expectSoon(page, '/', () => expect(shown).toHaveCount(0))

  await publish(request, {
    ...ratings,
    awards: [
      {
        _key: 'a',
        _type: 'award',
        name: 'Provider of Choice',
        year: 2026,
        criteriaUrl: 'https://www.homecarepulse.com/awards/',
      },
    ],
  })
  await expectSoon(page, '/', () =>
    expect(shown.getByRole('listitem')).toHaveText('Provider of Choice, 2026 (how it is given)'),
  )
  await expect(shown.getByRole('link', { name: 'how it is given' })).toHaveAttribute(
    'href',
    'https://www.homecarepulse.com/awards/',
  )
  await expectNoAxeViolations(page, '#testimonials')
})
