import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, waitForOk } from '../../scripts/lib/net.mjs'
import { nginxAvailable, startNginx } from '../../scripts/lib/nginx.mjs'
import { BASE_URL } from '../fixtures/base-url'
import { contactLeadForm } from '../fixtures/lead-post'
import { rawRequest, type RawAnswer, type RawRequestOptions } from '../fixtures/raw-http'
import { seededStaff, sharedStaffToken } from '../fixtures/staff-session'
import { nextStartArgs } from '../../scripts/lib/next-server.mjs'
import { staffSessionCookie } from '../../src/lib/cookie-names'

/**
 * The shipped reverse proxy (deploy/nginx.conf) in front of the built site, with real nginx
 * (Debian's; `.ci/run` installs it). It runs in front of a second instance of the built site on
 * the same database, started here with CLIENT_IP_HEADER=x-real-ip as compose runs it behind nginx
 * (the suite's own server believes no header, which other tests check).
 */
const FRESHNESS_SECONDS = 10 // deploy/nginx.conf states ≤ 8 s; the test allows a busy machine 2 more

const cacheStatus = (answer: RawAnswer) => answer.headers['x-cache-status'] ?? null

describe.runIf(process.env.TEST_BASE_URL)('nginx cache in front of the site (deploy/nginx.conf)', () => {
  let app: ChildProcess | undefined
  let appLog = ''
  let appUrl = ''
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined
  let token = ''
  // Where the app writes the page nginx shows while it is down (compose: the outage-page volume).
  const outageDir = mkdtempSync(path.join(tmpdir(), 'outage-page-'))
  // nginx's workers (nobody, when the suite runs as root) read it, as the image's nginx user does the volume.
  chmodSync(outageDir, 0o755)

  beforeAll(async () => {
    expect(nginxAvailable(), 'nginx is not installed: apt-get install nginx').toBe(true)
    const port = await freePort()
    appUrl = `http://127.0.0.1:${port}`
    app = spawn(process.execPath, nextStartArgs(port), {
      env: {
        ...process.env,
        PORT: String(port),
        CLIENT_IP_HEADER: 'x-real-ip',
        NOTIFY_WORKER: '0',
        OUTAGE_PAGE_DIR: outageDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    app.stdout!.on('data', (d) => (appLog += d))
    app.stderr!.on('data', (d) => (appLog += d))
    await waitForOk(`${appUrl}/api/categoria`, 90_000).catch((error) => {
      throw new Error(`${error}\n${appLog}`)
    })
    proxy = await startNginx({ upstreams: [`127.0.0.1:${port}`], outageDir })
    token = await sharedStaffToken(BASE_URL, seededStaff().admin)
  }, 120_000)

  afterAll(async () => {
    await proxy?.stop()
    if (app?.pid) {
      try {
        process.kill(-app.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    rmSync(outageDir, { recursive: true, force: true })
  })

  it('serves a public page and public JSON from its cache on the second request', async () => {
    for (const path of ['/contacto', '/api/categoria']) {
      const first = await rawRequest(`${proxy!.url}${path}`)
      const second = await rawRequest(`${proxy!.url}${path}`)
      expect(first.status, path).toBe(200)
      expect(cacheStatus(first), path).toMatch(/^(MISS|HIT|UPDATING|STALE|EXPIRED)$/)
      expect(cacheStatus(second), path).toBe('HIT')
      expect(second.body.equals(first.body), path).toBe(true)
    }
  })

  it('a preview cookie anyone can send is no way past the cache; staff previewing still reach the app', async () => {
    // Made up (issue 47): no bypass. It gets a cached copy of its own; everyone else still gets
    // nginx's cached page.
    await rawRequest(`${proxy!.url}/contacto`)
    for (const cookie of ['site_preview=1', `site_preview=${Date.now()}; campaign_source=x`]) {
      const forged = await rawRequest(`${proxy!.url}/contacto`, { headers: { Cookie: cookie } })
      expect(forged.status, cookie).toBe(200)
      expect(cacheStatus(forged), cookie).not.toBe('BYPASS')
      expect(cacheStatus(await rawRequest(`${proxy!.url}/contacto`)), cookie).toBe('HIT')
    }
    // A real one, with the staff session that opened preview: rendered by the app every time, never kept.
    const open = await rawRequest(`${appUrl}/api/preview?path=/contacto`, { headers: { Authorization: `JWT ${token}` } })
    const bypass = (open.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).join('; ')
    expect(bypass).toContain('site_preview=1')
    for (let i = 0; i < 2; i++) {
      const preview = await rawRequest(`${proxy!.url}/contacto`, { headers: { Cookie: bypass, Authorization: `JWT ${token}` } })
      expect(preview.status).toBe(200)
      expect(cacheStatus(preview)).toBe('BYPASS')
    }
    const withoutSession = await rawRequest(`${proxy!.url}/contacto`, { headers: { Cookie: bypass } })
    expect(cacheStatus(withoutSession)).not.toBe('BYPASS')
  })

  it('micro-caches public media files, passes ranges to the app, never caches for staff', async () => {
    const home = (await rawRequest(`${proxy!.url}/`)).body.toString('utf8')
    const file = /\/cms-api\/media\/file\/[^"?\s]+\.webp/.exec(home)?.[0]
    expect(file, 'an image on the home page').toBeDefined()
    const first = await rawRequest(`${proxy!.url}${file}`)
    const second = await rawRequest(`${proxy!.url}${file}`)
    expect(first.status).toBe(200)
    expect(cacheStatus(second)).toBe('HIT')
    expect(second.body.equals(first.body)).toBe(true)
    expect(second.headers['content-type']).toMatch(/^image\//)
    // A video player's Range request goes to the app, which answers it; the cached copy stays.
    const range = await rawRequest(`${proxy!.url}${file}`, { headers: { Range: 'bytes=0-99' } })
    expect(range.status).toBe(206)
    expect(cacheStatus(range)).toBe('BYPASS')
    expect(range.body.equals(first.body.subarray(0, 100))).toBe(true)
    expect(cacheStatus(await rawRequest(`${proxy!.url}${file}`))).toBe('HIT')
    const staff = await rawRequest(`${proxy!.url}${file}`, { headers: { Cookie: `${staffSessionCookie()}=${token}` } })
    expect(cacheStatus(staff)).toBe('BYPASS')
    // The rest of the CMS API is never cached.
    expect(cacheStatus(await rawRequest(`${proxy!.url}/cms-api/media?limit=1`))).toBeNull()
  })

  it('caches each page of a list paged in the query on its own, never for staff', async () => {
    const plain = (answer: RawAnswer) => answer.body.toString('utf8')
    const pages: Record<string, string> = {}
    for (const path of ['/blog', '/blog?page=2', '/testimonios', '/testimonios?pagina-viajes=2', '/en/lives?page=2']) {
      const first = await rawRequest(`${proxy!.url}${path}`)
      const second = await rawRequest(`${proxy!.url}${path}`)
      expect(first.status, path).toBe(200)
      expect(cacheStatus(second), path).toBe('HIT')
      expect(plain(second), path).toBe(plain(first))
      pages[path] = plain(second)
    }
    expect(pages['/blog?page=2']).not.toBe(pages['/blog'])
    expect(pages['/testimonios?pagina-viajes=2']).toContain('data-page="2"')
    expect(pages['/testimonios?pagina-viajes=2']).not.toBe(pages['/testimonios'])
    expect(pages['/en/lives?page=2']).toContain('data-page="2"')
    // A page number that is no page is the app's 404, cached briefly like any.
    expect((await rawRequest(`${proxy!.url}/blog?page=abc`)).status).toBe(404)
    const staff = await rawRequest(`${proxy!.url}/blog?page=2`, { headers: { Cookie: `${staffSessionCookie()}=${token}` } })
    expect(cacheStatus(staff)).toBe('BYPASS')
  })

  it("answers a repeat request for a build file with 304 (Next's ETag, kept by nginx); a page carries none", async () => {
    // Pages are rendered per request for their CSP nonce, which Next streams without an ETag: a
    // repeat visit gets the page again (from this cache within 3 s), never someone's stale 304.
    const page = await rawRequest(`${proxy!.url}/contacto`)
    expect(page.headers.etag).toBeUndefined()
    const html = page.body.toString('utf8')
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    await rawRequest(`${proxy!.url}${script}`)
    const cached = await rawRequest(`${proxy!.url}${script}`)
    const etag = String(cached.headers.etag)
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/)
    const again = await rawRequest(`${proxy!.url}${script}`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('keeps the security headers and the Vary the site sends', async () => {
    const direct = await rawRequest(`${appUrl}/`)
    await rawRequest(`${proxy!.url}/`)
    const cached = await rawRequest(`${proxy!.url}/`)
    expect(cacheStatus(cached)).toBe('HIT')
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'vary',
    ]) {
      // Each page its own nonce (src/proxy.ts): the policies differ in it only.
      const nonceless = (value: unknown) => String(value).replace(/'nonce-[^']+'/, "'nonce-N'")
      expect(nonceless(cached.headers[name]), name).toBe(nonceless(direct.headers[name]))
    }
    expect(String(cached.headers.vary)).toMatch(/accept-encoding/i)
    // The kept copy is whole: its scripts carry the nonce its policy names (shared for the 3 s it is kept).
    const nonce = /'nonce-([^']+)'/.exec(String(cached.headers['content-security-policy']))?.[1]
    expect(nonce).toBeTruthy()
    expect(cached.body.toString('utf8')).toContain(`nonce="${nonce}"`)
  })

  it('behind a TLS terminator (Caddy), passes its X-Forwarded-Proto: HSTS and a Secure staff cookie', async () => {
    // What Caddy sends nginx for an HTTPS visitor; this nginx itself is reached over plain http.
    const overHttps = { 'X-Forwarded-Proto': 'https' }
    const first = await rawRequest(`${proxy!.url}/contacto`, { headers: overHttps })
    const again = await rawRequest(`${proxy!.url}/contacto`, { headers: overHttps })
    expect(first.status).toBe(200)
    for (const answer of [first, again]) expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(cacheStatus(again)).toBe('HIT')
    // The http copy is cached apart: no HSTS leaks into it, none is lost from the https one.
    const plain = await rawRequest(`${proxy!.url}/contacto`)
    expect(plain.headers['strict-transport-security']).toBeUndefined()

    const login = await rawRequest(`${proxy!.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { ...overHttps, 'Content-Type': 'application/json' },
      body: Buffer.from(
        JSON.stringify({
          email: process.env.SEED_ADMIN_EMAIL ?? 'admin@salazarimmigration.example',
          password: process.env.SEED_ADMIN_PASSWORD,
        }),
      ),
    })
    expect(login.status).toBe(200)
    const session = (login.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${staffSessionCookie()}=`))
    expect(session).toMatch(/;\s*Secure/i)
    expect(login.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  })

  it('compresses once: the app gzips, nginx keeps it; a client without gzip gets plain HTML', async () => {
    const headers = { 'Accept-Encoding': 'gzip, deflate, br' }
    await rawRequest(`${proxy!.url}/`, { headers })
    const zipped = await rawRequest(`${proxy!.url}/`, { headers })
    expect(cacheStatus(zipped)).toBe('HIT')
    expect(zipped.headers['content-encoding']).toBe('gzip')
    const html = gunzipSync(zipped.body).toString('utf8')
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)

    const plain = await rawRequest(`${proxy!.url}/`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8').startsWith('<!DOCTYPE html>')).toBe(true)
  })

  it('never caches the admin, the CMS API, staff sessions, posts or answers that set cookies', async () => {
    const twice = async (path: string, init: RawRequestOptions = {}) => {
      const first = await rawRequest(`${proxy!.url}${path}`, init)
      const second = await rawRequest(`${proxy!.url}${path}`, init)
      return [first, second] as const
    }
    for (const path of ['/admin', '/admin/login', '/cms-api/categories?limit=1', '/api/health', '/api/health/ready?token=x']) {
      const answers = await twice(path)
      for (const answer of answers) expect(cacheStatus(answer), path).toBeNull()
    }
    const health = await rawRequest(`${proxy!.url}/api/health`)
    expect(health.status).toBe(200)
    // Up, and nothing about the leads' notifications (issue 47).
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' })
    expect(health.headers['cache-control']).toMatch(/no-store/)

    // The home page is in the cache now; a staff session (cookie or API key) goes past it.
    await twice('/')
    for (const headers of [
      { Cookie: `campaign_source=x; ${staffSessionCookie()}=${token}` },
      { Authorization: `JWT ${token}` },
    ] as Array<Record<string, string>>) {
      const [answer] = await twice('/', { headers })
      expect(cacheStatus(answer), JSON.stringify(headers)).toBe('BYPASS')
    }

    // A post to a cached page reaches the app (which refuses it) instead of the cached 200.
    const [postA, postB] = await twice('/', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: Buffer.from('x') })
    for (const answer of [postA, postB]) {
      expect(answer.status).toBe(405)
      expect(cacheStatus(answer)).toBeNull()
    }

    // An answer the app marks personal (no-store: the visitor's own campaign cookie read back).
    for (const source of ['tv/uno', 'radio/dos']) {
      const cookie = `campaign_source=${encodeURIComponent(source)}`
      const answer = await rawRequest(`${proxy!.url}/api/campaign-source`, { headers: { Cookie: cookie } })
      expect(cacheStatus(answer)).toBe('MISS')
      expect(answer.body.toString()).toContain(source)
    }

    // Each visitor gets their own anti-forgery cookie.
    const [tokenA, tokenB] = await twice('/csrf-token')
    expect(tokenA.headers['set-cookie']?.[0]).toMatch(/^csrf_binding=/)
    expect(tokenB.headers['set-cookie']?.[0]).toMatch(/^csrf_binding=/)
    expect(tokenB.headers['set-cookie']![0]).not.toBe(tokenA.headers['set-cookie']![0])

    // A first visit from a campaign link reaches the app, which sets the campaign cookie.
    const [campaignA, campaignB] = await twice('/contacto?utm_source=tv&utm_campaign=nginx')
    for (const answer of [campaignA, campaignB]) {
      expect(answer.headers['set-cookie']?.join(';')).toMatch(/campaign_source=tv%2Fnginx/)
      expect(cacheStatus(answer)).not.toBe('HIT')
    }
  })

  it("passes the visitor's address: a lead sent through nginx from 127.0.0.2 is stored with it", async () => {
    const tokenAnswer = await rawRequest(`${proxy!.url}/csrf-token`)
    const cookie = String(tokenAnswer.headers['set-cookie']?.[0]).split(';')[0]!
    const { token: csrf } = JSON.parse(tokenAnswer.body.toString()) as { token: string }
    const submissionId = crypto.randomUUID()
    const form = contactLeadForm({
      token: csrf,
      pageUrl: `${proxy!.url}/contacto`,
      name: 'Proxy Prueba',
      submissionId,
      email: 'proxy@example.com',
      phone: '9155550199',
      message: 'Por el proxy',
    })
    const encoded = new Response(form)
    const answer = await rawRequest(`${proxy!.url}/api/prospecto/agregar`, {
      method: 'POST',
      localAddress: '127.0.0.2',
      // A client-written X-Forwarded-For or X-Real-IP is never believed: nginx writes the real address.
      headers: {
        'Content-Type': encoded.headers.get('content-type')!,
        Cookie: cookie,
        Accept: 'application/json',
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': '203.0.113.7',
        'X-Real-IP': '203.0.113.8',
      },
      body: Buffer.from(await encoded.arrayBuffer()),
    })
    expect(answer.status, answer.body.toString()).toBe(200)

    const found = await fetch(`${appUrl}/cms-api/leads?where[submissionId][equals]=${submissionId}&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const { docs } = (await found.json()) as { docs: Array<Record<string, unknown>> }
    expect(docs).toHaveLength(1)
    expect(JSON.stringify(docs[0])).toContain('"ip":"127.0.0.2"')
  })

  it(`shows a CMS edit through the cache within ${FRESHNESS_SECONDS} s`, async () => {
    const cms = async (path: string, init: { method?: string; body?: unknown } = {}) => {
      const response = await fetch(`${proxy!.url}/cms-api${path}`, {
        method: init.method ?? 'GET',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
      expect(response.status, path).toBe(200)
      return (await response.json()) as { docs: Array<{ id: number; title: string; slug: string }> }
    }
    // The oldest published post: the revalidation test (tests/api/revalidate.test.ts) edits the newest.
    const { docs } = await cms('/posts?where[_status][equals]=published&sort=publishedAt&limit=1&depth=0&locale=es')
    const post = docs[0]!
    const page = `${proxy!.url}/blog/${post.slug}`
    const marker = `Editado ${Date.now().toString(36)}`
    try {
      await rawRequest(page)
      expect(cacheStatus(await rawRequest(page))).toBe('HIT')
      const editedAt = Date.now()
      await cms(`/posts/${post.id}?locale=es`, { method: 'PATCH', body: { title: `${post.title} ${marker}` } })
      let seenAfter = Infinity
      while (Date.now() - editedAt < (FRESHNESS_SECONDS + 5) * 1000) {
        const answer = await rawRequest(page)
        if (answer.body.toString('utf8').includes(marker)) {
          seenAfter = (Date.now() - editedAt) / 1000
          break
        }
        await new Promise((r) => setTimeout(r, 200))
      }
      console.info(`post edit seen through nginx after ${seenAfter} s`)
      expect(seenAfter).toBeLessThanOrEqual(FRESHNESS_SECONDS)
    } finally {
      await cms(`/posts/${post.id}?locale=es`, { method: 'PATCH', body: { title: post.title } })
    }
  }, 60_000)

  it(`shows an edit of a page built in the CMS through the cache within ${FRESHNESS_SECONDS} s`, async () => {
    const cms = async (path: string, method: string, body?: unknown) => {
      const response = await fetch(`${proxy!.url}/cms-api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      expect(response.status, `${method} ${path}`).toBeLessThan(300)
      return (await response.json()) as { doc: { id: number } }
    }
    const stamp = Date.now().toString(36)
    const layout = (heading: string) => [{ blockType: 'banner', heading }]
    const { doc } = await cms('/pages?locale=es', 'POST', {
      title: 'Frescura',
      path: `frescura-${stamp}`,
      layout: layout('Consulta gratuita'),
      _status: 'published',
    })
    const page = `${proxy!.url}/frescura-${stamp}`
    const marker = `Editada ${stamp}`
    try {
      expect((await rawRequest(page)).status).toBe(200)
      expect(cacheStatus(await rawRequest(page))).toBe('HIT')
      const editedAt = Date.now()
      await cms(`/pages/${doc.id}?locale=es`, 'PATCH', { layout: layout(marker), _status: 'published' })
      let seenAfter = Infinity
      while (Date.now() - editedAt < (FRESHNESS_SECONDS + 5) * 1000) {
        if ((await rawRequest(page)).body.toString('utf8').includes(marker)) {
          seenAfter = (Date.now() - editedAt) / 1000
          break
        }
        await new Promise((r) => setTimeout(r, 200))
      }
      console.info(`CMS page edit seen through nginx after ${seenAfter} s`)
      expect(seenAfter).toBeLessThanOrEqual(FRESHNESS_SECONDS)
    } finally {
      await cms(`/pages/${doc.id}`, 'DELETE')
    }
  }, 60_000)

  // Last: it stops this file's app instance.
  it('the app stopped: a page read before answers 200 from the cache, any other the branded 503 page; no address is logged', async () => {
    // The phone numbers staff keep in Site settings, as the outage page must show them.
    const settings = await fetch(`${appUrl}/cms-api/globals/site-settings?depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const { phones } = (await settings.json()) as { phones: Record<string, { number: string }> }
    const numbers = Object.values(phones).map((phone) => phone.number)
    expect(numbers.length).toBeGreaterThan(0)
    // Written by the app at start (src/server/startup.server.ts), after Payload is up.
    const page = path.join(outageDir, 'volvemos.html')
    for (let waited = 0; !existsSync(page) && waited < 20_000; waited += 200) await new Promise((r) => setTimeout(r, 200))
    expect(existsSync(page), 'the app wrote the outage page').toBe(true)

    // A fresh copy of the home page (an older one is refreshed in the background first: UPDATING).
    let status: ReturnType<typeof cacheStatus> = null
    for (let tries = 0; status !== 'HIT' && tries < 30; tries++) {
      status = cacheStatus(await rawRequest(`${proxy!.url}/`))
      if (status !== 'HIT') await new Promise((r) => setTimeout(r, 100))
    }
    expect(status).toBe('HIT')
    const exited = new Promise((resolve) => app!.once('exit', resolve))
    process.kill(-app!.pid!, 'SIGTERM')
    await exited
    // Past the 3 s of freshness and the 4 s after which the old configuration dropped an entry.
    await new Promise((r) => setTimeout(r, 5_000))

    const home = await rawRequest(`${proxy!.url}/`)
    expect(home.status).toBe(200)
    expect(cacheStatus(home)).toMatch(/^(STALE|UPDATING)$/)
    expect(home.body.toString('utf8').startsWith('<!DOCTYPE html>')).toBe(true)

    for (const uncached of [`/contacto?nunca=${Date.now()}`, '/en/nothing-cached-here', '/api/health']) {
      const answer = await rawRequest(`${proxy!.url}${uncached}`)
      const html = answer.body.toString('utf8')
      expect(answer.status, uncached).toBe(503)
      expect(answer.headers['retry-after'], uncached).toBe('30')
      expect(answer.headers['content-type'], uncached).toMatch(/^text\/html/)
      expect(html, uncached).toContain('Volvemos en un momento')
      expect(html, uncached).toContain('be right back')
      expect(html, uncached).not.toContain('Bad Gateway')
      for (const number of numbers) expect(html, `${uncached} ${number}`).toContain(`href="tel:${number}"`)
      expect(html, uncached).toBe(readFileSync(page, 'utf8'))
    }

    // Every request above is in the access log, and no visitor address is.
    const log = proxy!.accessLog()
    expect(log).toMatch(/ GET \/ 200 .*cache=(STALE|UPDATING)/)
    expect(log).toMatch(/ GET \/en\/nothing-cached-here 503 /)
    expect(log.split('\n').filter(Boolean).length).toBeGreaterThan(20)
    expect(log).not.toContain('127.0.0.1')
    expect(log).not.toContain('127.0.0.2')
    // No query string either (search words, campaign ids).
    expect(log).not.toContain('nunca=')
  }, 60_000)
})
