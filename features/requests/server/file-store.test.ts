import * as fs from 'node:fs/promises'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { RequestDocument } from '../model/stored'
import {
  appendRequest,
  isUnwritable,
  readRequestFile,
  readRequests,
  removeRequests,
  rewriteRequests,
  updateRequest,
} from './file-store'

const request = (id: string): RequestDocument => ({
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
    expect(await readRequests(target)).toEqual([])
    await appendRequest(request('a'), target)
    await appendRequest(request('b'), target)
    expect(readFileSync(target, 'utf8').split('\n')).toHaveLength(3)
    expect(await readRequests(target)).toEqual([request('a'), request('b')])
    expect(statSync(target).mode & 0o777).toBe(0o600)
    expect(statSync(path.dirname(target)).mode & 0o777).toBe(0o700)
  })

  it('removes requests by id and keeps the others', async () => {
    const target = file()
    for (const id of ['a', 'b', 'c']) await appendRequest(request(id), target)
    expect(await removeRequests(new Set(['lead.a', 'lead.c', 'lead.zzz']), target)).toBe(2)
    expect(await readRequests(target)).toEqual([request('b')])
    expect(await removeRequests(new Set(['lead.zzz']), target)).toBe(0)
  })

  it("sets fields on one request, as the owner's alert is recorded, and loses no request added meanwhile", async () => {
    const target = file()
    await appendRequest(request('a'), target)
    const alerted = { ownerAlert: { text: { status: 'sent', at: '2026-03-14T13:41:03.000Z' } } } as const
    // Not awaited one by one: requests keep arriving while the alert is being recorded.
    const ids = Array.from({ length: 12 }, (_, index) => `n${index}`)
    const [updated] = await Promise.all([
      updateRequest('lead.a', alerted as Partial<RequestDocument>, target),
      ...ids.map((id) => appendRequest(request(id), target)),
    ])
    expect(updated).toBe(true)
    const kept = await readRequests(target)
    expect(kept.map((document) => document._id).sort()).toEqual(['lead.a', ...ids.map((id) => `lead.${id}`)].sort())
    expect(kept.find((document) => document._id === 'lead.a')).toEqual({ ...request('a'), ...alerted })
    expect(await updateRequest('lead.zzz', { status: 'closed' }, target)).toBe(false)
    expect(statSync(target).mode & 0o777).toBe(0o600)
  })

  it('names a broken line and reads on; a rewrite keeps the line as it was, for the owner to mend', async () => {
    const target = file()
    await appendRequest(request('a'), target)
    await fs.appendFile(target, '{"_id":"lead.half","name":"Ann\n42\n')
    await appendRequest(request('b'), target)
    const { requests, broken } = await readRequestFile(target)
    expect(requests).toEqual([request('a'), request('b')])
    expect(broken).toEqual([
      { line: 2, problem: expect.stringMatching(/JSON|Unterminated|Unexpected/) },
      { line: 3, problem: 'not a request' },
    ])
    expect(await removeRequests(new Set(['lead.a']), target)).toBe(1)
    expect(readFileSync(target, 'utf8').split('\n')).toEqual([
      '{"_id":"lead.half","name":"Ann',
      '42',
      JSON.stringify(request('b')),
      '',
    ])
  })

  it('changes a request under the lock, judged on the file as it is then', async () => {
    const target = file()
    for (const id of ['a', 'b']) await appendRequest(request(id), target)
    const result = await rewriteRequests(
      (one) => (one._id === 'lead.b' ? { ...one, status: 'contacted' } : one),
      target,
    )
    expect(result).toEqual({ removed: 0, changed: 1 })
    expect((await readRequests(target)).map((one) => one.status)).toEqual(['new', 'contacted'])
  })

  it('loses no request appended while a purge rewrites the file, in this process', async () => {
    const target = file()
    for (let i = 0; i < 50; i++) await appendRequest(request(`old-${i}`), target)
    const appended: Promise<boolean>[] = []
    const purges: Promise<number>[] = []
    for (let i = 0; i < 50; i++) {
      purges.push(removeRequests(new Set([`lead.old-${i}`]), target))
      appended.push(appendRequest(request(`new-${i}`), target))
    }
    await Promise.all([...appended, ...purges])
    const ids = (await readRequests(target)).map((one) => one._id)
    expect(ids.filter((id) => id.startsWith('lead.new-'))).toHaveLength(50)
    expect(ids.filter((id) => id.startsWith('lead.old-'))).toEqual([])
  })

  it('loses no request the site appends while `npm run leads:purge` rewrites the file from another process', async () => {
    const target = file()
    for (let i = 0; i < 200; i++) await appendRequest(request(`old-${i}`), target)
    // The site's side: another Node process appending as POST /api/leads does.
    const site = promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `const store = await import('./features/requests/server/file-store.ts')
         const { appendRequest } = store.appendRequest ? store : store.default
         for (let i = 0; i < 1000; i++) await appendRequest({ _id: 'lead.site-' + i, _type: 'lead', kind: 'message', status: 'new', submittedAt: '2026-03-14T13:41:00.000Z', sourcePage: '/' }, ${JSON.stringify(target)})`,
      ],
      { timeout: 30_000 },
    )
    let running = true
    void site.finally(() => (running = false))
    // The purge's side, here: a rewrite of the whole file after another, for as long as the site appends.
    let rewrites = 0
    while (running) {
      await appendRequest(request('purged'), target)
      rewrites += await removeRequests(new Set(['lead.purged']), target)
    }
    await site
    const ids = (await readRequests(target)).map((one) => one._id)
    expect(ids.filter((id) => id.startsWith('lead.site-'))).toHaveLength(1000)
    expect(rewrites).toBeGreaterThan(10)
  })

  it('knows the errors of a host that cannot keep files', () => {
    for (const code of ['EROFS', 'EACCES', 'EPERM', 'ENOSPC']) expect(isUnwritable({ code })).toBe(true)
    expect(isUnwritable({ code: 'ENOENT' })).toBe(false)
    expect(isUnwritable(null)).toBe(false)
  })
})
