import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT } from '../../scripts/lib/compile-hints.mjs'
import { BASE_URL } from '../fixtures/base-url'
import { rawRequest } from '../fixtures/raw-http'

/**
 * A public page as Next's own server sends it (no front of ours): compressed by Next, its scripts
 * named in the markup as Next writes them, each there, and the root main files (React, the router,
 * Turbopack's runtime) carrying V8's compile hint (scripts/lib/compile-hints.mjs).
 */
const raw = (p: string, headers: Record<string, string> = {}) => rawRequest(`${BASE_URL}${p}`, { headers })

const rootMainFiles = (
  JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] }
).rootMainFiles.map((file) => `/_next/${file}`)

describe("a public page from Next's own server", () => {
  it.each(['/', '/contacto', '/en', '/gracias'])('%s: gzip by Next, every script there, the root ones hinted', async (p) => {
    const page = await raw(p, { 'Accept-Encoding': 'gzip' })
    expect(page.status).toBe(200)
    expect(page.headers['content-encoding']).toBe('gzip')
    const html = gunzipSync(page.body).toString('utf8')
    const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
    for (const root of rootMainFiles) expect(sources, root).toContain(root)
    for (const src of sources) {
      const script = await raw(src)
      expect(script.status, src).toBe(200)
      expect(String(script.headers['content-type']), src).toMatch(/javascript/)
      if (rootMainFiles.includes(src)) expect(script.body.toString().startsWith(`${COMPILE_HINT}\n`), src).toBe(true)
    }
  })

  it('answers a repeat request for a build asset with a 304 (ETag by Next)', async () => {
    const src = rootMainFiles[0]!
    const first = await raw(src)
    const etag = first.headers.etag
    expect(typeof etag).toBe('string')
    const again = await raw(src, { 'If-None-Match': String(etag) })
    expect(again.status).toBe(304)
  })
})
