/**
 * Response compression of our HTTP front (scripts/serve.mjs), in place of Next's own `compress`
 * (off in next.config.ts). Same middleware as Next's (its compiled `compression`, default
 * settings, and its fix for zlib streams left open by a client that went away), plus one thing:
 * a whole body sent in one piece (a cached page, its RSC payload) is gzipped once and the bytes
 * kept, keyed by a hash of the body, so the next visitor of the same page costs no compression.
 * Gzip of the home page's 320 KB was a third of the CPU time of a cached request (issue 12).
 */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'

const require = createRequire(import.meta.url)

const MIN_BYTES = 1024
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i

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

/** A bounded map of gzip bytes, least recently used dropped first once `maxBytes` is passed. */
export function createGzipCache(maxBytes = 32 * 1024 * 1024) {
  const entries = new Map()
  let bytes = 0
  return {
    gzip(body) {
      const key = createHash('sha1').update(body).digest('base64')
      const hit = entries.get(key)
      if (hit) {
        entries.delete(key)
        entries.set(key, hit)
        return { bytes: hit, hit: true }
      }
      const zipped = gzipSync(body)
      if (zipped.length <= maxBytes) {
        entries.set(key, zipped)
        bytes += zipped.length
        for (const [oldKey, old] of entries) {
          if (bytes <= maxBytes) break
          entries.delete(oldKey)
          bytes -= old.length
        }
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

/**
 * Returns `compress(req, res)`, to call before handing the request to Next. Bodies written in
 * pieces (streamed pages, route handlers, the admin) go through the middleware as Next would send
 * them; a 200 whose whole body comes in `res.end(body)` is served from the kept gzip bytes.
 */
export function createCompression({ cache = createGzipCache() } = {}) {
  const middleware = require('next/dist/compiled/compression')()
  const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream')
  return function compress(req, res) {
    middleware(req, res, () => {})
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res)
    })
    if (req.method !== 'GET' || !acceptsGzip(req.headers['accept-encoding'])) return
    const write = res.write
    const end = res.end
    let streamed = false
    res.write = function (...args) {
      streamed = true
      return write.apply(this, args)
    }
    res.end = function (chunk, encoding, callback) {
      const whole = !streamed && !res.headersSent && (typeof chunk === 'string' || Buffer.isBuffer(chunk))
      if (
        whole &&
        res.statusCode === 200 &&
        !res.getHeader('Content-Encoding') &&
        !/no-transform/i.test(String(res.getHeader('Cache-Control') ?? '')) &&
        COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? '')) &&
        Buffer.byteLength(chunk, typeof encoding === 'string' ? encoding : 'utf8') >= MIN_BYTES
      ) {
        const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk
        const { bytes } = cache.gzip(body)
        appendVary(res, 'Accept-Encoding')
        // Already encoded: the middleware lets it through as it is.
        res.setHeader('Content-Encoding', 'gzip')
        res.setHeader('Content-Length', bytes.length)
        return end.call(this, bytes, typeof encoding === 'function' ? encoding : callback)
      }
      return end.call(this, chunk, encoding, callback)
    }
  }
}
