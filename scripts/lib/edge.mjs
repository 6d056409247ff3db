/**
 * What the site's own HTTP server decides before Next sees a request (scripts/serve.mjs). Pure
 * functions of the raw request line, headers and socket address, so they are unit-tested
 * (tests/unit/edge.test.ts) without a server.
 */
import { BlockList, isIP } from 'node:net'

/** Methods some route of the site answers. Anything else (TRACE, TRACK, CONNECT, WebDAV…) is a 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** Header our server writes with the visitor's address; a client-sent copy is always dropped. */
export const CLIENT_IP_HEADER = 'x-client-ip'

/**
 * The only paths that take a body. Pages take none: a POST to a page is what Next reads as a
 * server action, and a malformed one is a 500. The admin uses server actions; the CMS API and our
 * endpoints (leads, call clicks, the texting opt-out webhook) take posts.
 */
const POST_PATHS = new Set([
  '/api/prospecto/agregar',
  '/api/prospecto/socialmedia',
  '/en/api/track-call',
  '/api/texting-opt-outs',
])
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

/** Largest request body anyone may send, staff media uploads apart (~1 MB; a lead is a few hundred bytes). */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024
/** Staff media uploads (Payload's own limit, payload.config.ts upload.limits); the app checks the session first. */
export const MAX_UPLOAD_BODY_BYTES = 50 * 1024 * 1024

/** Where staff upload files: POST /cms-api/media (new) and PATCH /cms-api/media/:id (replace). */
export function isMediaUpload(method, url) {
  const path = String(url ?? '').split('?')[0]
  return (method === 'POST' || method === 'PATCH') && /^\/cms-api\/media(?:\/\d{1,10})?$/.test(path)
}

/**
 * A body declared larger than the path takes is refused (413) before a byte of it is read. Bodies
 * of unknown length (chunked) are capped as they are read, by the handler that reads them
 * (src/server/request.ts readBodyBytes, the CMS API wrapper).
 */
export function refuseBody(method, url, contentLength) {
  if (contentLength === undefined || contentLength === null || contentLength === '') return null
  const length = Number(contentLength)
  if (!Number.isFinite(length)) return null
  const limit = isMediaUpload(method, url) ? MAX_UPLOAD_BODY_BYTES : MAX_REQUEST_BODY_BYTES
  return length > limit ? { status: 413, reason: 'body' } : null
}

/**
 * The proxies in front of us (TRUST_PROXY), named by address or CIDR: `127.0.0.1,10.0.0.0/8,::1`.
 * Empty or `0` = none, visitors reach us directly. Only a connection from one of them may speak for
 * a visitor through X-Forwarded-*; a count of proxies (the old `TRUST_PROXY=1`) is refused, because
 * it believed the header from any connection, so a client reaching the app port directly chose its
 * own address. Returns { list, problem }: `problem` names the first entry that is not an address.
 */
export function trustedProxies(value) {
  const list = new BlockList()
  const text = String(value ?? '').trim()
  if (text === '' || text === '0') return { list: null, problem: null }
  let count = 0
  for (const raw of text.split(',')) {
    const entry = raw.trim()
    if (!entry) continue
    const [address = '', prefixText, extra] = entry.split('/')
    const family = isIP(address)
    const prefix = prefixText === undefined ? (family === 6 ? 128 : 32) : Number(prefixText)
    const valid =
      family !== 0 &&
      extra === undefined &&
      (prefixText === undefined || /^\d{1,3}$/.test(prefixText)) &&
      prefix >= 0 &&
      prefix <= (family === 6 ? 128 : 32)
    if (!valid) return { list: null, problem: entry }
    list.addSubnet(normalizeIp(address), prefix, family === 6 ? 'ipv6' : 'ipv4')
    count += 1
  }
  return { list: count > 0 ? list : null, problem: null }
}

/** Whether an address is one of the trusted proxies. */
export function isTrustedProxy(trusted, ip) {
  if (!trusted || !ip) return false
  const family = isIP(ip)
  if (family === 0) return false
  return trusted.check(ip, family === 6 ? 'ipv6' : 'ipv4')
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

/** X-Forwarded-For entries looked at, from the right: more hops than this is no real deployment. */
const MAX_FORWARDED_HOPS = 16

/**
 * The visitor's address. The socket's peer is the last hop. When it is a trusted proxy, the
 * address it appended to X-Forwarded-For is believed, and so on leftwards while the entries are
 * trusted proxies too (nginx behind a load balancer): the first address that is not a trusted proxy
 * is the visitor. Everything further left was written by the client and is never believed. From any
 * other peer, it is the socket address itself, whatever X-Forwarded-For says.
 */
export function clientAddress({ socketAddress, forwardedFor, trusted }) {
  const socket = plausibleIp(socketAddress) ? normalizeIp(socketAddress) : null
  if (!isTrustedProxy(trusted, socket)) return socket
  const chain = String(forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .slice(-MAX_FORWARDED_HOPS)
  let current = socket
  for (let i = chain.length - 1; i >= 0; i--) {
    const entry = chain[i]
    if (!plausibleIp(entry) || isIP(normalizeIp(entry)) === 0) return current
    const ip = normalizeIp(entry)
    if (!isTrustedProxy(trusted, ip)) return ip
    current = ip
  }
  return current
}

/**
 * Rewrites the incoming headers in place: our client-address header from the socket, and, unless
 * the connection comes from a trusted proxy, no X-Forwarded-* at all (Next then fills them from the
 * socket itself), so a client can neither pose as another visitor nor as HTTPS.
 */
export function applyEdgeHeaders(headers, socketAddress, trusted) {
  const forwardedFor = headers['x-forwarded-for']
  const ip = clientAddress({
    socketAddress,
    forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    trusted,
  })
  delete headers[CLIENT_IP_HEADER]
  if (ip) headers[CLIENT_IP_HEADER] = ip
  const peer = plausibleIp(socketAddress) ? normalizeIp(socketAddress) : null
  if (!isTrustedProxy(trusted, peer)) {
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
