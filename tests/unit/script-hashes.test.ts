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
    // The admin's nonce policy and a page without inline scripts are left alone.
    const admin = contentSecurityPolicy('admin', { https: false }, 'abc')
    expect(withScriptHashes(admin, [sha('a')])).toBe(admin)
    expect(withScriptHashes(policy, [])).toBe(policy)
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
        res.end(page)
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

    it("sends a public page's policy with its scripts' hashes, on a 304 too, and leaves errors alone", async () => {
      for (const path of ['/', '/personal']) {
        const answer = await rawRequest(`${base}${path}`)
        const policy = String(answer.headers['content-security-policy'])
        expect(policy, path).not.toContain("script-src 'self' 'unsafe-inline'")
        for (const hash of inlineScriptHashes(page)) expect(policy, path).toContain(hash)
      }
      const first = await rawRequest(`${base}/`)
      const again = await rawRequest(`${base}/`, { headers: { 'If-None-Match': String(first.headers.etag) } })
      expect(again.status).toBe(304)
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
      const missing = await rawRequest(`${base}/missing`)
      expect(String(missing.headers['content-security-policy'])).toContain("script-src 'self' 'unsafe-inline'")
    })
  })
})
