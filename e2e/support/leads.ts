import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { LeadDocument } from '@/features/leads/model/document'

let clients = 0

/**
 * Gives the page's posts to /api/leads, and the forms the browser posts
 * itself to /api/contact, an address of their own, as the host's proxy would
 * (X-Forwarded-For): every test is then a different visitor, and the routes'
 * shared limit of 5 requests per client in 10 minutes counts each apart.
 * Returns the JSON bodies posted to /api/leads, in order.
 */
export async function asOwnClient(page: Page, address = `10.28.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`) {
  const posts: Array<Record<string, unknown>> = []
  await page.route('**/api/leads', async (route) => {
    posts.push(route.request().postDataJSON() as Record<string, unknown>)
    await route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } })
  })
  await page.route('**/api/contact', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  )
  return { address, posts }
}

/** The fresh clone's inbox: what the site without a project wrote to .data/leads.ndjson. */
export function localLeads(): LeadDocument[] {
  let text = ''
  try {
    text = readFileSync(path.join(process.cwd(), '.data', 'leads.ndjson'), 'utf8')
  } catch {
    return []
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LeadDocument)
}
