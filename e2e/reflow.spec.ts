import { expect, test, type Page } from '@playwright/test'
import { applicationForm, APPLICANT, fillApplicationStepOne } from '../testing/browser/application'
import { ANSWERS, consultationForm, consultationTab, fillStepOne } from '../testing/browser/consultation'
import { expectNoAxeViolations } from '../testing/browser/axe'
import { reflow, setTextSize } from '../testing/browser/reflow'

/*
 * Legible at any size (issue 59): text at 200 % as the browser's own font-size
 * setting sets it, on a 412 px phone and a 1280 px desktop, and a 320 px phone
 * at 100 % and at 200 %. Nothing scrolls sideways and no text is cut, on every route, with the
 * menu open and closed, in the forms at every step and in the costs tables; a
 * phone's first screen shows the number written out and the other language; the
 * call bar never takes more than a fifth of the screen. The sizes are this file's
 * own: it runs once, in the desktop project (playwright.config.ts).
 */

const ROUTES = ['/', '/about', '/completion', '/es', '/es/about', '/es/completion']
const SIZES = [
  { name: 'a 412 px phone, text at 200 %', width: 412, height: 915, text: 200, phone: true },
  { name: 'a 1280 px desktop, text at 200 %', width: 1280, height: 800, text: 200, phone: false },
  { name: 'a 320 px phone', width: 320, height: 640, text: 100, phone: true },
  { name: 'a 320 px phone, text at 200 %', width: 320, height: 640, text: 200, phone: true },
] as const

async function open(page: Page, size: (typeof SIZES)[number], path: string) {
  await page.setViewportSize({ width: size.width, height: size.height })
  await setTextSize(page, size.text)
  await page.goto(path)
  // Sections off screen are laid out at the first idle moment: only then does each show how wide it really is.
  await page.locator('html[data-laid-out]').waitFor({ state: 'attached' })
}

async function expectReflow(page: Page, where: string) {
  const { sideways, cut } = await reflow(page)
  expect(cut, where).toEqual([])
  expect(sideways, `${where}: scrolls sideways`).toBeLessThanOrEqual(0)
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test('every route reflows: nothing scrolls sideways, no text is cut', async ({ page }) => {
      for (const path of ROUTES) {
        await open(page, size, path)
        await expectReflow(page, path)
      }
    })

    test('the menu, open, cuts no service’s name, in either language', async ({ page }) => {
      for (const path of ['/', '/es']) {
        await open(page, size, path)
        const toggle = page.getByRole('button', { name: /^Menu|^Menú/ })
        if (!(await toggle.isVisible())) {
          // Wide enough for the menu bar: its every link on the screen, none past its edge.
          await expectReflow(page, `${path}, the menu bar`)
          continue
        }
        await toggle.click()
        const panel = page.getByRole('dialog')
        await panel.getByRole('button', { name: /^(Our Services|Servicios)$/ }).click()
        await expectReflow(page, `${path}, the menu open`)
        for (const link of await panel.getByRole('link').all()) {
          const box = (await link.boundingBox())!
          expect(box.x + box.width, `${path}: ${await link.textContent()}`).toBeLessThanOrEqual(size.width)
        }
      }
    })

    test('the forms reflow at every step', async ({ page }) => {
      await open(page, size, '/#contact')
      await expectReflow(page, 'the message form')
      await consultationTab(page).click()
      await expect(consultationForm(page)).toBeVisible()
      await expectReflow(page, 'the consultation, step 1')
      await fillStepOne(page, ANSWERS)
      await consultationForm(page).getByRole('button', { name: 'Continue' }).click()
      await expect(consultationForm(page).getByLabel('Anything else?')).toBeVisible()
      await expectReflow(page, 'the consultation, step 2')
      await open(page, size, '/about#careers')
      const form = applicationForm(page)
      await form.getByLabel('Your name').focus()
      await expectReflow(page, 'the application, step 1')
      await fillApplicationStepOne(page, APPLICANT)
      await form.getByRole('button', { name: 'Continue' }).click()
      await expect(form.getByRole('button', { name: 'Back' })).toBeVisible()
      await expectReflow(page, 'the application, step 2')
    })

    test('the costs tables: each row readable, neither scrolling sideways in its box', async ({ page }) => {
      for (const path of ['/about#costs', '/es/about#costs']) {
        await open(page, size, path)
        for (const table of await page.locator('#costs table').all()) {
          const hidden = await table.evaluate(
            (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
          )
          expect(hidden, `${path}: ${await table.locator('caption').textContent()}`).toBeLessThanOrEqual(0)
        }
        // A screen reader still reads a table: rows, their headers and cells, whatever the screen draws.
        const compare = page.locator('#costs table').last()
        await expect(compare.getByRole('row')).not.toHaveCount(0)
        await expect(compare.getByRole('rowheader').first()).toBeVisible()
        await expect(compare.getByRole('columnheader')).toHaveCount(3)
        await expectNoAxeViolations(page, '#costs')
      }
    })

    if (size.phone) {
      test('the first screen shows the number written out and the other language, in both languages', async ({
        page,
      }) => {
        for (const [path, other] of [
          ['/', 'Español'],
          ['/es', 'English'],
        ] as const) {
          await open(page, size, path)
          const header = page.locator('header')
          const number = header.getByRole('link', { name: /\(770\) 555-0142/ })
          await expect(number).toHaveAttribute('href', 'tel:+17705550142')
          await expect(number).toContainText('(770) 555-0142')
          const language = header.getByRole('link', { name: other })
          await expect(language).toHaveAttribute('lang', other === 'English' ? 'en' : 'es')
          for (const link of [number, language]) {
            await expect(link).toBeInViewport({ ratio: 1 })
            const box = (await link.boundingBox())!
            expect(box.height, 'a 44 px target').toBeGreaterThanOrEqual(44)
          }
        }
      })

      test('the call bar grows with the text but never takes more than a fifth of the screen', async ({ page }) => {
        for (const path of ['/', '/es/about']) {
          await open(page, size, path)
          // Past the page's top banner, which at 200 % text is more than a screen tall.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
          const bar = page.getByRole('navigation', {
            name: /^(Call, chat or book|Llamar, chatear o pedir una consulta)$/,
          })
          await expect(bar).toBeVisible()
          const box = (await bar.boundingBox())!
          expect(box.height, path).toBeLessThanOrEqual(size.height / 5)
          await expectReflow(page, `${path}, the call bar up`)
        }
      })
    }
  })
}
