/**
 * `npm run leads:purge` and `leads:export` against both inboxes: the Content
 * Lake fixture through the real @sanity/client (with the write token), and
 * the local NDJSON file of a site without a project.
 */
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ContentSource } from '@/lib/env/content'
import type { RequestDocument } from '../model/stored'
import type { RequestStatus } from '../model/statuses'
import { appendRequest, readRequests, rewriteRequests } from '../server/file-store'
import { defaultExportFile, exportInbox, purgeInbox } from './commands'
import { InboxError, openInbox } from './inbox'
import { startContentLake, type ContentLakeFixture, type FixtureDocument } from '@/testing/content-lake'

const WRITE_TOKEN = 'jest-write-token'
const now = new Date('2026-03-14T12:00:00Z')
const request = (name: string, status: RequestStatus, submittedAt: string, _updatedAt?: string): RequestDocument => ({
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
const OLD_CLOSED = request('old-closed', 'closed', '2024-05-05T10:00:00Z', '2024-06-01T10:00:00Z')
const RECENT_CLOSED = request('recent-closed', 'closed', '2025-12-01T10:00:00Z', '2026-01-10T10:00:00Z')
const OLD_OPEN = request('old-open', 'contacted', '2024-06-01T10:00:00Z', '2024-06-02T10:00:00Z')
// Past the 24 months any request may be kept, though still New: the privacy notice's promise.
const ANCIENT_NEW = request('ancient-new', 'new', '2024-01-10T10:00:00Z', '2024-01-10T10:00:00Z')
const OLD_SPAM = request('old-spam', 'spam', '2026-02-01T10:00:00Z', '2026-02-01T10:00:00Z')
const RECENT_SPAM = request('recent-spam', 'spam', '2026-03-10T10:00:00Z', '2026-03-10T10:00:00Z')
/** A caregiver not hired 14 months ago: kept while the owner keeps applications for 24 months. */
const NOT_HIRED: RequestDocument = {
  ...request('not-hired', 'notHired', '2024-12-01T10:00:00Z', '2025-01-10T10:00:00Z'),
  kind: 'application',
  shifts: ['7 am to 3 pm', 'Weekends'],
  backgroundCheck: 'Yes',
}
const INBOX = [OLD_CLOSED, RECENT_CLOSED, OLD_OPEN, ANCIENT_NEW, OLD_SPAM, RECENT_SPAM, NOT_HIRED]
const ALL_IDS = INBOX.map((one) => one._id).sort()
const without = (...gone: RequestDocument[]) => ALL_IDS.filter((id) => !gone.some((one) => one._id === id))
const asFixture = (documents: RequestDocument[]) => documents as unknown as FixtureDocument[]

describe('on the Content Lake', () => {
  let lake: ContentLakeFixture
  let source: ContentSource
  const settings = ({
    retentionMonths = 12 as unknown,
    applicationRetentionMonths = 24 as unknown,
    maxAgeMonths = 24 as unknown,
  } = {}): FixtureDocument => ({
    _id: 'inboxSettings',
    _type: 'inboxSettings',
    retentionMonths,
    applicationRetentionMonths,
    maxAgeMonths,
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
  beforeEach(() => lake.setDocuments([...asFixture(INBOX), settings(), { _id: 'settings', _type: 'settings' }]))

  const inbox = () => openInbox({ source, token: WRITE_TOKEN, tokenNeeded: 'SANITY_API_WRITE_TOKEN' })
  const ids = () =>
    lake
      .documents()
      .map((document) => document._id)
      .filter((id) => id.startsWith('lead.'))
      .sort()

  it('a dry run lists what would go, and why, and deletes nothing', async () => {
    const lines: string[] = []
    const result = await purgeInbox(inbox(), { now, log: (line) => lines.push(line) })
    expect(result).toEqual({
      months: { requests: 12, applications: 24 },
      maxAgeMonths: 24,
      selected: ['lead.ancient-new', 'lead.old-closed', 'lead.old-spam'],
      deleted: 0,
    })
    expect(ids()).toEqual(ALL_IDS)
    const said = lines.join('\n')
    expect(said).toContain('Inbox: Sanity project jesttest, dataset production, 7 requests.')
    expect(said).toContain(
      'Inbox settings: closed requests are kept 12 months after their last change (before 2025-03-14: go), closed applications 24 months (before 2024-03-14: go), spam 30 days, and any request at most 24 months after it arrived (before 2024-03-14: goes).',
    )
    expect(said).toContain('lead.ancient-new  Message, ancient-new, New, received 2024-01-10')
    expect(said).toContain('lead.old-closed  Message, old-closed, closed, last changed 2024-06-01')
    expect(said).toContain('lead.old-spam  Message, old-spam, spam, last changed 2026-02-01')
    expect(said).toContain(
      '1 open request older than 12 months (applications: 24) is kept until 24 months after arriving:',
    )
    expect(said).not.toContain('lead.not-hired')
    expect(said).toContain('Dry run: nothing was deleted.')
  })

  it('--yes deletes them, with the token, and nothing else', async () => {
    expect(await purgeInbox(inbox(), { now, yes: true, log: () => {} })).toMatchObject({ deleted: 3 })
    expect(ids()).toEqual(without(ANCIENT_NEW, OLD_CLOSED, OLD_SPAM))
  })

  it('keeps a request reopened, or noted, between the listing and the delete', async () => {
    const real = inbox()
    const lines: string[] = []
    // The owner reopens one and writes a note on another while the purge is deciding.
    const racing = {
      ...real,
      list: async () => {
        const listed = await real.list()
        lake.upsert({
          ...(OLD_CLOSED as unknown as FixtureDocument),
          status: 'contacted',
          _updatedAt: now.toISOString(),
        })
        lake.upsert({ ...(OLD_SPAM as unknown as FixtureDocument), status: 'new', _updatedAt: now.toISOString() })
        return listed
      },
    }
    expect(await purgeInbox(racing, { now, yes: true, log: (line) => lines.push(line) })).toMatchObject({
      selected: ['lead.ancient-new', 'lead.old-closed', 'lead.old-spam'],
      deleted: 1,
    })
    expect(ids()).toEqual(without(ANCIENT_NEW))
    expect(lines.at(-1)).toBe(
      'Deleted 1 request. 2 requests changed since the listing (reopened, or a note added) and were kept.',
    )
  })

  it('follows the periods the owner set in the Studio, applications by their own', async () => {
    lake.upsert(settings({ retentionMonths: 1, maxAgeMonths: 36 }))
    expect((await purgeInbox(inbox(), { now, log: () => {} })).selected).toEqual([
      'lead.old-closed',
      'lead.recent-closed',
      'lead.old-spam',
    ])
    lake.upsert(settings({ applicationRetentionMonths: 12 }))
    expect((await purgeInbox(inbox(), { now, log: () => {} })).selected).toEqual([
      'lead.ancient-new',
      'lead.old-closed',
      'lead.not-hired',
      'lead.old-spam',
    ])
  })

  it('deletes a closed application by the applications’ period, and names its status', async () => {
    lake.upsert(settings({ applicationRetentionMonths: 12 }))
    const lines: string[] = []
    expect(await purgeInbox(inbox(), { now, yes: true, log: (line) => lines.push(line) })).toMatchObject({
      deleted: 4,
    })
    expect(lines).toContain('  lead.not-hired  Caregiver application, not-hired, not hired, last changed 2025-01-10')
    expect(ids()).toEqual(without(ANCIENT_NEW, OLD_CLOSED, OLD_SPAM, NOT_HIRED))
  })

  it('exports every request as CSV, the private ones included', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'export-')), 'sub', 'leads.csv')
    const lines: string[] = []
    expect(await exportInbox(inbox(), { out, log: (line) => lines.push(line) })).toEqual({ count: 7, out })
    const rows = readFileSync(out, 'utf8').split('\r\n')
    expect(rows).toHaveLength(9) // header, seven requests, the final line break
    expect(rows[1]).toContain('ancient-new@example.com') // oldest first
    // An application has its own columns, in words.
    expect(rows[0]).toContain('"Shifts they can work"')
    expect(rows[4]).toMatch(/^"[^"]+","Not hired","Caregiver application","not-hired",.*"7 am to 3 pm; Weekends"/)
    expect(lines).toEqual([`Wrote 7 requests from Sanity project jesttest, dataset production to ${out}.`])
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
    const settings = {
      _id: 'inboxSettings',
      _type: 'inboxSettings',
      retentionMonths,
      applicationRetentionMonths,
      maxAgeMonths: 24,
    }
    writeFileSync(starterFile, JSON.stringify(settings) + '\n')
    for (const document of INBOX) await appendRequest(document, file)
    return { file, inbox: openInbox({ source: starter, tokenNeeded: 'SANITY_API_WRITE_TOKEN', file, starterFile }) }
  }

  it('purges the same selection from the file', async () => {
    const { file, inbox } = await localInbox()
    expect((await purgeInbox(inbox, { now, log: () => {} })).selected).toEqual([
      'lead.ancient-new',
      'lead.old-closed',
      'lead.old-spam',
    ])
    expect(await readRequests(file)).toHaveLength(7)
    await purgeInbox(inbox, { now, yes: true, log: () => {} })
    expect((await readRequests(file)).map((document) => document.name)).toEqual([
      'recent-closed',
      'old-open',
      'recent-spam',
      'not-hired',
    ])
  })

  it('lists a name stored with line breaks or bidi characters on one line, escaped: no line can be forged', async () => {
    const { file, inbox } = await localInbox()
    const forged = {
      ...INBOX[0]!,
      _id: 'lead.forged',
      name: 'Ann\n  lead.fake  Message, someone, New, received 2020-01-01\u202E',
    }
    await appendRequest(forged, file)
    const lines: string[] = []
    await purgeInbox(inbox, { now, log: (line) => lines.push(line) })
    const listed = lines.filter((line) => line.includes('lead.forged'))
    expect(listed).toEqual([expect.stringContaining('Ann\\u{a}  lead.fake  Message, someone')])
    expect(listed[0]).toContain('\\u{202e}')
    expect(lines.join('\n')).not.toMatch(/^ {2}lead\.fake/m)
  })

  it('keeps a request reopened in the file between the listing and the delete, and one added meanwhile', async () => {
    const { file, inbox } = await localInbox()
    const racing = {
      ...inbox,
      list: async () => {
        const listed = await inbox.list()
        await rewriteRequests((one) => (one._id === 'lead.old-closed' ? { ...one, status: 'contacted' } : one), file)
        await appendRequest(request('arrived-meanwhile', 'new', now.toISOString()), file)
        return listed
      },
    }
    expect(await purgeInbox(racing, { now, yes: true, log: () => {} })).toMatchObject({ deleted: 2 })
    expect((await readRequests(file)).map((document) => document.name)).toEqual([
      'old-closed',
      'recent-closed',
      'old-open',
      'recent-spam',
      'not-hired',
      'arrived-meanwhile',
    ])
  })

  it('names a broken line, purges and exports the rest, and keeps the line for the owner to mend', async () => {
    const { file, inbox } = await localInbox()
    appendFileSync(file, '{"_id":"lead.cut-short","na\n')
    const lines: string[] = []
    expect(await purgeInbox(inbox, { now, yes: true, log: (line) => lines.push(line) })).toMatchObject({ deleted: 3 })
    expect(lines[0]).toMatch(
      /^Skipped line 8 of .*leads\.ndjson, not a request \(.+\): fix or remove that line by hand\.$/,
    )
    expect(readFileSync(file, 'utf8')).toContain('{"_id":"lead.cut-short","na\n')
    let written = ''
    const logged: string[] = []
    expect(
      await exportInbox(inbox, { out: '-', write: (text) => (written += text), log: (line) => logged.push(line) }),
    ).toMatchObject({ count: 4 })
    expect(written.split('\r\n')).toHaveLength(6)
    expect(logged).toEqual([expect.stringMatching(/^Skipped line 5 of .*, not a request/)])
  })

  it('reads the periods from the starter dataset', async () => {
    const { inbox } = await localInbox(36, 1)
    expect(await purgeInbox(inbox, { now, log: () => {} })).toMatchObject({
      months: { requests: 36, applications: 1 },
      maxAgeMonths: 24,
      selected: ['lead.ancient-new', 'lead.not-hired', 'lead.old-spam'],
    })
  })

  it('exports to the standard output', async () => {
    const { inbox } = await localInbox()
    let written = ''
    await exportInbox(inbox, { out: '-', write: (text) => (written += text) })
    expect(written.split('\r\n')[1]).toMatch(/^"2024-01-10 05:00","New","Message","ancient-new",/)
  })

  it('names the export by the day, in the git-ignored data folder', () => {
    expect(defaultExportFile(now, '/site')).toBe(path.join('/site', '.data', 'leads-2026-03-14.csv'))
  })
})
