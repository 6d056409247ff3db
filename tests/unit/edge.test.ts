import { describe, expect, it } from 'vitest'
import { applyEdgeHeaders, clientAddress, refuseRequest, trustedHops } from '../../scripts/lib/edge.mjs'

describe('refuseRequest', () => {
  it.each([
    ['TRACE', '/', 405],
    ['TRACK', '/', 405],
    ['CONNECT', '/', 405],
    ['PROPFIND', '/', 405],
    ['GET', '*', 400],
    ['OPTIONS', '*', 400],
    ['GET', 'http://evil.example/', 400],
    ['GET', '/%ZZ', 400],
    ['GET', '/en/%E0%A4%A', 400],
    ['GET', '/%25', 400],
    ['HEAD', '//', 400],
    ['GET', '/abogados/%00', 400],
    ['GET', '/blog/categoria/a%0Ab', 400],
    ['GET', '//evil.example/x', 400],
    ['HEAD', '/blog/categoria/%25_%25', 400],
    ['POST', '/', 405],
    ['POST', '/en/api/prospecto/agregar', 405],
    ['PUT', '/en/attorneys/x', 405],
    ['DELETE', '/api/prospecto/agregar', 405],
    ['POST', '/cms-api/../0', 405],
  ])('%s %s → %i', (method, url, status) => {
    expect(refuseRequest(method, url)?.status).toBe(status)
  })

  it.each([
    ['GET', '/'],
    ['GET', '/en/blog?query=%ZZ'],
    ['HEAD', '/contacto'],
    ['POST', '/api/prospecto/agregar'],
    ['POST', '/api/prospecto/socialmedia'],
    ['POST', '/en/api/track-call'],
    ['POST', '/admin/collections/posts/1'],
    ['PATCH', '/cms-api/leads/1'],
    ['DELETE', '/cms-api/posts/1'],
    ['OPTIONS', '/cms-api/posts'],
    ['GET', '/blog/caf%C3%A9'],
  ])('lets %s %s through', (method, url) => {
    expect(refuseRequest(method, url)).toBeNull()
  })
})

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress({ socketAddress: '::ffff:198.51.100.7', forwardedFor: '203.0.113.9', hops: 0 })).toBe('198.51.100.7')
  })

  it('takes the entry our own proxy appended, not what the client wrote', () => {
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '203.0.113.9', hops: 1 })).toBe('203.0.113.9')
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '1.1.1.1, 203.0.113.9', hops: 1 })).toBe('203.0.113.9')
    expect(clientAddress({ socketAddress: '10.0.0.3', forwardedFor: '1.1.1.1, 203.0.113.9, 10.0.0.2', hops: 2 })).toBe(
      '203.0.113.9',
    )
  })

  it('normalises IPv4-mapped IPv6 and brackets', () => {
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '::ffff:203.0.113.9', hops: 1 })).toBe('203.0.113.9')
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '[2001:DB8::1]', hops: 1 })).toBe('2001:db8::1')
  })

  it.each(['', ' , ', 'not-an-ip', '<script>', '1.2.3.4; DROP TABLE', 'x'.repeat(500), 'unknown'])(
    'falls back to the socket for junk %o',
    (xff) => {
      expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: xff, hops: 1 })).toBe('10.0.0.2')
    },
  )

  it('treats a nonsense TRUST_PROXY as none', () => {
    expect(trustedHops('yes')).toBe(0)
    expect(trustedHops(undefined)).toBe(0)
    expect(trustedHops('1')).toBe(1)
  })
})

describe('applyEdgeHeaders', () => {
  it('drops forged forwarding headers without a trusted proxy and writes the socket address', () => {
    const headers: Record<string, string> = {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-client-ip': '1.2.3.4',
    }
    applyEdgeHeaders(headers, '127.0.0.5', 0)
    expect(headers).toEqual({ 'x-client-ip': '127.0.0.5' })
  })

  it('keeps the proxy’s headers when it is trusted', () => {
    const headers: Record<string, string> = {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-client-ip': '1.2.3.4',
    }
    applyEdgeHeaders(headers, '127.0.0.1', 1)
    expect(headers).toEqual({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-client-ip': '203.0.113.9' })
  })
})
