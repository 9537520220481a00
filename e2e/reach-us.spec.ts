import { expect, test } from '@playwright/test'
import { AGENCY_CALL_LINKS } from '../testing/browser/call-links'
import { settle } from '../testing/browser/settle'

// The starter content's contact details, as the owner typed them.
const PHONE = 'tel:+17705550142'
const CHAT_TEXT = 'Hello! I would like to learn more about your home care services for my family.'

test('every call link on every page dials the one number, in E.164 form', async ({ page }) => {
  for (const url of ['/', '/about', '/completion']) {
    await page.goto(url)
    const dialled = await page
      .locator(AGENCY_CALL_LINKS)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(dialled.length, url).toBeGreaterThan(0)
    expect(new Set(dialled), url).toEqual(new Set([PHONE]))
  }
  // The one other number on the site: the statewide aging line, in the FAQ's answer on the waiver.
  await page.goto('/about')
  const all = await page
    .locator('a[href^="tel:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(new Set(all)).toEqual(new Set([PHONE, 'tel:+18665524464']))
  await expect(page.locator('#faq details a[href="tel:+18665524464"]')).toHaveCount(
    all.filter((href) => href !== PHONE).length,
  )
})

test('Message Us opens WhatsApp with the enquiry typed; Email Us writes with a subject', async ({ page }) => {
  await page.goto('/')
  await settle(page)
  const chat = page.getByRole('link', { name: /^Message Us/ })
  await expect(chat).toHaveAttribute('href', `https://wa.me/17705550142?text=${encodeURIComponent(CHAT_TEXT)}`)
  await expect(chat).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute(
    'href',
    'mailto:care@hearthsidehomecare.example?subject=Home%20care%20enquiry',
  )
})

test('card brands are named images, and the ways to pay are said in words', async ({ page }) => {
  await page.goto('/')
  await settle(page)
  const cards = page.getByRole('list', { name: 'Cards we accept' })
  await cards.scrollIntoViewIfNeeded()
  for (const brand of ['Visa', 'Mastercard', 'American Express', 'Discover']) {
    const logo = cards.getByRole('img', { name: brand })
    await expect(logo).toBeVisible()
    // Each mark is a file of its own (/marks/<brand>.svg), fetched once the list comes near: arrived and drawn.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(80)
  }
  await expect(
    page.getByText('We accept private pay, card payment online, long term care insurance and VA benefits paid to you.'),
  ).toBeVisible()
  // No payment link in the starter content: no Pay Online, and no payment script anywhere.
  await expect(page.getByRole('link', { name: 'Pay Online' })).toHaveCount(0)
})

test('no page loads a script from anywhere but the site itself', async ({ page, baseURL }) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.url().startsWith(baseURL!)) foreign.push(request.url())
  })
  for (const url of ['/', '/about', '/completion']) {
    await page.goto(url)
    await settle(page)
  }
  expect(foreign).toEqual([])
})
