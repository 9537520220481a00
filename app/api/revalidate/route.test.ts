/**
 * The publish webhook's door: each signed call is taken once, and calls
 * that are refused cost a stranger a limit and the log one line a minute
 * (the third review, issue 50, finding 10).
 */
import { encodeSignatureHeader } from '@sanity/webhook'

const revalidateTag = jest.fn()
jest.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }))
jest.mock('../../../sanity/fetch', () => ({ contentLakeAnswers: async () => true }))

const SECRET = 'webhook-secret-of-the-tests'
const BODY = '{"_type":"service","_id":"service-personal"}'

async function call(signature: string | null, client = '203.0.113.7') {
  const { POST } = await import('./route')
  return POST(
    new Request('http://care.example/api/revalidate', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        ...(signature ? { 'sanity-webhook-signature': signature } : {}),
      },
      body: BODY,
    }),
  )
}

describe('the publish webhook', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  jest.spyOn(console, 'info').mockImplementation(() => {})
  beforeAll(() => {
    process.env.SANITY_REVALIDATE_SECRET = SECRET
    process.env.SANITY_WEBHOOK_SETTLE_MS = '0'
  })

  it('refreshes the pages of a signed call once: the same call replayed within its five minutes refreshes nothing', async () => {
    const signature = await encodeSignatureHeader(BODY, Date.now(), SECRET)
    const first = await call(signature)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ revalidated: ['service'] })
    const replayed = await call(signature, '198.51.100.9')
    expect(replayed.status).toBe(200)
    expect(await replayed.json()).toMatchObject({ revalidated: [] })
    expect(revalidateTag).toHaveBeenCalledTimes(1)
    // A new publish is a new call, signed anew: taken.
    const next = await call(await encodeSignatureHeader(BODY, Date.now() + 1, SECRET))
    expect(await next.json()).toMatchObject({ revalidated: ['service'] })
  })

  it('takes a captured call once however its signature is spelled: the spare bits of base64url, a padded time', async () => {
    revalidateTag.mockClear()
    const at = Date.now() + 2
    const signature = await encodeSignatureHeader(BODY, at, SECRET)
    const [, time, sig] = /^t=(\d+),v1=(.+)$/.exec(signature)!
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    // 32 bytes in 43 characters: the last one's two low bits are spare, so these four decode to the same bytes.
    const last = alphabet.indexOf(sig!.at(-1)!) & ~3
    const spellings = [0, 1, 2, 3].map((spare) => `t=${time},v1=${sig!.slice(0, -1)}${alphabet[last + spare]}`)
    spellings.push(`t=000${time},v1=${sig}`)
    const answers = []
    for (const spelling of spellings) answers.push(await (await call(spelling, '198.51.100.10')).json())
    expect(answers.filter((answer) => answer.revalidated?.length)).toHaveLength(1)
    expect(answers.every((answer) => Array.isArray(answer.revalidated))).toBe(true)
    expect(revalidateTag).toHaveBeenCalledTimes(1)
  })

  it('answers a stranger’s unsigned calls 401, ten a minute, then 429, and logs one line a minute', async () => {
    warn.mockClear()
    const statuses = []
    for (let i = 0; i < 12; i++) statuses.push((await call(null, '192.0.2.44')).status)
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toBe('[revalidate] Refused a webhook call: signature missing.')
  })
})
