/**
 * Response compression and validators of our HTTP front (scripts/serve.mjs), in place of Next's
 * own `compress` and `generateEtags` (both off in next.config.ts). Same compression middleware as
 * Next's (its compiled `compression`, default settings, and its fix for zlib streams left open by
 * a client that went away), plus one thing: a whole body sent in one piece (a cached page, its RSC
 * payload, public JSON) is looked up in a bounded cache that keeps, per body, its ETag and its gzip
 * bytes, each computed once. So the next visitor of the same page costs neither compression nor a
 * hash of the body, and a repeat visit with `If-None-Match` gets a 304 as Next gave it.
 * Gzip of the home page's 320 KB was a third of the CPU time of a cached request; Next's ETag (an
 * FNV-1a hash in JavaScript over the whole string, on every request) and our former SHA-1 key of
 * every body (after copying the string into a Buffer) were most of the rest (issue 12).
 */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'

const require = createRequire(import.meta.url)
const fresh = require('next/dist/compiled/fresh')

const MIN_BYTES = 1024
// A whole body is gzipped once and its bytes kept, so it gets zlib's strongest setting: on the home
// page (229 KB) level 9 is 1 % smaller than the default 6 (~440 bytes) for ~2 ms more CPU, once.
const ONCE = { level: 9 }
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i
// What a response must not be remembered for: it is someone's own (the staff API, tokens).
const PERSONAL = /no-store|private/i

/** Whether the client takes gzip (`gzip` listed and not refused with q=0). */
export function acceptsGzip(header) {
  if (typeof header !== 'string') return false
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';')
    if (coding.trim().toLowerCase() !== 'gzip') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  })
}

/**
 * A bounded cache of what a body costs to serve, least recently used dropped first once
 * `maxBytes` is passed: per body its ETag (a SHA-1 of the bytes, made once) and, once a client
 * accepting gzip asked, its gzip bytes.
 *
 * Keys cost no hashing per request: a string body is its own key (Next hands out the same string
 * object of a cached page on every request; V8 compares a key with itself by identity, and hashes
 * a string that long by its length only, so a different object of the same page is one memcmp);
 * a Buffer (an RSC payload) is found by identity first (a WeakMap) and only a new Buffer object
 * is hashed. A re-rendered page is another key, so it gets a new ETag and new bytes without any
 * invalidation, and the old entry ages out.
 */
export function createBodyCache(maxBytes = 32 * 1024 * 1024) {
  const entries = new Map()
  const byBuffer = new WeakMap()
  let bytes = 0

  function evict() {
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(oldKey)
      bytes -= old.cost
    }
  }

  /** The entry of `body` (a string or a Buffer), made on first sight. */
  function entry(body, encoding = 'utf8') {
    const isString = typeof body === 'string'
    let key = isString ? body : byBuffer.get(body)
    if (key === undefined) {
      key = createHash('sha1').update(body).digest('base64url')
      byBuffer.set(body, key)
    }
    const hit = entries.get(key)
    if (hit) {
      entries.delete(key)
      entries.set(key, hit)
      return hit
    }
    const tag = isString && key === body ? createHash('sha1').update(body, encoding).digest('base64url') : key
    // A string key is kept alive by the map: count it (UTF-16 at worst is twice its length, but
    // pages are Latin-1 strings in V8 when they can be; the length is the usual size).
    const made = { etag: `"${tag}"`, zipped: null, cost: (isString ? body.length : 0) + 64 }
    entries.set(key, made)
    bytes += made.cost
    evict()
    return made
  }

  return {
    entry,
    /** The gzip bytes of `body`, made once. */
    gzip(body, encoding = 'utf8') {
      const kept = entry(body, encoding)
      if (kept.zipped) return { bytes: kept.zipped, hit: true }
      const zipped = gzipSync(typeof body === 'string' ? Buffer.from(body, encoding) : body, ONCE)
      // The entry may have been dropped meanwhile (a body larger than the whole cache).
      if (entries.has(typeof body === 'string' ? body : byBuffer.get(body))) {
        kept.zipped = zipped
        kept.cost += zipped.length
        bytes += zipped.length
        evict()
      }
      return { bytes: zipped, hit: false }
    },
    get size() {
      return entries.size
    },
  }
}

function appendVary(res, name) {
  const vary = String(res.getHeader('Vary') ?? '')
  if (!vary.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase() || v.trim() === '*')) {
    res.setHeader('Vary', vary ? `${vary}, ${name}` : name)
  }
}

function longEnough(chunk, encoding) {
  // A string has at least as many UTF-8 bytes as characters: count bytes only when it is short.
  return chunk.length >= MIN_BYTES || Buffer.byteLength(chunk, encoding) >= MIN_BYTES
}

/**
 * Returns `compress(req, res)`, to call before handing the request to Next. Bodies written in
 * pieces (streamed pages, route handlers, the admin) go through the middleware as Next would send
 * them; a 200 to a GET whose whole body comes in `res.end(body)` gets an ETag (a 304 when the
 * client already has it) and, to a client accepting gzip, the kept gzip bytes.
 */
export function createCompression({ cache = createBodyCache() } = {}) {
  const middleware = require('next/dist/compiled/compression')()
  const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream')
  return function compress(req, res) {
    middleware(req, res, () => {})
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res)
    })
    if (req.method !== 'GET') return
    const gzipWanted = acceptsGzip(req.headers['accept-encoding'])
    const write = res.write
    const end = res.end
    let streamed = false
    res.write = function (...args) {
      streamed = true
      return write.apply(this, args)
    }
    res.end = function (chunk, encoding, callback) {
      const textEncoding = typeof encoding === 'string' ? encoding : 'utf8'
      const done = typeof encoding === 'function' ? encoding : callback
      if (
        streamed ||
        res.headersSent ||
        res.statusCode !== 200 ||
        !(typeof chunk === 'string' || Buffer.isBuffer(chunk)) ||
        res.getHeader('ETag') ||
        PERSONAL.test(String(res.getHeader('Cache-Control') ?? ''))
      ) {
        return end.call(this, chunk, encoding, callback)
      }
      const kept = cache.entry(chunk, textEncoding)
      const gzippable =
        !res.getHeader('Content-Encoding') &&
        !/no-transform/i.test(String(res.getHeader('Cache-Control') ?? '')) &&
        COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? '')) &&
        longEnough(chunk, textEncoding)
      if (gzippable) appendVary(res, 'Accept-Encoding')
      res.setHeader('ETag', kept.etag)
      if (fresh(req.headers, { etag: kept.etag })) {
        // Headers a 200 would have carried stay (Cache-Control, Vary, ETag); no body, so none of
        // the body's own.
        res.statusCode = 304
        for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding']) res.removeHeader(name)
        return done ? end.call(this, done) : end.call(this)
      }
      if (gzippable && gzipWanted) {
        const { bytes } = cache.gzip(chunk, textEncoding)
        // Already encoded: the middleware lets it through as it is.
        res.setHeader('Content-Encoding', 'gzip')
        res.setHeader('Content-Length', bytes.length)
        return done ? end.call(this, bytes, done) : end.call(this, bytes)
      }
      return end.call(this, chunk, encoding, callback)
    }
  }
}
