/**
 * `npm run leads:purge` and `leads:export` against both inboxes: the Content
 * Lake fixture through the real @sanity/client (with the write token), and
 * the local NDJSON file of a site without a project.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ContentSource } from '@/lib/env'
import type { LeadDocument } from '../model/document'
import type { LeadStatus } from '../model/statuses'
import { appendLead, readLeads } from '../server/file-store'
import { defaultExportFile, exportInbox, purgeInbox } from './commands'
import { InboxError, openInbox } from './inbox'
import { startContentLake, type ContentLakeFixture, type FixtureDocument } from '@/testing/content-lake'

const WRITE_TOKEN = 'jest-write-token'
const now = new Date('2026-03-14T12:00:00Z')
const lead = (name: string, status: LeadStatus, submittedAt: string, _updatedAt?: string): LeadDocument => ({
  _id: `lead.${name}`,
  _type: 'lead',
  kind: 'message',
  status,
  submittedAt,
  sourcePage: '/',
  name,
  email: `${name}@example.com`,
  ...(_updatedAt ? { _updatedAt } : {}),
})
const OLD_CLOSED = lead('old-closed', 'closed', '2024-01-05T10:00:00Z', '2024-02-01T10:00:00Z')
const RECENT_CLOSED = lead('recent-closed', 'closed', '2025-12-01T10:00:00Z', '2026-01-10T10:00:00Z')
const OLD_OPEN = lead('old-open', 'contacted', '2023-06-01T10:00:00Z', '2023-06-02T10:00:00Z')
/** A caregiver not hired 14 months ago: kept while the owner keeps applications for 24 months. */
const NOT_HIRED: LeadDocument = {
  ...lead('not-hired', 'notHired', '2024-12-01T10:00:00Z', '2025-01-10T10:00:00Z'),
  kind: 'application',
  shifts: ['7 am to 3 pm', 'Weekends'],
  backgroundCheck: 'Yes',
}
const INBOX = [OLD_CLOSED, RECENT_CLOSED, OLD_OPEN, NOT_HIRED]
const asFixture = (documents: LeadDocument[]) => documents as unknown as FixtureDocument[]

describe('on the Content Lake', () => {
  let lake: ContentLakeFixture
  let source: ContentSource
  const settings = (retentionMonths: unknown, applicationRetentionMonths: unknown = 24): FixtureDocument => ({
    _id: 'inboxSettings',
    _type: 'inboxSettings',
    retentionMonths,
    applicationRetentionMonths,
  })

  beforeAll(async () => {
    lake = await startContentLake({ documents: [], token: 'jest-read-token', writeToken: WRITE_TOKEN })
    source = {
      kind: 'contentLake',
      projectId: 'jesttest',
      dataset: 'production',
      apiVersion: '2025-09-25',
      apiHost: lake.url,
    }
  })
  afterAll(() => lake.close())
  beforeEach(() => lake.setDocuments([...asFixture(INBOX), settings(12), { _id: 'settings', _type: 'settings' }]))

  const inbox = () => openInbox({ source, token: WRITE_TOKEN, tokenNeeded: 'SANITY_API_WRITE_TOKEN' })
  const ids = () =>
    lake
      .documents()
      .map((document) => document._id)
      .sort()

  it('a dry run lists what would go, and deletes nothing', async () => {
    const lines: string[] = []
    const result = await purgeInbox(inbox(), { now, log: (line) => lines.push(line) })
    expect(result).toEqual({ months: { requests: 12, applications: 24 }, selected: ['lead.old-closed'], deleted: 0 })
    expect(ids()).toEqual([
      'inboxSettings',
      'lead.not-hired',
      'lead.old-closed',
      'lead.old-open',
      'lead.recent-closed',
      'settings',
    ])
    const said = lines.join('\n')
    expect(said).toContain('Inbox: Sanity project jesttest, dataset production, 4 requests.')
    expect(said).toContain(
      'Closed requests are kept 12 months (Inbox settings): those last changed before 2025-03-14 go.',
    )
    expect(said).toContain('Closed applications are kept 24 months: those last changed before 2024-03-14 go.')
    expect(said).toContain('lead.old-closed  Message, old-closed, last changed 2024-02-01')
    expect(said).toContain('1 request older than that is not closed, so kept:')
    expect(said).toContain('Dry run: nothing was deleted.')
  })

  it('--yes deletes them, with the token, and nothing else', async () => {
    expect(await purgeInbox(inbox(), { now, yes: true, log: () => {} })).toMatchObject({ deleted: 1 })
    expect(ids()).toEqual(['inboxSettings', 'lead.not-hired', 'lead.old-open', 'lead.recent-closed', 'settings'])
  })

  it('follows the periods the owner set in the Studio, applications by their own', async () => {
    lake.upsert(settings(1))
    expect((await purgeInbox(inbox(), { now, log: () => {} })).selected).toEqual([
      'lead.old-closed',
      'lead.recent-closed',
    ])
    lake.upsert(settings(12, 12))
    expect((await purgeInbox(inbox(), { now, log: () => {} })).selected).toEqual(['lead.old-closed', 'lead.not-hired'])
  })

  it('exports every request as CSV, the private ones included', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'export-')), 'sub', 'leads.csv')
    const lines: string[] = []
    expect(await exportInbox(inbox(), { out, log: (line) => lines.push(line) })).toEqual({ count: 4, out })
    const rows = readFileSync(out, 'utf8').split('\r\n')
    expect(rows).toHaveLength(6) // header, four requests, the final line break
    expect(rows[1]).toContain('old-open@example.com') // oldest first
    // An application has its own columns, in words.
    expect(rows[0]).toContain('"Shifts they can work"')
    expect(rows[3]).toMatch(/^"[^"]+","Not hired","Caregiver application","not-hired",.*"7 am to 3 pm; Weekends"/)
    expect(lines).toEqual([`Wrote 4 requests from Sanity project jesttest, dataset production to ${out}.`])
  })

  it('refuses to run without a token, naming the variable', () => {
    expect(() => openInbox({ source, tokenNeeded: 'SANITY_API_WRITE_TOKEN' })).toThrow(InboxError)
    expect(() => openInbox({ source, tokenNeeded: 'SANITY_API_WRITE_TOKEN' })).toThrow(
      /SANITY_API_WRITE_TOKEN is not set/,
    )
  })
})

describe('on the local file of a site without a project', () => {
  const starter: ContentSource = { kind: 'starter', apiVersion: '2025-09-25' }

  async function localInbox(retentionMonths = 12, applicationRetentionMonths = 24) {
    const dir = mkdtempSync(path.join(tmpdir(), 'inbox-'))
    const file = path.join(dir, '.data', 'leads.ndjson')
    const starterFile = path.join(dir, 'dataset.ndjson')
    const settings = { _id: 'inboxSettings', _type: 'inboxSettings', retentionMonths, applicationRetentionMonths }
    writeFileSync(starterFile, JSON.stringify(settings) + '\n')
    for (const document of INBOX) await appendLead(document, file)
    return { file, inbox: openInbox({ source: starter, tokenNeeded: 'SANITY_API_WRITE_TOKEN', file, starterFile }) }
  }

  it('purges the same selection from the file', async () => {
    const { file, inbox } = await localInbox()
    expect((await purgeInbox(inbox, { now, log: () => {} })).selected).toEqual(['lead.old-closed'])
    expect(await readLeads(file)).toHaveLength(4)
    await purgeInbox(inbox, { now, yes: true, log: () => {} })
    expect((await readLeads(file)).map((document) => document.name)).toEqual(['recent-closed', 'old-open', 'not-hired'])
  })

  it('reads the period from the starter dataset', async () => {
    const { inbox } = await localInbox(36, 1)
    expect(await purgeInbox(inbox, { now, log: () => {} })).toMatchObject({
      months: { requests: 36, applications: 1 },
      selected: ['lead.not-hired'],
    })
  })

  it('exports to the standard output', async () => {
    const { inbox } = await localInbox()
    let written = ''
    await exportInbox(inbox, { out: '-', write: (text) => (written += text) })
    expect(written.split('\r\n')[1]).toMatch(/^"2023-06-01 06:00","Contacted","Message","old-open",/)
  })

  it('names the export by the day, in the git-ignored data folder', () => {
    expect(defaultExportFile(now, '/site')).toBe(path.join('/site', '.data', 'leads-2026-03-14.csv'))
  })
})
