/**
 * Who a request came from, for throttles and the audit log. No server-only import: the audit
 * writer uses it from hooks that Payload's CLI (the seed) loads too (src/features/audit/record.ts).
 */

/** Header scripts/serve.mjs writes with the visitor's address (a client-sent copy is dropped there). */
export const CLIENT_IP_HEADER = 'x-client-ip'

/**
 * The visitor's IP, as our own server worked it out from the socket and, behind TRUST_PROXY
 * proxies, the X-Forwarded-For entry our proxy appended (scripts/lib/edge.mjs). Null only when the
 * app runs without that server (`next dev`): then visitors cannot be told apart.
 */
export function clientIp(request: Request): string | null {
  const value = request.headers.get(CLIENT_IP_HEADER)
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
  const unbracketed = value.replace(/^\[|\]$/g, '')
  // IPv4-mapped IPv6 (::ffff:1.2.3.4) is the same visitor as 1.2.3.4.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(unbracketed)
  return (mapped?.[1] ?? unbracketed).toLowerCase()
}
