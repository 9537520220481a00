import {
  addressKey,
  clientKey,
  CONNECTION_PROOF_HEADER,
  networkKey,
  setConnectionProof,
  UNKNOWN_CLIENT,
} from '@/lib/http/client-key'
import { createRateLimiter } from '@/lib/limits/rate-limit'

/** This process's proof, as the request guard makes it (set once per process). */
const PROOF = 'proof-of-the-tests'

describe('who is asking: the client key', () => {
  const request = (headers: Record<string, string>) => new Request('http://site.test/', { headers })
  const hops = (trustedHops: number) => ({ kind: 'forwardedFor' as const, trustedHops })
  const vercel = { kind: 'vercel' as const }
  afterEach(() => jest.restoreAllMocks())

  beforeAll(() => setConnectionProof(PROOF))

  it.each([
    [
      'next start alone: the one entry the request guard wrote, with its proof',
      hops(0),
      { 'x-forwarded-for': '203.0.113.7', [CONNECTION_PROOF_HEADER]: PROOF },
      '203.0.113.7',
    ],
    [
      'next start alone: only the last entry is read',
      hops(0),
      { 'x-forwarded-for': 'made-up, 203.0.113.7', [CONNECTION_PROOF_HEADER]: PROOF },
      '203.0.113.7',
    ],
    [
      'next start alone: a request the guard did not see (one during start-up) is no one in particular',
      hops(0),
      { 'x-forwarded-for': '203.0.113.7' },
      UNKNOWN_CLIENT,
    ],
    [
      'next start alone: a proof made up by the client',
      hops(0),
      { 'x-forwarded-for': '203.0.113.7', [CONNECTION_PROOF_HEADER]: 'guessed' },
      UNKNOWN_CLIENT,
    ],
    ['behind nginx, no header sent', hops(1), { 'x-forwarded-for': '203.0.113.7' }, '203.0.113.7'],
    ['behind nginx, an address made up', hops(1), { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, '203.0.113.7'],
    [
      'behind nginx, blanks and x-real-ip',
      hops(1),
      { 'x-forwarded-for': ' made-up ,, 203.0.113.7 ', 'x-real-ip': '198.51.100.9' },
      '203.0.113.7',
    ],
    [
      'a load balancer, then nginx',
      hops(2),
      { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.2' },
      '203.0.113.7',
    ],
    [
      'Vercel: its own header',
      vercel,
      { 'x-vercel-forwarded-for': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' },
      '203.0.113.7',
    ],
    ['Vercel: x-real-ip', vercel, { 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '198.51.100.1' }, '203.0.113.7'],
    ['Vercel: never X-Forwarded-For alone', vercel, { 'x-forwarded-for': '198.51.100.1' }, UNKNOWN_CLIENT],
    ['no address at all', hops(0), {}, UNKNOWN_CLIENT],
    ['behind nginx: never x-real-ip', hops(1), { 'x-real-ip': '198.51.100.1' }, UNKNOWN_CLIENT],
  ])('%s', (_name, source, headers, key) => {
    expect(clientKey(request(headers), source)).toBe(key)
  })

  it('cannot be changed by a client that writes a new address into every request', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, i) =>
        clientKey(request({ 'x-forwarded-for': `10.${i}.0.1, 203.0.113.7` }), hops(1)),
      ),
    )
    expect([...keys]).toEqual(['203.0.113.7'])
  })

  it.each([
    ['an IPv4 address, as written', '203.0.113.7', '203.0.113.7'],
    ['an IPv6 address, by its /64', '2001:db8:1:2:aa:bb:cc:dd', '2001:db8:1:2::/64'],
    ['another address of that /64, in short form and capitals', '2001:DB8:1:2::5', '2001:db8:1:2::/64'],
    ['the next /64, a budget of its own', '2001:db8:1:3::5', '2001:db8:1:3::/64'],
    ['a link-local address with its zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['IPv4 on a dual-stack socket, as IPv4', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv4 address with a port, without it', '198.51.100.9:4711', '198.51.100.9'],
    ['an IPv6 address in brackets with a port, by its /64', '[2001:db8:9:9::1]:443', '2001:db8:9:9::/64'],
    ['not an address (a proxy that writes "unknown"), as the shared key', 'unknown', UNKNOWN_CLIENT],
    ['anything else made up, as the shared key', `not-an-ip-${'x'.repeat(8000)}`, UNKNOWN_CLIENT],
    ['a port on its own, as the shared key', '4711', UNKNOWN_CLIENT],
  ])('counts %s', (_name, address, key) => {
    expect(addressKey(address)).toBe(key)
  })

  it.each([
    ['an IPv4 address: its /24', '203.0.113.7', '203.0.113.0/24'],
    ['an IPv6 /64: its /48', '2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['the shared key: itself', UNKNOWN_CLIENT, UNKNOWN_CLIENT],
  ])('puts %s in a wider net', (_name, client, network) => {
    expect(networkKey(client)).toBe(network)
  })

  it.each([
    ['behind no proxy', hops(0), 'x-forwarded-for'],
    ['on Vercel', vercel, 'x-vercel-forwarded-for'],
  ])('gives a phone that takes a new IPv6 address for every post one budget, %s', async (_name, source, header) => {
    const limiter = createRateLimiter({ name: 'test', limit: 5, windowMs: 60_000 })
    const address = (i: number) => `2001:db8:77:1:${i.toString(16)}::${(i * 7).toString(16)}`
    const answers = []
    for (let i = 0; i < 20; i++) {
      const headers = { [header]: address(i), [CONNECTION_PROOF_HEADER]: PROOF }
      answers.push(await limiter.take(clientKey(request(headers), source), 1_000_000 + i))
    }
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5)
  })

  it('gives requests that skipped a proxy the shared key, and names the variable to check once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    expect(clientKey(request({ 'x-forwarded-for': '203.0.113.7' }), hops(2))).toBe(UNKNOWN_CLIENT)
    expect(clientKey(request({ 'x-forwarded-for': '198.51.100.1' }), hops(2))).toBe(UNKNOWN_CLIENT)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('fewer than TRUSTED_PROXY_HOPS=2')
  })
})
