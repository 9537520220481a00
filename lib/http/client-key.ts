import ipaddr from 'ipaddr.js'
import { clientAddressSource, type ClientAddressSource } from '../env/clients'

/**
 * Who is asking, as a key the limits count by (lib/limits/): one key per
 * subscriber, and a wider one per network, as far as the deployment can
 * vouch for the address (its `ClientAddressSource`, from TRUSTED_PROXY_HOPS
 * and VERCEL):
 *
 * - on Vercel, `x-vercel-forwarded-for` (then `x-real-ip`), which the platform
 *   sets from the connection and overwrites when a client sends its own;
 * - behind N proxies of the deployment's own that append to X-Forwarded-For
 *   (nginx's `$proxy_add_x_forwarded_for`, most load balancers), the Nth entry
 *   from the right: the address the outermost of them saw. Entries further
 *   left are whatever the client wrote;
 * - with none (0), the connection's address, which ./request-guard.ts writes
 *   into X-Forwarded-For before Next.js sees the request, with this process's
 *   proof beside it. A request it did not see (one that arrived while the
 *   server was starting) carries no proof, and its header may be anyone's.
 *
 * What cannot be told, or is not an address at all, gets the one shared key.
 */

/** The one key of requests whose client cannot be told: they share a budget. */
export const UNKNOWN_CLIENT = 'unknown'

/** The header ./request-guard.ts sets beside the connection's address, to this process's random proof. */
export const CONNECTION_PROOF_HEADER = 'x-connection-proof'

const proofHolder = globalThis as typeof globalThis & { __connectionProof?: string }

/** This process's proof, made once by ./request-guard.ts; undefined until it is installed. */
export function connectionProof(): string | undefined {
  return proofHolder.__connectionProof
}

export function setConnectionProof(proof: string): void {
  proofHolder.__connectionProof ??= proof
}

let warnedShortChain = false

export function clientKey(request: Request, source: ClientAddressSource = clientAddressSource()): string {
  const { headers } = request
  if (source.kind === 'vercel') {
    const entry = firstEntry(headers.get('x-vercel-forwarded-for')) ?? firstEntry(headers.get('x-real-ip'))
    return entry ? addressKey(entry) : UNKNOWN_CLIENT
  }
  const entries = entriesOf(headers.get('x-forwarded-for'))
  if (source.trustedHops === 0) {
    const proof = connectionProof()
    const vouched = proof !== undefined && headers.get(CONNECTION_PROOF_HEADER) === proof
    return vouched && entries.length > 0 ? addressKey(entries[entries.length - 1]!) : UNKNOWN_CLIENT
  }
  const entry = entries[entries.length - source.trustedHops]
  if (entry) return addressKey(entry)
  if (entries.length > 0 && !warnedShortChain) {
    warnedShortChain = true
    console.warn(
      `[limits] A request's X-Forwarded-For has ${entries.length} address(es), fewer than TRUSTED_PROXY_HOPS=${source.trustedHops}: such requests share one budget. Check TRUSTED_PROXY_HOPS against the proxies in front of the site (docs/security.md).`,
    )
  }
  return UNKNOWN_CLIENT
}

/**
 * One key per subscriber, not per address. An IPv6 subscriber is given at
 * least a whole /64 (RFC 6177; phones and home routers pick a new address in
 * it every day or so), so IPv6 addresses count by their /64. An IPv4 address
 * written as IPv6 (`::ffff:203.0.113.7`, what a dual-stack socket reports) is
 * that IPv4 address. A port or brackets a proxy wrote around the address are
 * dropped; anything that is still not an address is the shared key, so a
 * client cannot make up a key (and a budget, and memory) per request.
 */
export function addressKey(entry: string): string {
  const address = parseAddress(entry)
  if (!address) return UNKNOWN_CLIENT
  if (address.kind() === 'ipv4') return address.toString()
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}

/**
 * The network a client key belongs to, for the wider budget: an IPv4
 * address's /24, an IPv6 /64's /48 (the usual assignment to one site). A
 * flood from many addresses of one network meets this budget, however many
 * /64s it cycles through.
 */
export function networkKey(client: string): string {
  if (client === UNKNOWN_CLIENT) return UNKNOWN_CLIENT
  if (client.endsWith('::/64')) {
    const parts = client.slice(0, -'::/64'.length).split(':')
    return `${parts.slice(0, 3).join(':')}::/48`
  }
  const octets = client.split('.')
  return octets.length === 4 ? `${octets.slice(0, 3).join('.')}.0/24` : UNKNOWN_CLIENT
}

/** An address from an X-Forwarded-For entry: "203.0.113.7", "203.0.113.7:4711", "[2001:db8::1]:443"; null otherwise. */
function parseAddress(entry: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  let text = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)
  if (bracketed) text = bracketed[1]!
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'))
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text)
  if (!ipaddr.IPv6.isValid(text)) return null
  const v6 = ipaddr.IPv6.parse(text)
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6
}

function entriesOf(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

function firstEntry(value: string | null): string | undefined {
  return entriesOf(value)[0]
}
