import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bootScripts } from '../../scripts/lib/boot-scripts.mjs'
import { COMPILE_HINT } from '../../scripts/lib/compile-hints.mjs'
import { inlineScriptHashes } from '../../scripts/lib/script-hashes.mjs'
import { BASE_URL } from '../fixtures/base-url'
import { rawRequest } from '../fixtures/raw-http'

/**
 * The built site as our HTTP front serves it (scripts/serve.mjs): a cached public page carries no
 * `<script src="/_next/…">` that would load before its content, only the loader that starts Next's
 * boot scripts after the first paint (scripts/lib/boot-scripts.mjs), and keeps its ETag, 304 and
 * gzip. The browser side (hydration: menus, sliders, forms) is the e2e suite's.
 */
const raw = (path: string, headers: Record<string, string> = {}) => rawRequest(`${BASE_URL}${path}`, { headers })

/** The page as a second visitor gets it (the first request of a page may render it). */
async function cachedPage(path: string) {
  await raw(path)
  return raw(path)
}

const CHUNK_TAG = /<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]*"[^>]*>/g
const LOADER = /<script data-boot-scripts="">[^<]*<\/script>/g

describe('a cached public page starts its boot scripts after the first paint', () => {
  it.each(['/', '/contacto', '/en', '/visa-humanitaria/visa-vawa', '/gracias', '/testimonios'])('%s', async (path) => {
    const page = await cachedPage(path)
    expect(page.status).toBe(200)
    const html = page.body.toString()
    // No chunk loads from the markup but the noModule polyfill (modern browsers skip it).
    const tags = html.match(CHUNK_TAG) ?? []
    expect(
      tags.filter((tag) => !/\bnoModule=""/.test(tag)),
      'chunk tags',
    ).toEqual([])
    expect(html).not.toMatch(/<link rel="preload" as="script"/)
    // One loader, last in <body>, after the content and the RSC payload.
    expect(html.match(LOADER)).toHaveLength(1)
    expect(html.indexOf('<script data-boot-scripts=')).toBeGreaterThan(html.lastIndexOf('self.__next_f.push'))
    expect(html).toMatch(/<script data-boot-scripts="">[^<]*<\/script><\/body><\/html>$/)
    // It starts Turbopack's runtime and every chunk the runtime was told about, which all exist.
    const sources = bootScripts(html)
    expect(sources.some((src) => /\/turbopack-[\w-]+\.js$/.test(src))).toBe(true)
    const otherChunks = JSON.parse(/"otherChunks":(\[[^\]]*\])/.exec(html)![1]!) as string[]
    for (const chunk of otherChunks) expect(sources).toContain(`/_next/${chunk}`)
    // The runtime and those chunks (Next's root main files) carry V8's compile hint (scripts/lib/compile-hints.mjs).
    const rootMain = [...otherChunks.map((chunk) => `/_next/${chunk}`), sources.find((src) => /\/turbopack-/.test(src))]
    for (const src of sources) {
      const script = await raw(src)
      expect(script.status, src).toBe(200)
      expect(String(script.headers['content-type']), src).toMatch(/javascript/)
      if (rootMain.includes(src)) expect(script.body.toString().startsWith(`${COMPILE_HINT}\n`), src).toBe(true)
    }
    // The inline loader runs under the page's policy: named by its hash (scripts/lib/script-hashes.mjs),
    // or, on a page streamed before its headers could name it, the policy of next.config.
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1]?.split(' ') ?? []
    expect(scriptSrc).toContain("'self'")
    const named = inlineScriptHashes(html.match(LOADER)![0]).every((hash) => scriptSrc.includes(hash))
    expect(named || scriptSrc.includes("'unsafe-inline'")).toBe(true)
  })

  it('keeps one ETag for what is sent, a 304 for a repeat visit, and its gzip bytes', async () => {
    const plain = await cachedPage('/')
    const zipped = await raw('/', { 'Accept-Encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length)
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true)
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const etag = String(plain.headers.etag)
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    expect(zipped.headers.etag).toBe(etag)
    const again = await raw('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    // The same bytes to the next visitor: rewritten and compressed once per page.
    expect((await raw('/', { 'Accept-Encoding': 'gzip' })).body.equals(zipped.body)).toBe(true)
  })

  it('rewrites the pages rendered per request (streamed) each time, and leaves the admin alone', async () => {
    // The lists paged in the URL are force-dynamic: Next streams them, our front holds and rewrites
    // each answer. They keep Next's no-store (the nginx in front holds them 3 s) and get no ETag.
    for (const path of ['/testimonios?pagina-viajes=2', '/en/lives', '/blog?page=2']) {
      const page = await raw(path, { 'Accept-Encoding': 'gzip' })
      expect(page.status, path).toBe(200)
      expect(page.headers['content-encoding'], path).toBe('gzip')
      expect(page.headers.etag, path).toBeUndefined()
      const html = gunzipSync(page.body).toString()
      expect(
        (html.match(CHUNK_TAG) ?? []).filter((tag) => !/\bnoModule=""/.test(tag)),
        path,
      ).toEqual([])
      expect(html.match(LOADER), path).toHaveLength(1)
      expect(bootScripts(html).length, path).toBeGreaterThan(0)
    }
    // Payload's admin: per person and streamed, never rewritten.
    const admin = (await raw('/admin/login')).body.toString()
    expect(admin).not.toContain('data-boot-scripts')
    // (with the page's CSP nonce on each script: src/server/admin-nonce.ts)
    expect(admin).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]*\basync=""[^>]*>/)
  })
})
