import * as fs from 'node:fs/promises'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { LeadDocument } from '../model/document'
import { appendLead, isUnwritable, readLeadFile, readLeads, removeLeads, rewriteLeads, updateLead } from './file-store'

const lead = (id: string): LeadDocument => ({
  _id: `lead.${id}`,
  _type: 'lead',
  kind: 'message',
  status: 'new',
  submittedAt: '2026-03-14T13:41:00.000Z',
  sourcePage: '/',
  name: 'Ann',
  message: 'Line one\nline "two" </script>',
})

describe('the local inbox file', () => {
  const file = () => path.join(mkdtempSync(path.join(tmpdir(), 'leads-')), '.data', 'leads.ndjson')

  it('adds one JSON line per request, in a folder and file only its owner can read', async () => {
    const target = file()
    expect(await readLeads(target)).toEqual([])
    await appendLead(lead('a'), target)
    await appendLead(lead('b'), target)
    expect(readFileSync(target, 'utf8').split('\n')).toHaveLength(3)
    expect(await readLeads(target)).toEqual([lead('a'), lead('b')])
    expect(statSync(target).mode & 0o777).toBe(0o600)
    expect(statSync(path.dirname(target)).mode & 0o777).toBe(0o700)
  })

  it('removes requests by id and keeps the others', async () => {
    const target = file()
    for (const id of ['a', 'b', 'c']) await appendLead(lead(id), target)
    expect(await removeLeads(new Set(['lead.a', 'lead.c', 'lead.zzz']), target)).toBe(2)
    expect(await readLeads(target)).toEqual([lead('b')])
    expect(await removeLeads(new Set(['lead.zzz']), target)).toBe(0)
  })

  it("sets fields on one request, as the owner's alert is recorded, and loses no request added meanwhile", async () => {
    const target = file()
    await appendLead(lead('a'), target)
    const alerted = { ownerAlert: { text: { status: 'sent', at: '2026-03-14T13:41:03.000Z' } } } as const
    // Not awaited one by one: requests keep arriving while the alert is being recorded.
    const ids = Array.from({ length: 12 }, (_, index) => `n${index}`)
    const [updated] = await Promise.all([
      updateLead('lead.a', alerted as Partial<LeadDocument>, target),
      ...ids.map((id) => appendLead(lead(id), target)),
    ])
    expect(updated).toBe(true)
    const kept = await readLeads(target)
    expect(kept.map((document) => document._id).sort()).toEqual(['lead.a', ...ids.map((id) => `lead.${id}`)].sort())
    expect(kept.find((document) => document._id === 'lead.a')).toEqual({ ...lead('a'), ...alerted })
    expect(await updateLead('lead.zzz', { status: 'closed' }, target)).toBe(false)
    expect(statSync(target).mode & 0o777).toBe(0o600)
  })

  it('names a broken line and reads on; a rewrite keeps the line as it was, for the owner to mend', async () => {
    const target = file()
    await appendLead(lead('a'), target)
    await fs.appendFile(target, '{"_id":"lead.half","name":"Ann\n42\n')
    await appendLead(lead('b'), target)
    const { leads, broken } = await readLeadFile(target)
    expect(leads).toEqual([lead('a'), lead('b')])
    expect(broken).toEqual([
      { line: 2, problem: expect.stringMatching(/JSON|Unterminated|Unexpected/) },
      { line: 3, problem: 'not a request' },
    ])
    expect(await removeLeads(new Set(['lead.a']), target)).toBe(1)
    expect(readFileSync(target, 'utf8').split('\n')).toEqual([
      '{"_id":"lead.half","name":"Ann',
      '42',
      JSON.stringify(lead('b')),
      '',
    ])
  })

  it('changes a request under the lock, judged on the file as it is then', async () => {
    const target = file()
    for (const id of ['a', 'b']) await appendLead(lead(id), target)
    const result = await rewriteLeads((one) => (one._id === 'lead.b' ? { ...one, status: 'contacted' } : one), target)
    expect(result).toEqual({ removed: 0, changed: 1 })
    expect((await readLeads(target)).map((one) => one.status)).toEqual(['new', 'contacted'])
  })

  it('loses no request appended while a purge rewrites the file, in this process', async () => {
    const target = file()
    for (let i = 0; i < 50; i++) await appendLead(lead(`old-${i}`), target)
    const appended: Promise<void>[] = []
    const purges: Promise<number>[] = []
    for (let i = 0; i < 50; i++) {
      purges.push(removeLeads(new Set([`lead.old-${i}`]), target))
      appended.push(appendLead(lead(`new-${i}`), target))
    }
    await Promise.all([...appended, ...purges])
    const ids = (await readLeads(target)).map((one) => one._id)
    expect(ids.filter((id) => id.startsWith('lead.new-'))).toHaveLength(50)
    expect(ids.filter((id) => id.startsWith('lead.old-'))).toEqual([])
  })

  it('loses no request the site appends while `npm run leads:purge` rewrites the file from another process', async () => {
    const target = file()
    for (let i = 0; i < 200; i++) await appendLead(lead(`old-${i}`), target)
    // The site's side: another Node process appending as POST /api/leads does.
    const site = promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const store = await import('./features/leads/server/file-store.ts')
         const { appendLead } = store.appendLead ? store : store.default
         for (let i = 0; i < 1000; i++) await appendLead({ _id: 'lead.site-' + i, _type: 'lead', kind: 'message', status: 'new', submittedAt: '2026-03-14T13:41:00.000Z', sourcePage: '/' }, ${JSON.stringify(target)})`,
      ],
      { timeout: 30_000 },
    )
    let running = true
    void site.finally(() => (running = false))
    // The purge's side, here: a rewrite of the whole file after another, for as long as the site appends.
    let rewrites = 0
    while (running) {
      await appendLead(lead('purged'), target)
      rewrites += await removeLeads(new Set(['lead.purged']), target)
    }
    await site
    const ids = (await readLeads(target)).map((one) => one._id)
    expect(ids.filter((id) => id.startsWith('lead.site-'))).toHaveLength(1000)
    expect(rewrites).toBeGreaterThan(10)
  })

  it('knows the errors of a host that cannot keep files', () => {
    for (const code of ['EROFS', 'EACCES', 'EPERM', 'ENOSPC']) expect(isUnwritable({ code })).toBe(true)
    expect(isUnwritable({ code: 'ENOENT' })).toBe(false)
    expect(isUnwritable(null)).toBe(false)
  })
})
