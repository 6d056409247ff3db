/**
 * First-touch campaign attribution, as a pure function of the request (no server or browser APIs,
 * so the proxy, route handlers and tests share it). The first page request that shows where a
 * visitor came from sets a 90-day cookie; later visits never overwrite it.
 */
export const CAMPAIGN_COOKIE = 'campaign_source'
export const CAMPAIGN_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60

const PART_MAX = 60

/** Lowercase, dash for spaces, only [a-z0-9._-]; '' when nothing usable is left. */
export function normalizeSourcePart(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, PART_MAX)
}

const sourcePattern = /^[a-z0-9._-]{1,60}(\/[a-z0-9._-]{1,60})?$/

/** Whether a stored cookie value is one this module could have written. */
export function isCampaignSource(value: unknown): value is string {
  return typeof value === 'string' && sourcePattern.test(value)
}

const clickIds: ReadonlyArray<readonly [param: string, source: string]> = [
  ['gclid', 'google-ads'],
  ['fbclid', 'facebook'],
  ['ttclid', 'tiktok'],
]

/** The query parameters a campaign's link can bring: the proxy runs only when one is there (src/proxy.ts). */
export const CAMPAIGN_QUERY_PARAMS = ['utm_source', ...clickIds.map(([param]) => param)] as const

function hostOf(value: string): string | null {
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.hostname.toLowerCase().replace(/\.$/, '')
  } catch {
    return null
  }
}

function withoutWww(host: string): string {
  return host.replace(/^www\./, '')
}

export type CampaignInput = {
  /** The page URL the visitor asked for. */
  url: string
  /** The Referer header, if any. */
  referrer?: string | null
  /** The campaign cookie already set, if any. */
  existing?: string | null
  /** Hosts that are us (a referrer from them is internal navigation, not a source). */
  ownHosts?: readonly string[]
}

export type CampaignDecision = { source: string | null; isNew: boolean }

export function sourceFromUrl(url: URL): string | null {
  const utmSource = normalizeSourcePart(url.searchParams.get('utm_source') ?? '')
  if (utmSource) {
    const utmCampaign = normalizeSourcePart(url.searchParams.get('utm_campaign') ?? '')
    return utmCampaign ? `${utmSource}/${utmCampaign}` : utmSource
  }
  for (const [param, source] of clickIds) {
    if ((url.searchParams.get(param) ?? '').trim() !== '') return source
  }
  return null
}

export function decideCampaignSource(input: CampaignInput): CampaignDecision {
  if (isCampaignSource(input.existing)) return { source: input.existing, isNew: false }
  let url: URL
  try {
    url = new URL(input.url)
  } catch {
    return { source: null, isNew: false }
  }
  const fromUrl = sourceFromUrl(url)
  if (fromUrl) return { source: fromUrl, isNew: true }

  const referrerHost = input.referrer ? hostOf(input.referrer) : null
  if (!referrerHost) return { source: null, isNew: false }
  const own = new Set([url.hostname.toLowerCase(), ...(input.ownHosts ?? []).map((h) => h.toLowerCase())].map(withoutWww))
  const host = withoutWww(referrerHost)
  if (own.has(host)) return { source: null, isNew: false }
  const source = normalizeSourcePart(host)
  return source ? { source, isNew: true } : { source: null, isNew: false }
}
