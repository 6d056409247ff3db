import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNginx } from '../../scripts/lib/nginx.mjs'
import { BASE_URL } from '../fixtures/base-url'

/**
 * Spec §7 for any client, against the running site (Next's own server): a plain
 * `fetch(url, { method: 'POST', body: formData })` with only the spec's fields gets JSON; hostile
 * request lines get no 5xx.
 */
async function session(): Promise<{ token: string; cookie: string }> {
  const response = await fetch(`${BASE_URL}/csrf-token`)
  const { token } = (await response.json()) as { token: string }
  return { token, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]! }
}

function specForm(token: string, overrides: Record<string, string> = {}): FormData {
  const form = new FormData()
  const fields = {
    nombre: 'Marta Ruiz',
    email: 'marta@example.com',
    phone: '9155550166',
    mensaje: 'Quiero una cita',
    checkbox: '1',
    seccion: 'Formulario Hermano',
    fecha_hora: new Date().toISOString(),
    _token: token,
    ...overrides,
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  return form
}

/** Raw HTTP/1.1, for request lines no fetch client will send. */
function rawRequest(requestLine: string, base = BASE_URL): Promise<string> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(`${requestLine}\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`)
    })
    let data = ''
    socket.setTimeout(10_000, () => socket.destroy(new Error('timeout')))
    socket.on('data', (chunk) => (data += chunk.toString('latin1')))
    socket.on('end', () => resolve(data.split('\r\n')[0] ?? ''))
    socket.on('error', reject)
  })
}

describe('POST /api/prospecto/agregar with only the spec fields', () => {
  it('answers JSON success to a plain fetch with no Accept header', async () => {
    const { token, cookie } = await session()
    const response = await fetch(`${BASE_URL}/api/prospecto/agregar`, {
      method: 'POST',
      body: specForm(token),
      headers: { cookie },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ status: 'success' })
  })

  it('answers a validation error as JSON in the page’s language', async () => {
    const { token, cookie } = await session()
    const response = await fetch(`${BASE_URL}/api/prospecto/agregar`, {
      method: 'POST',
      body: specForm(token, { phone: '123' }),
      headers: { cookie, referer: `${BASE_URL}/en/contact` },
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      status: 'error',
      message: 'errors.phone',
      text: 'Please enter a valid phone number.',
    })
  })

  it('refuses a post without the token, as JSON', async () => {
    const response = await fetch(`${BASE_URL}/api/prospecto/agregar`, { method: 'POST', body: specForm('') })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ status: 'error' })
  })

  it('accepts the post whatever host name the client used (127.0.0.1 for localhost)', async () => {
    const other = BASE_URL.replace('localhost', '127.0.0.1')
    const tokenResponse = await fetch(`${other}/csrf-token`)
    const { token } = (await tokenResponse.json()) as { token: string }
    const cookie = (tokenResponse.headers.get('set-cookie') ?? '').split(';')[0]!
    const response = await fetch(`${other}/api/prospecto/agregar`, {
      method: 'POST',
      body: specForm(token),
      headers: { cookie, origin: other, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    })
    expect(await response.json()).toEqual({ status: 'success' })
    const crossSite = await fetch(`${other}/api/prospecto/agregar`, {
      method: 'POST',
      body: specForm(token),
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
    })
    expect(crossSite.status).toBe(403)
  })
})

describe('hostile request lines, never a 5xx', () => {
  // Next's own server, as a developer runs it: what Next or the proxy (src/proxy.ts) answers.
  it.each([
    ['GET /%ZZ HTTP/1.1', 400],
    ['GET /en/%E0%A4%A HTTP/1.1', 400],
    ['GET /blog/%ED%A0%80 HTTP/1.1', 400],
    // Under the build's files too: Next's file server would answer a lone surrogate with a 500.
    ['GET /_next/static/%ED%A0%80 HTTP/1.1', 400],
    ['PATCH /_next/static/chunks/%ED%A0%80.js HTTP/1.1', 400],
    ['GET /_next/static/%20 HTTP/1.1', 404],
    ['POST /contacto HTTP/1.1', 405],
  ])('%s → %i from the app', async (line, status) => {
    expect(await rawRequest(line)).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
  })

  // Through the shipped nginx (deploy/nginx.conf), as deployed: what it refuses before the app.
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined
  beforeAll(async () => {
    const app = new URL(BASE_URL)
    proxy = await startNginx({ upstreams: [`127.0.0.1:${app.port}`] })
  }, 60_000)
  afterAll(() => proxy?.stop())
  it.each([
    ['GET /%ZZ HTTP/1.1', 400],
    ['OPTIONS * HTTP/1.1', 400],
    ['TRACE / HTTP/1.1', 405],
    ['TRACK /contacto HTTP/1.1', 405],
    ['PROPFIND /api/categoria HTTP/1.1', 405],
  ])('%s → %i through nginx', async (line, status) => {
    expect(await rawRequest(line, proxy!.url)).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
  })
})
