import { describe, expect, it } from 'vitest'
import { applyEdgeHeaders, clientAddress, refuseBody, refuseRequest, trustedProxies } from '../../scripts/lib/edge.mjs'

const proxies = (value: string) => trustedProxies(value).list

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
    ['POST', '/api/texting-opt-outs'],
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
  const nginx = proxies('10.0.0.0/8,127.0.0.1')

  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress({ socketAddress: '::ffff:198.51.100.7', forwardedFor: '203.0.113.9', trusted: null })).toBe(
      '198.51.100.7',
    )
  })

  it('ignores X-Forwarded-For from a peer that is not a named proxy', () => {
    expect(clientAddress({ socketAddress: '198.51.100.7', forwardedFor: '203.0.113.9', trusted: nginx })).toBe('198.51.100.7')
    expect(clientAddress({ socketAddress: '127.0.0.2', forwardedFor: '203.0.113.9', trusted: nginx })).toBe('127.0.0.2')
  })

  it('takes the entry our own proxy appended, not what the client wrote', () => {
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '203.0.113.9', trusted: nginx })).toBe('203.0.113.9')
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '1.1.1.1, 203.0.113.9', trusted: nginx })).toBe('203.0.113.9')
    // nginx behind a load balancer, both named: the first address that is not a proxy is the visitor.
    expect(clientAddress({ socketAddress: '10.0.0.3', forwardedFor: '1.1.1.1, 203.0.113.9, 10.0.0.2', trusted: nginx })).toBe(
      '203.0.113.9',
    )
  })

  it('normalises IPv4-mapped IPv6 and brackets', () => {
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '::ffff:203.0.113.9', trusted: nginx })).toBe('203.0.113.9')
    expect(clientAddress({ socketAddress: '::ffff:10.0.0.2', forwardedFor: '[2001:DB8::1]', trusted: nginx })).toBe('2001:db8::1')
    expect(clientAddress({ socketAddress: '::1', forwardedFor: '203.0.113.9', trusted: proxies('::1') })).toBe('203.0.113.9')
  })

  it.each(['', ' , ', 'not-an-ip', '<script>', '1.2.3.4; DROP TABLE', 'x'.repeat(500), 'unknown'])(
    'falls back to the socket for junk %o',
    (xff) => {
      expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: xff, trusted: nginx })).toBe('10.0.0.2')
    },
  )
})

describe('trustedProxies', () => {
  it('takes addresses and CIDRs, IPv4 and IPv6', () => {
    const list = proxies(' 127.0.0.1, 10.0.0.0/8 ,fc00::/7')!
    expect(list.check('127.0.0.1')).toBe(true)
    expect(list.check('10.200.3.4')).toBe(true)
    expect(list.check('11.0.0.1')).toBe(false)
    expect(list.check('fd12::1', 'ipv6')).toBe(true)
  })

  it('is none when empty or 0', () => {
    expect(trustedProxies('')).toEqual({ list: null, problem: null })
    expect(trustedProxies(undefined)).toEqual({ list: null, problem: null })
    expect(trustedProxies('0')).toEqual({ list: null, problem: null })
  })

  it.each(['1', '2', 'yes', '10.0.0.0/33', '10.0.0.0/8/1', 'nginx', '::1/129'])(
    'refuses %o (the server will not start)',
    (value) => {
      expect(trustedProxies(value).problem).not.toBeNull()
    },
  )
})

describe('applyEdgeHeaders', () => {
  it('drops forged forwarding headers without a trusted proxy and writes the socket address', () => {
    const headers: Record<string, string> = {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-client-ip': '1.2.3.4',
    }
    applyEdgeHeaders(headers, '127.0.0.5', null)
    expect(headers).toEqual({ 'x-client-ip': '127.0.0.5' })
  })

  it('keeps the proxy’s headers when it is trusted', () => {
    const headers: Record<string, string> = {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-client-ip': '1.2.3.4',
    }
    applyEdgeHeaders(headers, '127.0.0.1', proxies('127.0.0.1'))
    expect(headers).toEqual({ 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-client-ip': '203.0.113.9' })
  })
})

describe('applyEdgeHeaders from a peer that is not a named proxy', () => {
  it('drops its forwarding headers even when proxies are configured', () => {
    const headers: Record<string, string> = { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' }
    applyEdgeHeaders(headers, '198.51.100.7', proxies('127.0.0.1,10.0.0.0/8'))
    expect(headers).toEqual({ 'x-client-ip': '198.51.100.7' })
  })
})

describe('refuseBody', () => {
  it('refuses a declared body over 1 MB before it is read, staff media uploads apart (50 MB)', () => {
    expect(refuseBody('POST', '/cms-api/leads', String(3 * 1024 * 1024))?.status).toBe(413)
    expect(refuseBody('POST', '/api/prospecto/agregar', String(1024 * 1024 + 1))?.status).toBe(413)
    expect(refuseBody('POST', '/admin/collections/posts', String(2 * 1024 * 1024))?.status).toBe(413)
    expect(refuseBody('POST', '/cms-api/leads', String(1024 * 1024))).toBeNull()
    expect(refuseBody('POST', '/cms-api/media', String(20 * 1024 * 1024))).toBeNull()
    expect(refuseBody('PATCH', '/cms-api/media/12?depth=0', String(20 * 1024 * 1024))).toBeNull()
    expect(refuseBody('POST', '/cms-api/media', String(51 * 1024 * 1024))?.status).toBe(413)
    expect(refuseBody('POST', '/cms-api/media/file/x.jpg', String(2 * 1024 * 1024))?.status).toBe(413)
    expect(refuseBody('POST', '/cms-api/leads', undefined)).toBeNull()
  })
})
