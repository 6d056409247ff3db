import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompression } from '../../scripts/lib/compress.mjs'
import { inlineScriptHashes, withScriptHashes } from '../../scripts/lib/script-hashes.mjs'
import { contentSecurityPolicy } from '../../src/server/security-headers'
import { rawRequest } from '../fixtures/raw-http'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** A page as Next writes one: our head scripts, a chunk, JSON-LD, the RSC payload (with non-ASCII text). */
const page = [
  '<!DOCTYPE html><html lang="es"><head>',
  `<script>document.documentElement.classList.add('js')</script>`,
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"LegalService"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK||[]).push(1)</script>',
  '</head><body><p>Hola</p>',
  '<script>self.__next_f.push([1,"Más de 15 años \\u003c/script"])</script>',
  '<SCRIPT type="module">import("/x.js")</SCRIPT>',
  '<script data-src="/y.js">window.y=1</script>',
  '</body></html>',
].join('')

describe('inline script hashes (issue 47: no `unsafe-inline` on public pages)', () => {
  it('names every executable inline script, as the browser hashes it, and nothing else', () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha(`document.documentElement.classList.add('js')`),
      sha('(globalThis.TURBOPACK||[]).push(1)'),
      sha('self.__next_f.push([1,"Más de 15 años \\u003c/script"])'),
      sha('import("/x.js")'),
      sha('window.y=1'),
    ])
  })

  it("replaces 'unsafe-inline' in the public policy's script-src only", () => {
    const policy = contentSecurityPolicy('public', { https: false })
    const named = withScriptHashes(policy, [sha('a'), sha('b')])
    const scriptSrc = named.split(';').find((d) => d.trim().startsWith('script-src '))!
    expect(scriptSrc.trim()).toBe(`script-src 'self' ${sha('a')} ${sha('b')}`)
    // Styles keep theirs; every other directive is as it was.
    expect(named).toContain("style-src 'self' 'unsafe-inline'")
    expect(named.replace(scriptSrc, '')).toBe(
      policy.replace(
        policy.split(';').find((d) => d.trim().startsWith('script-src '))!,
        '',
      ),
    )
    // The admin's nonce policy is left alone; a page without inline scripts allows none.
    const admin = contentSecurityPolicy('admin', { https: false }, 'abc')
    expect(withScriptHashes(admin, [sha('a')])).toBe(admin)
    expect(withScriptHashes(policy, [])).toContain("script-src 'self';")
  })

  describe('through the front', () => {
    let base = ''
    let server: http.Server
    beforeAll(async () => {
      const compress = createCompression({ scriptHashes: true })
      server = http.createServer((req, res) => {
        compress(req, res)
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Content-Security-Policy', contentSecurityPolicy('public', { https: false }))
        if (req.url === '/personal') res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
        if (req.url === '/missing') res.statusCode = 404
        if (req.url === '/streamed') {
          // As Next streams a page: its headers flushed before the first piece.
          res.flushHeaders()
          res.write(page.slice(0, 40))
          res.end(page.slice(40))
          return
        }
        if (req.url === '/big') {
          // Streamed in pieces, over what the front holds (MAX_HELD_BYTES, 2 MB).
          for (let i = 0; i < 24; i++) res.write(`<p>${'x'.repeat(100_000)}</p>`)
          res.end(page)
          return
        }
        res.end(page)
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it("sends a public page's policy with its scripts' hashes, on a 304, a 404 and a POST too", async () => {
      for (const path of ['/', '/personal', '/missing', '/streamed']) {
        const answer = await rawRequest(`${base}${path}`)
        const policy = String(answer.headers['content-security-policy'])
        expect(policy, path).not.toContain("script-src 'self' 'unsafe-inline'")
        for (const hash of inlineScriptHashes(page)) expect(policy, path).toContain(hash)
      }
      const first = await rawRequest(`${base}/`)
      const again = await rawRequest(`${base}/`, { headers: { 'If-None-Match': String(first.headers.etag) } })
      expect(again.status).toBe(304)
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
      const posted = await rawRequest(`${base}/`, { method: 'POST' })
      for (const hash of inlineScriptHashes(page)) expect(String(posted.headers['content-security-policy'])).toContain(hash)
      // Nothing public allows any inline script: a HEAD, a page streamed in pieces bigger than the
      // front holds (2 MB), which goes out as it comes.
      const scriptSrc = (answer: { headers: Record<string, unknown> }) =>
        String(answer.headers['content-security-policy'])
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .find(([name]) => name === 'script-src')
      expect(scriptSrc(await rawRequest(`${base}/`, { method: 'HEAD' }))).not.toContain("'unsafe-inline'")
      const big = await rawRequest(`${base}/big`)
      expect(big.status).toBe(200)
      expect(scriptSrc(big)).toEqual(['script-src', "'self'"])
    })
  })
})
