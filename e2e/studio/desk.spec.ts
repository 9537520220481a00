import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { BrowserContext } from '@playwright/test'
import { lake } from '../../testing/browser/lake-control'
import { expect, studioContext, test, watchErrors } from '../../testing/browser/studio'
import { openEveryDeskEntry, schemaDocumentTypes, STUDIO_ERRORS } from '../../testing/browser/studio-desk'
import { MARY } from '../../testing/browser/studio-requests'
import { DIST_DIR } from '@/testing/configured-site'

/*
 * Journey 1: the Studio opens with our schemas, desk structure and content.
 * Every document type and singleton opens into an editable form without an
 * error, and the console stays clean (checked after every Studio test by
 * testing/browser/studio.ts). Then the test of that test: the same journey on a
 * desk with a throwing list item must fail.
 */

test.beforeAll(async () => {
  await lake.reset()
  // The Inbox has a request to open, as after a family wrote.
  await lake.upsert(MARY)
})
test.afterAll(async () => lake.reset())

test('every document type and singleton opens from the desk, without an error', async ({ studio }) => {
  // A dozen documents, each with its listeners and previews: over 30 s on two busy cores.
  test.setTimeout(90_000)
  const opened = await openEveryDeskEntry(studio)
  // A type added to the schemas but missing from the desk (or from this journey) fails here.
  expect(new Set(opened)).toEqual(new Set(schemaDocumentTypes()))
})

const THROWN = 'Test of the test: this desk entry is broken'

/**
 * Serves the production bundle with one desk entry whose list throws when
 * opened, as a mistake in studio/structure.ts would: the build is not
 * touched, only the one file this browser context receives. Returns whether
 * that file was served.
 */
async function breakDeskEntry(context: BrowserContext, title: string) {
  const marker = `.title(${JSON.stringify(title)})`
  const dir = path.join(DIST_DIR, 'static', 'chunks')
  const files = readdirSync(dir).filter((file) => file.endsWith('.js'))
  const found = files.flatMap((file) => {
    const count = readFileSync(path.join(dir, file), 'utf8').split(marker).length - 1
    return count > 0 ? [{ file, count }] : []
  })
  // The bundle's desk has the entry, once: otherwise the test below would prove nothing.
  expect(found, `${marker} in the Studio's bundle`).toEqual([{ file: expect.any(String), count: 1 }])
  let served = false
  await context.route(`**/_next/static/chunks/${found[0]!.file}`, async (route) => {
    const response = await route.fetch()
    const broken = `${marker}.child(()=>{throw new Error(${JSON.stringify(THROWN)})})`
    await route.fulfill({ response, body: (await response.text()).replace(marker, broken) })
    served = true
  })
  return () => served
}

test('the test of the test: a throwing list item in the desk makes journey 1 fail', async ({ browser, baseURL }) => {
  test.setTimeout(90_000)
  const context = await studioContext(browser, baseURL)
  const served = await breakDeskEntry(context, 'Client stories')
  const page = await context.newPage()
  const errors = watchErrors(page)

  const failure = await openEveryDeskEntry(page).then(
    () => null,
    (error: Error) => error.message,
  )
  expect(served()).toBe(true)
  // Journey 1 failed where the desk broke, on what the owner would have seen.
  expect(failure).toContain('an error in the list Client stories')
  await expect(page.getByText(STUDIO_ERRORS).first()).toBeVisible()
  // And the console check of every Studio test would have failed too.
  expect(errors.join('\n')).toContain(THROWN)
  await context.close()
})
