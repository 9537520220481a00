import * as fs from 'node:fs/promises'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { LeadDocument } from '../model/document'
import { appendLead, isUnwritable, readLeads, removeLeads, updateLead } from './file-store'

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
    // Not awaited one by one: requests keep arriving while earlier ones are being updated.
    const ids = Array.from({ length: 12 }, (_, index) => `n${index}`)
    await Promise.all([
      ...ids.map((id) => appendLead(lead(id), target)),
      updateLead('lead.a', alerted as Partial<LeadDocument>, target),
      ...ids.map((id) => updateLead(`lead.${id}`, { status: 'contacted' }, target)),
    ])
    const kept = await readLeads(target)
    expect(kept.map((document) => document._id)).toEqual(['lead.a', ...ids.map((id) => `lead.${id}`)])
    expect(kept[0]).toEqual({ ...lead('a'), ...alerted })
    expect(kept.slice(1).every((document) => document.status === 'contacted')).toBe(true)
    expect(await updateLead('lead.zzz', { status: 'closed' }, target)).toBe(false)
    expect(statSync(target).mode & 0o777).toBe(0o600)
  })

  it('names a broken line instead of skipping it', async () => {
    const target = file()
    await appendLead(lead('a'), target)
    await fs.appendFile(target, '{broken\n')
    await expect(readLeads(target)).rejects.toThrow(/leads\.ndjson, line 2/)
  })

  it('knows the errors of a host that cannot keep files', () => {
    for (const code of ['EROFS', 'EACCES', 'EPERM', 'ENOSPC']) expect(isUnwritable({ code })).toBe(true)
    expect(isUnwritable({ code: 'ENOENT' })).toBe(false)
    expect(isUnwritable(null)).toBe(false)
  })
})
