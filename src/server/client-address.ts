/**
 * Who a request came from, for throttles and the audit log. No server-only import: the audit
 * writer uses it from hooks that Payload's CLI (the seed) loads too (src/features/audit/record.ts).
 *
 * The app runs on Next's own server, which cannot tell a proxy's connection from a visitor's (it
 * passes a client-sent X-Forwarded-For on as it is). So the address is read from one header only,
 * named by CLIENT_IP_HEADER, that the proxy in front always overwrites: the shipped nginx
 * (deploy/nginx.conf) sets `X-Real-IP $remote_addr`, whatever the client sent. Unset (`npm start`
 * on a machine with no proxy in front, `next dev`), no header is believed and every visitor counts
 * in one shared bucket: nobody can choose an address to get out of a limit, at the price that one
 * client's flood holds back everyone's posts until the window passes (docs/configuration.md).
 */

/** The header the proxy in front overwrites with the visitor's address (e.g. `x-real-ip`), or null. */
export function clientIpHeader(env: Record<string, string | undefined> = process.env): string | null {
  const name = env.CLIENT_IP_HEADER?.trim().toLowerCase()
  return name ? name : null
}

/**
 * The visitor's IP, from the header the proxy in front wrote (CLIENT_IP_HEADER). Null without a
 * proxy named: then visitors cannot be told apart, and the rate limits count them all as one.
 */
export function clientIp(request: Request, header = clientIpHeader()): string | null {
  if (!header) return null
  const value = request.headers.get(header)
  return value && isPlausibleIp(value) ? normalizeIp(value) : null
}

/**
 * The bucket a client's requests are counted in: its IPv4 address, or the /64 network of an IPv6
 * address (one subscriber gets a whole /64, so counting single IPv6 addresses counts nothing).
 */
export function clientKey(ip: string | null): string | null {
  if (!ip) return null
  if (!ip.includes(':')) return ip
  const [head = '', tail = ''] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => (g || '0').replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

function isPlausibleIp(value: string): boolean {
  if (value.length > 64) return false
  return /^[0-9a-fA-F:.[\]]+$/.test(value)
}

function normalizeIp(value: string): string {
  const unbracketed = value.trim().replace(/^\[|\]$/g, '')
  // IPv4-mapped IPv6 (::ffff:1.2.3.4) is the same visitor as 1.2.3.4.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(unbracketed)
  return (mapped?.[1] ?? unbracketed).toLowerCase()
}
