/**
 * `npm run zips`: the ZIP-to-county table of the service-area check. The
 * committed table must be exactly what the script makes from the pinned
 * package, and a Census relationship file (by path or address) must give a
 * table of the same shape. Nothing here reaches the network: the "address"
 * is a server on 127.0.0.1.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const COMMITTED = 'features/service-area/table/zip-counties.json'
// Made-up areas in the Census file's exact layout (BOM, "|", CRLF), with a ZCTA across a state line each way,
// a water-only part, an Alabama-only ZCTA and a county part outside every ZCTA.
const SAMPLE = 'testing/fixtures/zips/census-sample.txt'
const SAMPLE_TABLE = 'testing/fixtures/zips/census-sample.expected.json'

const run = (...args: string[]) =>
  promisify(execFile)('node', ['scripts/zips/index.mjs', ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test' },
  })

const out = () => join(mkdtempSync(join(tmpdir(), 'zips-')), 'table.json')

describe('npm run zips', () => {
  it('reproduces the committed Georgia table byte for byte from the pinned package', async () => {
    const file = out()
    const { stdout } = await run('--state', 'GA', '--out', file)
    expect(stdout).toMatch(/^zips: 7\d\d ZIP codes of Georgia \(\d+ across county lines\)/)
    expect(readFileSync(file, 'utf8')).toBe(readFileSync(COMMITTED, 'utf8'))
  })

  it('makes the table from a Census relationship file given by path, by land area', async () => {
    const file = out()
    await run('--state', 'ga', '--from', SAMPLE, '--out', file)
    const text = readFileSync(file, 'utf8')
    expect(text).toBe(readFileSync(SAMPLE_TABLE, 'utf8'))
    const table = JSON.parse(text)
    expect(table).toMatchObject({ state: 'GA', stateName: 'Georgia', basis: 'land area' })
    expect(table.zips['30004']).toEqual([
      ['Fulton', 0.6],
      ['Cherokee', 0.2],
      ['Forsyth', 0.2],
    ])
    // Across the state line: Alabama's Cherokee County is not Georgia's.
    expect(table.zips['30165']).toContainEqual(['Cherokee', 0.01, 'AL'])
    expect(table.zips['36855']).toEqual([
      ['Chambers', 0.99, 'AL'],
      ['Troup', 0.01],
    ])
    // A part with water only is no home; a ZCTA wholly in Alabama is not in Georgia's table.
    expect(table.zips['31401']).toEqual([['Chatham', 1]])
    expect(table.zips['35004']).toBeUndefined()
    // 368 is Alabama's prefix although 36855 reaches into Georgia.
    expect(table.prefixes).toEqual(['300', '301', '302', '314'])
  })

  describe('from an address', () => {
    let server: Server
    let base: string
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url === '/rel/tab20_zcta520_county20_natl.txt') response.end(readFileSync(SAMPLE))
        else response.writeHead(404).end('not found')
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise((resolve) => server.close(resolve)))

    it('downloads the file and makes the same table', async () => {
      const file = out()
      await run('--state', 'GA', '--from', `${base}/rel/tab20_zcta520_county20_natl.txt`, '--out', file)
      expect(readFileSync(file, 'utf8')).toBe(readFileSync(SAMPLE_TABLE, 'utf8'))
    })

    it('says what the server answered when the file is not there', async () => {
      await expect(run('--state', 'GA', '--from', `${base}/missing.txt`, '--out', out())).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('answered 404'),
      })
    })
  })

  it.each([
    [['--out', 'x.json'], 'name the state, e.g. npm run zips -- --state GA'],
    [['--state', 'Georgia'], '"Georgia" is not a state\'s two-letter postal code'],
    [['--state', 'AL', '--from', SAMPLE_TABLE], 'not a 2020 ZCTA-to-county relationship file'],
    [['--state', 'WY', '--from', SAMPLE], 'the source has no ZIP code in Wyoming'],
  ])('refuses %j with a message that says what to fix', async (args, message) => {
    await expect(run(...args)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(message) })
  })
})

describe('the committed Georgia table', () => {
  const table = JSON.parse(readFileSync(COMMITTED, 'utf8'))

  it('is small enough to load on first use', () => {
    expect(readFileSync(COMMITTED).length).toBeLessThan(40_000)
  })

  it('has every Georgia ZIP code area with shares that add up', () => {
    const zips = Object.entries(table.zips) as [string, [string, number, string?][]][]
    expect(zips.length).toBeGreaterThan(700)
    for (const [zip, counties] of zips) {
      expect(zip).toMatch(/^\d{5}$/)
      const total = counties.reduce((sum, [, share]) => sum + share, 0)
      expect(total).toBeGreaterThan(0.97)
      expect(total).toBeLessThan(1.04)
      expect(counties.some((county) => county.length === 2)).toBe(true)
    }
  })

  it('credits its source', () => {
    expect(table.credit).toEqual({
      text: expect.stringContaining('SimpleMaps'),
      url: 'https://simplemaps.com/data/us-zips',
    })
    expect(table.basis).toBe('population')
  })
})
