import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { lake } from './lake-control'
import { documentPane } from './studio'
import { ALERT_SETTINGS_ID, CONSULTATION_HOURS_ID } from '@/features/requests/model'

/**
 * Journey 1 (e2e/studio/desk.spec.ts): the owner goes through the whole desk
 * of studio/structure.ts, opening every singleton and one document of
 * every list, and each opens into an editable form with no error. Kept apart
 * so that the test of the test runs the very same steps on a broken desk.
 */

/** What the Studio shows in place of a pane or in a form when the structure, a schema or the content is wrong. */
export const STUDIO_ERRORS =
  /Encountered an error while reading structure|Unknown pane type|The document was not found|Unknown document type|Unknown fields? found|Invalid property value|crashed|An error occurred/

/**
 * The desk's entries, by their titles, each leading to a document or (`list`) to a list of them;
 * `documentId` when a singleton's document is not named by its desk address (a private id).
 */
const DESK: { path: (string | RegExp)[]; list?: boolean; documentId?: string }[] = [
  { path: ['Contact details'] },
  { path: ['Alerts to your phone'], documentId: ALERT_SETTINGS_ID },
  { path: ['Consultation hours'], documentId: CONSULTATION_HOURS_ID },
  { path: ['Home page'] },
  { path: ['About page'] },
  { path: ['Rates and costs'] },
  { path: ['Ratings and awards'] },
  { path: ['Thank-you page'] },
  { path: ['Services'], list: true },
  { path: ['Client stories'], list: true },
  { path: ['Facts'], list: true },
  { path: ['Counties served'], list: true },
  { path: ['Frequently asked questions'], list: true },
  { path: ['Team'], list: true },
  // "Inbox (1 new)", "New (1)": the counts are the Inbox's own test (journey 2).
  { path: [/^Inbox( \(\d+ new\))?$/, /^New( \(\d+\))?$/], list: true },
  { path: [/^Inbox( \(\d+ new\))?$/, 'Inbox settings'] },
]

/** Every document type of the extracted schema (sanity/schema.json), less Sanity's own asset types. */
export function schemaDocumentTypes(): string[] {
  const schema = JSON.parse(readFileSync(path.join(process.cwd(), 'sanity', 'schema.json'), 'utf8')) as {
    name: string
    type: string
  }[]
  return schema.filter(({ type, name }) => type === 'document' && !name.startsWith('sanity.')).map(({ name }) => name)
}

const paneItem = (page: Page, title: string | RegExp) =>
  page.getByTestId(typeof title === 'string' ? `pane-item-${title}` : new RegExp(`^pane-item-${title.source.slice(1)}`))

/** Clicks a link of the desk and waits for the document it opens (its id is the link's last segment). */
async function openFrom(page: Page, link: Locator): Promise<string> {
  const href = (await link.getAttribute('href')) ?? ''
  const id = decodeURIComponent(href).split(/[/;]/).pop() ?? ''
  await link.click()
  const pane = documentPane(page, id)
  // An error pane, or the form: whichever comes, at once rather than after a timeout.
  await expect(pane.getByTestId('form-view').or(page.getByText(STUDIO_ERRORS)).first()).toBeVisible()
  await expect(page.getByText(STUDIO_ERRORS), `an error in the Studio after opening ${href}`).toHaveCount(0)
  await expect(pane.locator('[data-testid="form-view"]:not([data-read-only="true"])')).toBeVisible()
  return id
}

/** Opens every entry of the desk from /studio; returns the document types it opened. */
export async function openEveryDeskEntry(page: Page): Promise<string[]> {
  await page.goto('/studio/structure')
  const root = page.getByTestId('structure-tool-list-pane').first()
  await expect(root.or(page.getByText(STUDIO_ERRORS)).first()).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(STUDIO_ERRORS), 'an error in the Studio’s desk').toHaveCount(0)

  const opened: string[] = []
  for (const { path: titles, list, documentId } of DESK) {
    const items = titles.map((title) => paneItem(page, title).first())
    for (const item of items.slice(0, -1)) await item.click()
    const last = items.at(-1)!
    if (list) {
      await last.click()
      const documents = page.getByTestId('document-list-pane').getByRole('link')
      await expect(documents.or(page.getByText(STUDIO_ERRORS)).first()).toBeVisible()
      await expect(page.getByText(STUDIO_ERRORS), `an error in the list ${String(titles.at(-1))}`).toHaveCount(0)
      opened.push(await openFrom(page, documents.first()))
    } else {
      const id = await openFrom(page, last)
      opened.push(documentId ?? id)
    }
  }
  const types = new Map((await lake.documents()).map((document) => [document._id, document._type]))
  return opened.map((id) => types.get(id) ?? `unknown: ${id}`)
}
