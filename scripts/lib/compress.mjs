/**
 * Response compression and validators of our HTTP front (scripts/serve.mjs), in place of Next's
 * own `compress` and `generateEtags` (both off in next.config.ts). Streamed answers go through the
 * npm `compression` middleware (the package Next itself uses, default settings), with the zlib
 * stream of a response whose client went away destroyed (the middleware would leave it open, and
 * its native memory with it). A whole body sent in one piece (a cached page, its RSC payload,
 * public JSON) is looked up in a bounded cache that keeps, per body, its ETag and its gzip bytes,
 * each computed once: the next visitor of the same page costs neither compression nor a hash of
 * the body, and a repeat visit with `If-None-Match` gets a 304 (npm `fresh` decides, as in Next).
 * The same entry keeps a public page as we send it, rewritten once (`rewriteHtml`: serve.mjs
 * starts Next's boot scripts after the first paint, scripts/lib/boot-scripts.mjs): the key stays
 * the string Next hands out, so the rewrite costs nothing per request either. The entry keeps the
 * hashes of the page's inline scripts too (`scriptHashes`), which replace `'unsafe-inline'` in the
 * page's Content-Security-Policy (scripts/lib/script-hashes.mjs).
 * Why this exists rather than Next's own options: docs/ARCHITECTURE.md, "Serving".
 */
import { createHash } from 'node:crypto'
import { Duplex } from 'node:stream'
import { gzipSync } from 'node:zlib'
import compression from 'compression'
import fresh from 'fresh'
import { inlineScriptHashes, withScriptHashes } from './script-hashes.mjs'

const MIN_BYTES = 1024
// A whole body is gzipped once and its bytes kept, so it gets zlib's strongest setting: on the home
// page (229 KB) level 9 is 1 % smaller than the default 6 (~440 bytes) for ~2 ms more CPU, once.
const ONCE = { level: 9 }
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i
// What a response must not be remembered for: it is someone's own (the staff API, tokens).
const PERSONAL = /no-store|private/i
const HTML = /^text\/html\b/i
// Payload's admin (`routes.admin` in src/payload.config.ts) is its own app: never rewritten. Its
// pages are per-person and streamed anyway; this holds even if one ever came whole.
const STAFF_PAGES = /^\/admin(?:[/?#]|$)/

// A streamed page bigger than this is sent as it comes, unrewritten, allowing no inline script: ours are 100–300 KB.
const MAX_HELD_BYTES = 2 * 1024 * 1024

/**
 * Whether what is being answered is a public page's HTML, for `rewriteHtml`. Not by its
 * Content-Encoding: on a streamed page the middleware sets gzip when the headers go out, and it
 * compresses what we write after the rewrite (Next itself never compresses: `compress: false`).
 */
function rewritableHtml(req, res) {
  return req.method === 'GET' && res.statusCode === 200 && namableHtml(req, res)
}

/** Whether this is a public page's HTML, of any status (a 404, an error page), whose inline scripts the policy names. */
function namableHtml(req, res) {
  return HTML.test(String(res.getHeader('Content-Type') ?? '')) && !STAFF_PAGES.test(req.url ?? '')
}

/**
 * Whatever else leaves the front for a public address (a redirect, JSON, a HEAD, a page too big
 * to hold) goes without `'unsafe-inline'` in its script-src: no public answer allows any inline
 * script (issue 47). Not the admin's: a browser enforces both of its policies (the proxy's nonce
 * one and next.config's), and the static one must keep allowing what the nonce allows.
 */
function withoutInlineScripts(req, res) {
  if (STAFF_PAGES.test(req.url ?? '')) return
  const writeHead = res.writeHead
  res.writeHead = function (...args) {
    const policy = this.getHeader('Content-Security-Policy')
    if (typeof policy === 'string') this.setHeader('Content-Security-Policy', withScriptHashes(policy, []))
    else if (Array.isArray(policy))
      this.setHeader(
        'Content-Security-Policy',
        policy.map((one) => withScriptHashes(one, [])),
      )
    return writeHead.apply(this, args)
  }
}

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
 * `maxBytes` is passed: per body what is sent (`sent`: the body, or a string body as `rewrite`
 * made it, once, with its byte `length`), its ETag (a SHA-1 of what is sent, made once) and, once
 * a client accepting gzip asked, its gzip bytes.
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

  function keyOf(body) {
    if (typeof body === 'string') return body
    let key = byBuffer.get(body)
    if (key === undefined) {
      key = createHash('sha1').update(body).digest('base64url')
      byBuffer.set(body, key)
    }
    return key
  }

  /**
   * The entry of `body` (a string or a Buffer), made on first sight; `rewrite` (string to string)
   * makes what is sent of a string body. An entry made with another rewrite is made again.
   */
  function entry(body, encoding = 'utf8', rewrite = null) {
    const isString = typeof body === 'string'
    const key = keyOf(body)
    const hit = entries.get(key)
    if (hit) {
      entries.delete(key)
      if (hit.rewrite === rewrite) {
        entries.set(key, hit)
        return hit
      }
      bytes -= hit.cost
    }
    let sent = body
    if (rewrite && isString) {
      try {
        sent = rewrite(body)
      } catch (error) {
        // A page sent as Next made it beats no page.
        console.error(JSON.stringify({ level: 'error', event: 'serve.rewrite_failed', message: String(error?.message ?? error) }))
      }
    }
    const rewritten = sent !== body
    const tag = rewritten || (isString && key === body) ? createHash('sha1').update(sent, encoding).digest('base64url') : key
    // A string key is kept alive by the map: count it (UTF-16 at worst is twice its length, but
    // pages are Latin-1 strings in V8 when they can be; the length is the usual size).
    const made = {
      etag: `"${tag}"`,
      sent,
      length: rewritten ? Buffer.byteLength(sent, encoding) : null,
      rewrite,
      zipped: null,
      hashes: null,
      cost: (isString ? body.length : 0) + (rewritten ? sent.length : 0) + 64,
    }
    entries.set(key, made)
    bytes += made.cost
    evict()
    return made
  }

  return {
    entry,
    /** The gzip bytes of what is sent of `body`, made once. */
    gzip(body, encoding = 'utf8', rewrite = null) {
      const kept = entry(body, encoding, rewrite)
      if (kept.zipped) return { bytes: kept.zipped, hit: true }
      const zipped = gzipSync(typeof kept.sent === 'string' ? Buffer.from(kept.sent, encoding) : kept.sent, ONCE)
      // The entry may have been dropped meanwhile (a body larger than the whole cache).
      if (entries.get(keyOf(body)) === kept) {
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

const noop = () => {}

/**
 * Destroys the zlib stream `compression` made for `res`, if any: on a client that went away the
 * middleware never ends it, and an open zlib stream keeps its native memory (~256 KB) for good
 * (vercel/next.js#96173 does the same in Next). The middleware answers `res.on('drain')` with the
 * stream's own `on` once it compresses, which returns the stream; the Duplex check keeps any other
 * answer harmless.
 */
export function releaseCompressionStream(res) {
  const maybeStream = res.on('drain', noop)
  if (maybeStream === res || !(maybeStream instanceof Duplex)) {
    res.off('drain', noop)
    return
  }
  maybeStream.destroy()
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
 * client already has it) and, to a client accepting gzip, the kept gzip bytes. `rewriteHtml`, if
 * given, makes what is sent of such a body when it is a public HTML page (not a staff page): once
 * per body, kept in the cache with its ETag and gzip bytes. A public HTML page that Next streams
 * (the lists paged in the URL: force-dynamic, no Suspense boundary, so its pieces come within
 * milliseconds of each other) is held whole and rewritten per request, nothing kept: Next marks
 * those `no-store`, and a rewrite that keeps nothing is safe for a personal page too. One bigger
 * than MAX_HELD_BYTES goes out as it came. Any other public HTML answer (a 404, an error page, a
 * POST's) is held whole too, only for its scripts to be named; nothing public goes out allowing
 * any inline script (`withoutInlineScripts`).
 */
export function createCompression({ cache = createBodyCache(), rewriteHtml = null, scriptHashes = false } = {}) {
  const middleware = compression()
  /** A public page's policy names its inline scripts (`hashes`, or those of `html`) instead of any. */
  function namePageScripts(res, html, kept = null) {
    if (!scriptHashes || res.headersSent) return
    const policy = res.getHeader('Content-Security-Policy')
    if (typeof policy !== 'string') return
    let hashes = kept?.hashes
    if (!hashes) {
      hashes = inlineScriptHashes(typeof html === 'string' ? html : Buffer.from(html).toString('utf8'))
      if (kept) kept.hashes = hashes
    }
    res.setHeader('Content-Security-Policy', withScriptHashes(policy, hashes))
  }
  return function compress(req, res) {
    middleware(req, res, () => {})
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res)
    })
    if (scriptHashes) withoutInlineScripts(req, res)
    // Only a GET is answered from the body cache; any public HTML answer has its scripts named.
    const cacheable = req.method === 'GET'
    const gzipWanted = acceptsGzip(req.headers['accept-encoding'])
    const write = res.write
    const end = res.end
    let streamed = false
    // A streamed public page held whole to be rewritten (null: not held, or given up on).
    let held = null
    let heldBytes = 0
    const holds = () => (rewriteHtml && rewritableHtml(req, res)) || (scriptHashes && namableHtml(req, res))
    // Next sends a streamed page's headers before its first piece (`flushHeaders`); a page held
    // whole has them wait for its body, so that its policy can name the body's scripts. They go
    // with the first bytes that go out.
    const flushHeaders = res.flushHeaders
    res.flushHeaders = function () {
      if (!streamed && holds()) return
      return flushHeaders.call(this)
    }
    res.write = function (chunk, encoding, callback) {
      if (!streamed) {
        streamed = true
        if (holds()) held = []
      }
      if (held && (typeof chunk === 'string' || chunk instanceof Uint8Array)) {
        // A copy: the writer may reuse its chunk once write() returns.
        const bytes = Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        held.push(bytes)
        heldBytes += bytes.length
        const done = typeof encoding === 'function' ? encoding : callback
        if (done) process.nextTick(done)
        if (heldBytes <= MAX_HELD_BYTES) return true
        // Too big to hold: what is held goes out as it came, and the rest streams.
        const out = Buffer.concat(held)
        held = null
        return write.call(this, out)
      }
      if (held) {
        const out = Buffer.concat(held)
        held = null
        write.call(this, out)
      }
      return write.call(this, chunk, encoding, callback)
    }
    res.end = function (chunk, encoding, callback) {
      const textEncoding = typeof encoding === 'string' ? encoding : 'utf8'
      const done = typeof encoding === 'function' ? encoding : callback
      if (held) {
        if (typeof chunk === 'string') held.push(Buffer.from(chunk, textEncoding))
        else if (chunk instanceof Uint8Array) held.push(Buffer.from(chunk))
        const page = Buffer.concat(held).toString('utf8')
        held = null
        const sent = rewriteHtml && rewritableHtml(req, res) ? rewriteHtml(page) : page
        namePageScripts(res, sent)
        if (res.getHeader('Content-Length') !== undefined && !res.headersSent) {
          res.setHeader('Content-Length', Buffer.byteLength(sent))
        }
        return done ? end.call(this, sent, 'utf8', done) : end.call(this, sent, 'utf8')
      }
      if (
        !cacheable ||
        streamed ||
        res.headersSent ||
        res.statusCode !== 200 ||
        !(typeof chunk === 'string' || Buffer.isBuffer(chunk)) ||
        res.getHeader('ETag') ||
        PERSONAL.test(String(res.getHeader('Cache-Control') ?? ''))
      ) {
        // A page rendered for one visitor (the form page, a staff preview) as it comes, its scripts named.
        if (!streamed && (typeof chunk === 'string' || Buffer.isBuffer(chunk)) && namableHtml(req, res)) {
          namePageScripts(res, chunk)
        }
        return end.call(this, chunk, encoding, callback)
      }
      const rewrite = rewriteHtml && rewritableHtml(req, res) ? rewriteHtml : null
      const kept = cache.entry(chunk, textEncoding, rewrite)
      if (rewritableHtml(req, res)) namePageScripts(res, kept.sent, kept)
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
        const { bytes } = cache.gzip(chunk, textEncoding, rewrite)
        // Already encoded: the middleware lets it through as it is.
        res.setHeader('Content-Encoding', 'gzip')
        res.setHeader('Content-Length', bytes.length)
        return done ? end.call(this, bytes, done) : end.call(this, bytes)
      }
      if (kept.sent !== chunk) {
        res.setHeader('Content-Length', kept.length)
        return end.call(this, kept.sent, encoding, callback)
      }
      return end.call(this, chunk, encoding, callback)
    }
  }
}
