import { NextRequest, NextResponse } from 'next/server'
import { describe, expect, it } from 'vitest'
import { campaignSourceFromCookieHeader, withCampaignCookie } from './cookie'
import { CAMPAIGN_COOKIE } from './source'

describe('withCampaignCookie', () => {
  it('sets a 90-day HttpOnly cookie on the first attributed visit', () => {
    const request = new NextRequest('https://salazarimmigration.example/?utm_source=google&utm_campaign=k1')
    const response = withCampaignCookie(request, NextResponse.next())
    const cookie = response.cookies.get(CAMPAIGN_COOKIE)
    expect(cookie?.value).toBe('google/k1')
    expect(cookie?.maxAge).toBe(90 * 24 * 60 * 60)
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.secure).toBe(true)
  })

  it('leaves an existing first touch alone', () => {
    const request = new NextRequest('https://salazarimmigration.example/?gclid=1', {
      headers: { cookie: `${CAMPAIGN_COOKIE}=facebook` },
    })
    const response = withCampaignCookie(request, NextResponse.next())
    expect(response.cookies.get(CAMPAIGN_COOKIE)).toBeUndefined()
  })

  it('does nothing on prefetches, RSC fetches and posts', () => {
    const url = 'https://salazarimmigration.example/?utm_source=x'
    const inits: NonNullable<ConstructorParameters<typeof NextRequest>[1]>[] = [
      { headers: { 'next-router-prefetch': '1' } },
      { headers: { rsc: '1' } },
      { method: 'POST' },
    ]
    for (const init of inits) {
      expect(withCampaignCookie(new NextRequest(url, init), NextResponse.next()).cookies.get(CAMPAIGN_COOKIE)).toBeUndefined()
    }
  })

  it('round-trips through the Cookie header', () => {
    const response = withCampaignCookie(
      new NextRequest('https://a.example/?utm_source=google&utm_campaign=k1'),
      NextResponse.next(),
    )
    const setCookie = response.headers.get('set-cookie') ?? ''
    const pair = setCookie.split(';')[0]!
    expect(campaignSourceFromCookieHeader(`x=1; ${pair}`)).toBe('google/k1')
  })
})

describe('campaignSourceFromCookieHeader', () => {
  it.each([null, '', 'campaign_source=', 'campaign_source=%ZZ', 'campaign_source=<b>', `campaign_source=${'a'.repeat(500)}`])(
    'ignores %o',
    (header) => {
      expect(campaignSourceFromCookieHeader(header)).toBeNull()
    },
  )
})
