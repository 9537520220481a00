import { expect, test, type Page } from '@playwright/test'
import { MIN_CONFIRM_MS, MIN_FILL_MS } from '@/features/requests/model'
import { consultationForm, messageForm } from '@/lib/i18n/es/request-forms'
import { forms, problems } from '@/lib/i18n/es'
import { expectNoAxeViolations } from '../testing/browser/axe'
import { asOwnClient, localRequests, realTime, ticketSettled } from '../testing/browser/leads'
import { settle } from '../testing/browser/settle'

/*
 * The site in Spanish (issue 51), on the fresh clone, at both sizes: the
 * pages a family reads, the way across to English and back, and each form
 * sent from a Spanish page and answered in Spanish, with and without
 * scripts. The owner's side (the switch, the untranslated text, the alert)
 * is in configured/spanish.spec.ts and studio/.
 */

const messageFormOn = (page: Page) => page.locator('#contact form[aria-labelledby="contact-form-heading"]')
const consultationFormOn = (page: Page) => page.locator('#contact form[aria-labelledby="consultation-heading"]')

/** The link to the same page in the other language: in the header, or in the phones' menu. */
/**
 * The same page in the other language: in the header on every screen, a phone's first screen too (issue 59); on a
 * phone scrolled down the page, in the menu.
 */
async function languageLink(page: Page, name: 'English' | 'Español') {
  const link = page.locator('header').getByRole('link', { name })
  if (!(await link.isVisible())) await page.getByRole('button', { name: /^(Menu|Menú)$/ }).click()
  await expect(link).toBeInViewport()
  return link
}

test.describe('the Spanish pages', () => {
  for (const path of ['/es', '/es/about', '/es/completion']) {
    test(`${path}: in Spanish from its first byte, its translations named, nothing in the way of a screen reader`, async ({
      page,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await settle(page)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
      const english = path.replace(/^\/es/, '') || '/'
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`),
        )
      expect(alternates.sort()).toEqual([`en ${english}`, `es ${path}`, `x-default ${english}`].sort())
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US')
      // The first Tab reaches the skip link, in Spanish.
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeFocused()
      await expectNoAxeViolations(page)
    })
  }

  for (const path of ['/es', '/es/about', '/es/completion']) {
    test(`${path}: no English clock times, and its title, description and e-mail subjects in Spanish`, async ({
      page,
    }) => {
      await page.goto(path)
      const body = (await page.locator('body').innerText()) ?? ''
      expect(body).not.toMatch(/\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b/i)
      const english = /\b(?:the|and|your|home care|enquiry|application|seniors)\b/i
      const title = await page.title()
      expect(title.replace('Hearthside Home Care', '')).not.toMatch(english)
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
      expect(description.replace('Hearthside Home Care', '')).not.toMatch(english)
      const subjects = await page
        .locator('a[href^="mailto:"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('subject')),
        )
      for (const subject of subjects) expect(subject ?? '').not.toMatch(english)
      if (path === '/es') {
        expect(title).toContain('cuidado en el hogar para adultos mayores')
        expect(description).toMatch(/cuidado a domicilio.*adultos mayores.*cuidadores que hablan español/i)
        expect(subjects).toContain('Consulta sobre cuidado en el hogar')
      }
    })
  }

  test('the home page reads in Spanish: its headings, its trust strip, the languages the caregivers speak', async ({
    page,
  }) => {
    await page.goto('/es')
    await settle(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Como en casa, en ningún lugar')
    await expect(page.locator('#trust')).toContainText('Nuestros cuidadores hablan inglés y español')
    await expect(page.locator('#contact')).toContainText('Comuníquese directamente')
    // A story said in Spanish is Spanish here; one said in English keeps its own language for screen readers.
    await expect(page.locator('#testimonials blockquote:not([lang])')).toContainText(['Mi papá solo habla español'])
    await expect(page.locator('#testimonials blockquote[lang="en"]')).toHaveCount(3)
    for (const english of ['Skip to main content', 'Book a free consultation', 'Why families can trust us']) {
      await expect(page.locator('body')).not.toContainText(english)
    }
  })

  test('the way across: English from a Spanish page and back, to the same place, remembering nothing', async ({
    page,
  }) => {
    await page.goto('/es/about#faq')
    await settle(page)
    const toEnglish = await languageLink(page, 'English')
    await expect(toEnglish).toHaveAttribute('lang', 'en')
    await expect(toEnglish).toHaveAttribute('hreflang', 'en')
    await toEnglish.click()
    await expect(page).toHaveURL(/\/about#faq$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await settle(page)
    const toSpanish = await languageLink(page, 'Español')
    await expect(toSpanish).toHaveAttribute('lang', 'es')
    await toSpanish.click()
    await expect(page).toHaveURL(/\/es\/about#faq$/)
    expect(await page.context().cookies()).toEqual([])
  })

  test('a message from the Spanish page: checked, answered and kept in Spanish', async ({ page }) => {
    await asOwnClient(page)
    await page.clock.install()
    await page.goto('/es#contact')
    const form = messageFormOn(page)
    const subject = `Ayuda para mi mamá ${crypto.randomUUID()}`
    await form.getByLabel(messageForm.name).fill('Rosa Méndez')
    await form.getByLabel(messageForm.email).fill('rosa@example.com')
    await form.getByLabel(messageForm.subject).fill(subject)
    // Sent with the message left empty: the browser stops there, and says why in Spanish.
    await ticketSettled(page)
    await realTime(MIN_FILL_MS)
    await page.clock.fastForward(MIN_FILL_MS)
    await form.getByRole('button', { name: messageForm.send }).click()
    const message = form.getByLabel(messageForm.message)
    await expect(message).toBeFocused()
    expect(await message.evaluate((field: HTMLTextAreaElement) => field.validationMessage)).toBe(problems.fillIn)

    await message.fill('Por las tardes, por favor.')
    await form.getByRole('button', { name: messageForm.send }).click()
    const alert = page.getByRole('alert').filter({ hasText: messageForm.stored })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('Le responderemos')
    await expect(alert.getByRole('button', { name: forms.close })).toBeVisible()
    await expectNoAxeViolations(page, '#contact')
    expect(localRequests().filter((request) => request.subject === subject)).toEqual([
      expect.objectContaining({ kind: 'message', status: 'new', sourcePage: '/es', language: 'es' }),
    ])
  })

  test('a consultation from the Spanish page, in Spanish, with the language the person receiving care prefers', async ({
    page,
  }) => {
    await asOwnClient(page)
    await page.clock.install()
    await page.goto('/es#consultation')
    const form = consultationFormOn(page)
    await expect(form.getByRole('heading', { name: consultationForm.heading })).toBeVisible()
    const name = `Rosa ${crypto.randomUUID().slice(0, 8)}`
    await form.getByLabel(forms.yourName).fill(name)
    await form.getByLabel(forms.phone, { exact: true }).fill('(678) 555-0199')
    await form.getByLabel(forms.zip).fill('30043')
    await expect(form).toContainText('Sí, atendemos el código postal 30043, en el condado de Gwinnett.')
    await form.getByLabel(consultationForm.careRecipient).selectOption({ label: 'Mi papá o mi mamá' })
    await form.getByLabel(consultationForm.howSoon).selectOption({ label: 'En una semana' })
    await ticketSettled(page)
    await realTime(MIN_FILL_MS)
    await page.clock.fastForward(MIN_FILL_MS)
    await form.getByRole('button', { name: forms.continue }).click()
    await expect(form.getByRole('heading', { name: forms.stepTwo })).toBeFocused()
    await form.getByLabel(consultationForm.language).selectOption({ label: 'Español' })
    await expectNoAxeViolations(page, '#contact')
    await form.getByRole('button', { name: consultationForm.send }).click()
    await expect(page.getByRole('alert').filter({ hasText: consultationForm.stored })).toContainText('Le llamaremos')
    expect(localRequests().filter((request) => request.name === name)).toEqual([
      expect.objectContaining({
        kind: 'consultation',
        language: 'es',
        careRecipient: 'My parent',
        howSoon: 'Within a week',
        preferredLanguage: 'Spanish',
      }),
    ])
  })

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('a message from the Spanish page is confirmed and kept, every word of the answer in Spanish', async ({
      page,
    }) => {
      await asOwnClient(page)
      await page.goto('/es#contact')
      const form = messageFormOn(page)
      const subject = `Pregunta ${crypto.randomUUID()}`
      await form.getByLabel(messageForm.name).fill('Rosa Méndez')
      await form.getByLabel(messageForm.email).fill('rosa@example.com')
      // Spaces pass the browser's own check; without scripts, the server's check is the form's.
      await form.getByLabel(messageForm.subject).fill('   ')
      await form.getByLabel(messageForm.message).fill('¿Atienden los fines de semana?')
      await form.getByRole('button', { name: messageForm.send }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Su mensaje todavía no se ha enviado')
      await expect(page.getByRole('listitem').filter({ hasText: 'Asunto:' })).toHaveText(`Asunto: ${problems.fillIn}`)

      await page.goBack()
      await form.getByLabel(messageForm.subject).fill(subject)
      await form.getByRole('button', { name: messageForm.send }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un paso más: confirme su mensaje')
      await realTime(MIN_CONFIRM_MS)
      await page.getByRole('button', { name: 'Confirmar y enviar' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recibimos su mensaje')
      await expect(page.locator('main')).toContainText('Le responderemos')
      await expect(page.getByRole('link', { name: 'Página de inicio' })).toHaveAttribute('href', '/es')
      expect(localRequests().filter((request) => request.subject === subject)).toEqual([
        expect.objectContaining({ status: 'new', language: 'es' }),
      ])
    })

    test('the ZIP code check answers in Spanish', async ({ page }) => {
      await page.goto('/es')
      await page.getByLabel('Código postal').fill('30043')
      await page.getByRole('button', { name: 'Verificar' }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
      await expect(page.locator('.answer')).toHaveText(
        'Sí, atendemos el código postal 30043, en el condado de Gwinnett.',
      )
    })
  })
})

test('a Spanish page that does not exist: the 404 in Spanish, with the way home', async ({ page }) => {
  const response = await page.goto('/es/no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esa página')
  await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es')
})
