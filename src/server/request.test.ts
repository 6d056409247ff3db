import { afterEach, describe, expect, it } from 'vitest'
import { AppError } from './errors'
import {
  clientIp,
  clientIpHeader,
  clientKey,
  firstValues,
  MAX_BODY_BYTES,
  readBodyBytes,
  readCookie,
  readFormData,
  readJsonObject,
} from './request'

const env = { ...process.env }
afterEach(() => {
  process.env = { ...env }
})

function statusOf(error: unknown): number | undefined {
  return error instanceof AppError ? error.status : undefined
}

async function failure(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise
  } catch (error) {
    return statusOf(error)
  }
  return undefined
}

describe('clientIp', () => {
  const req = (headers: Record<string, string>) => new Request('http://localhost/', { headers })
  const ip = (headers: Record<string, string>) => clientIp(req(headers), 'x-real-ip')

  it('reads only the header the proxy in front overwrites (CLIENT_IP_HEADER), never X-Forwarded-For', () => {
    expect(ip({ 'x-real-ip': '203.0.113.9' })).toBe('203.0.113.9')
    expect(ip({ 'x-forwarded-for': '203.0.113.9' })).toBeNull()
  })

  it('believes no header when no proxy is named: every visitor is the one shared bucket', () => {
    expect(clientIp(req({ 'x-real-ip': '203.0.113.9', 'x-forwarded-for': '203.0.113.9' }), null)).toBeNull()
    expect(clientIpHeader({})).toBeNull()
    expect(clientIpHeader({ CLIENT_IP_HEADER: ' X-Real-IP ' })).toBe('x-real-ip')
  })

  it('normalises IPv4-mapped IPv6 and brackets', () => {
    expect(ip({ 'x-real-ip': '::ffff:203.0.113.9' })).toBe('203.0.113.9')
    expect(ip({ 'x-real-ip': '[2001:DB8::1]' })).toBe('2001:db8::1')
  })

  it.each(['', 'not-an-ip', '<script>', '1.2.3.4; DROP TABLE', 'x'.repeat(500), 'unknown'])('refuses junk %o', (value) => {
    expect(ip({ 'x-real-ip': value })).toBeNull()
  })
})

describe('clientKey', () => {
  it('counts an IPv4 visitor by address', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientKey(null)).toBeNull()
  })

  it('counts an IPv6 visitor by its /64, however the address is written', () => {
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })
})

describe('body cap', () => {
  it('refuses a declared oversized body before reading it', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    })
    expect(await failure(readBodyBytes(request))).toBe(413)
  })

  it('refuses an oversized streamed body that lied about (or hid) its length', async () => {
    const chunk = new Uint8Array(16 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10) return controller.close()
        sent++
        controller.enqueue(chunk)
      },
    })
    const request = new Request('http://localhost/', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(await failure(readBodyBytes(request))).toBe(413)
    expect(sent).toBeLessThan(10)
  })

  it('accepts exactly the cap', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES) })
    expect((await readBodyBytes(request)).byteLength).toBe(MAX_BODY_BYTES)
  })
})

describe('readFormData', () => {
  it('parses multipart and keeps repeated names', async () => {
    const form = new FormData()
    form.append('nombre', 'Ana')
    form.append('referido_nombre', 'Uno')
    form.append('referido_nombre', 'Dos')
    const parsed = await readFormData(new Request('http://localhost/', { method: 'POST', body: form }))
    expect(parsed.get('nombre')).toBe('Ana')
    expect(parsed.getAll('referido_nombre')).toEqual(['Uno', 'Dos'])
  })

  it('parses urlencoded', async () => {
    const parsed = await readFormData(
      new Request('http://localhost/', {
        method: 'POST',
        body: 'nombre=Jos%C3%A9&phone=915+555&__proto__=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    )
    expect(parsed.get('nombre')).toBe('José')
    const first = firstValues(parsed)
    expect(first.phone).toBe('915 555')
    expect(Object.getPrototypeOf(first)).toBeNull()
    expect(first.__proto__).toBe('x')
  })

  it.each([
    ['text/plain', 'nombre=x'],
    ['application/json', '{"nombre":"x"}'],
    ['', 'nombre=x'],
  ])('refuses content type %o with 415', async (type, body) => {
    const request = new Request('http://localhost/', { method: 'POST', body, headers: type ? { 'content-type': type } : {} })
    request.headers.delete('content-type')
    if (type) request.headers.set('content-type', type)
    expect(await failure(readFormData(request))).toBe(415)
  })

  it.each(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=abc'])(
    'answers 400 for a broken multipart body (%s)',
    async (type) => {
      const request = new Request('http://localhost/', {
        method: 'POST',
        body: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zzz',
        headers: { 'content-type': type },
      })
      expect(await failure(readFormData(request))).toBe(400)
    },
  )

  it('refuses an oversized form with 413', async () => {
    const form = new FormData()
    form.append('mensaje', 'x'.repeat(MAX_BODY_BYTES + 10))
    expect(await failure(readFormData(new Request('http://localhost/', { method: 'POST', body: form })))).toBe(413)
  })
})

describe('readJsonObject', () => {
  const post = (body: string) => new Request('http://localhost/', { method: 'POST', body })
  it('reads an object, and an empty body as {}', async () => {
    expect(await readJsonObject(post('{"number":"+19155550142"}'))).toEqual({ number: '+19155550142' })
    expect(await readJsonObject(post(''))).toEqual({})
  })
  it.each(['[]', '"x"', '1', 'null', '{', 'undefined', '{"a":', '\u0000'])('answers 400 for %o', async (body) => {
    expect(await failure(readJsonObject(post(body)))).toBe(400)
  })
})

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    const request = new Request('http://localhost/', { headers: { cookie: 'a=1; campaign_source=google%2Fads; b=2' } })
    expect(readCookie(request, 'campaign_source')).toBe('google/ads')
    expect(readCookie(request, 'missing')).toBeNull()
  })
  it('survives malformed encodings', () => {
    const request = new Request('http://localhost/', { headers: { cookie: 'x=%E0%A4%A; =; ;;' } })
    expect(readCookie(request, 'x')).toBe('%E0%A4%A')
  })
})
