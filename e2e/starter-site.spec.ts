import { expect, test } from '@playwright/test'

// A fresh clone, no Sanity project, no network: every route renders from the starter dataset.
test.describe('site on the starter content', () => {
  test('home shows the hero heading and the sections', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'No place like home' })).toBeVisible()
    await expect(page.getByRole('main').getByText('Companionship Care').first()).toBeVisible()
    await expect(page).toHaveTitle(/Hearthside Home Care/)
  })

  test('about lists the services with their tasks', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    await expect(page.getByText('Walking companion')).toBeVisible()
    await expect(page.locator('#privateduty')).toBeAttached()
  })

  test('completion thanks the visitor and leads home', async ({ page }) => {
    await page.goto('/completion')
    await expect(page.getByRole('heading', { name: 'Thank you for your patronage!' })).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('studio explains how to connect a project, and is kept out of search engines', async ({ page }) => {
    const response = await page.goto('/studio')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: /Connect a Sanity project/ })).toBeVisible()
    await expect(page.getByText('NEXT_PUBLIC_SANITY_PROJECT_ID')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})
