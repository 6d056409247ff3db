/**
 * What the site's own HTTP server decides before Next sees a request (scripts/serve.mjs). Pure
 * functions of the raw request line, headers and socket address, so they are unit-tested
 * (tests/unit/edge.test.ts) without a server.
 */

/** Methods some route of the site answers. Anything else (TRACE, TRACK, CONNECT, WebDAV…) is a 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Header our server writes with the visitor's address; a client-sent copy is always dropped. */
export const CLIENT_IP_HEADER = 'x-client-ip'

/**
 * The only paths that take a body. Pages take none: a POST to a page is what Next reads as a
 * server action, and a malformed one is a 500. The admin uses server actions; the CMS API and our
 * three endpoints take posts.
 */
const POST_PATHS = new Set(['/api/prospecto/agregar', '/api/prospecto/socialmedia', '/en/api/track-call'])
function takesBody(method, path) {
  if (path === '/cms-api' || path.startsWith('/cms-api/')) return true
  if (method !== 'POST') return false
  return POST_PATHS.has(path) || path === '/admin' || path.startsWith('/admin/')
}

/**
 * Refusals the edge answers itself, because Next would answer them with a 500: a request target
 * that is not a path (`*`, absolute-form), a path with a broken %-escape or with an escaped `%` (no
 * path of ours has one, and Next decodes paths twice), a method no route has, a body sent to a
 * page. Returns null when the request may go on.
 */
export function refuseRequest(method, url) {
  if (!ALLOWED_METHODS.includes(method)) return { status: 405, reason: 'method' }
  // `//x` is a protocol-relative reference, not a path (Next leaves such a request hanging).
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return { status: 400, reason: 'target' }
  const queryAt = url.indexOf('?')
  const path = queryAt < 0 ? url : url.slice(0, queryAt)
  let decoded
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return { status: 400, reason: 'encoding' }
  }
  // An escaped `%`, or a control character (PostgreSQL refuses a NUL in any text it is asked
  // about, so a slug lookup would fail): no path of ours has either.
  if (decoded.includes('%') || /[\u0000-\u001f\u007f]/.test(decoded)) return { status: 400, reason: 'encoding' }
  // Judge the path Next will route: dot segments resolved (`/cms-api/../0` is the page `/0`).
  const routed = new URL(path, 'http://x').pathname
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && !takesBody(method, routed)) return { status: 405, reason: 'method' }
  return null
}

/** How many proxies in front of us we believe (TRUST_PROXY): 0 = none, visitors reach us directly. */
export function trustedHops(value) {
  const hops = Number.parseInt(value ?? '', 10)
  return Number.isFinite(hops) && hops > 0 ? Math.min(hops, 10) : 0
}

function plausibleIp(value) {
  return typeof value === 'string' && value.length > 0 && value.length <= 64 && /^[0-9a-fA-F:.[\]]+$/.test(value)
}

/** 1.2.3.4, ::ffff:1.2.3.4 and [::1] written one way each. */
export function normalizeIp(value) {
  const unbracketed = value.trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(unbracketed)
  return (mapped?.[1] ?? unbracketed).toLowerCase()
}

/**
 * The visitor's address. The socket's peer is the last hop; each trusted proxy appended the address
 * it saw to X-Forwarded-For, so the visitor is `hops` entries left of the socket. Everything further
 * left was written by the client and is never believed. Without a trusted proxy it is the socket
 * address itself, whatever X-Forwarded-For a client sends.
 */
export function clientAddress({ socketAddress, forwardedFor, hops }) {
  const socket = plausibleIp(socketAddress) ? normalizeIp(socketAddress) : null
  if (hops === 0) return socket
  const chain = String(forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  chain.push(socket ?? '')
  const candidate = chain[Math.max(0, chain.length - 1 - hops)]
  return plausibleIp(candidate) ? normalizeIp(candidate) : socket
}

/**
 * Rewrites the incoming headers in place: our client-address header from the socket, and, without
 * a trusted proxy, no X-Forwarded-* at all (Next then fills them from the socket itself), so a
 * client can neither pose as another visitor nor as HTTPS.
 */
export function applyEdgeHeaders(headers, socketAddress, hops) {
  const forwardedFor = headers['x-forwarded-for']
  const ip = clientAddress({
    socketAddress,
    forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    hops,
  })
  delete headers[CLIENT_IP_HEADER]
  if (ip) headers[CLIENT_IP_HEADER] = ip
  if (hops === 0) {
    for (const name of [
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'x-forwarded-port',
      'forwarded',
      'x-real-ip',
    ]) {
      delete headers[name]
    }
  }
  return ip
}

/** Headers of the few answers the edge writes itself (no HTML, nothing to frame or sniff). */
export const EDGE_ANSWER_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
}
