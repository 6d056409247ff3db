import type { PayloadRequest } from 'payload'
import { locales, type Locale } from '@/i18n/locales'

/**
 * The trail a document with public addresses leaves when an address changes (a CMS page's path,
 * a post's slug): a permanent redirect from each old public address to the document, through the
 * redirects collection (src/collections/Pages/plugins.ts), so a link that once worked never 404s.
 */
export type LocalizedValues = Partial<Record<Locale, string>>

/** A localized field read in one locale is a string, in locale 'all' an object keyed by language. */
export function localizedValues(value: unknown, locale?: Locale): LocalizedValues {
  if (typeof value === 'string') return value && locale ? { [locale]: value } : {}
  const values: LocalizedValues = {}
  if (value && typeof value === 'object') {
    for (const l of locales) {
      const v = (value as Record<string, unknown>)[l]
      if (typeof v === 'string' && v) values[l] = v
    }
  }
  return values
}

/**
 * A localized field of the document as the public site has it: from the main row, if that row is
 * published. Read in the save's transaction (req), in every language; the Local API sets the
 * request's locale to the one it reads in and may replace its context, so the save's own are put
 * back, or the rest of the save would write every language at once and lose what the hooks keep in
 * the context.
 */
export async function publishedValues(
  collection: 'pages' | 'posts',
  id: number | string,
  field: 'path' | 'slug',
  req: PayloadRequest,
): Promise<LocalizedValues> {
  const { locale, fallbackLocale, context } = req
  try {
    const main = (await req.payload
      .findByID({ collection, id, locale: 'all', depth: 0, draft: false, overrideAccess: true, req })
      .catch(() => null)) as Record<string, unknown> | null
    return main?._status === 'published' ? localizedValues(main[field]) : {}
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
    req.context = context
  }
}

/** The old public addresses: each language whose published value changed to another. */
export function movedAddresses(
  before: LocalizedValues,
  after: LocalizedValues,
  address: (value: string, locale: Locale) => string,
): { from: string; locale: Locale }[] {
  return locales.flatMap((l) => {
    const old = before[l]
    return old && after[l] && old !== after[l] ? [{ from: address(old, l), locale: l }] : []
  })
}

/**
 * A permanent redirect from each moved address to the document (the redirect follows it wherever it
 * goes next); a redirect from an address the document answers again is dropped. True if any changed.
 */
export async function leaveRedirects(
  reference: { relationTo: 'pages' | 'posts'; value: number },
  before: LocalizedValues,
  after: LocalizedValues,
  address: (value: string, locale: Locale) => string,
  req: PayloadRequest,
): Promise<boolean> {
  let changed = false
  for (const { from } of movedAddresses(before, after, address)) {
    const existing = await req.payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      limit: 1,
      depth: 0,
      req,
    })
    const data = { from, to: { type: 'reference' as const, reference } }
    if (existing.docs[0]) await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, depth: 0, req })
    else await req.payload.create({ collection: 'redirects', data, depth: 0, req })
    changed = true
  }
  const now = locales.flatMap((l) => (after[l] ? [address(after[l] as string, l)] : []))
  if (now.length > 0) {
    const { docs } = await req.payload.delete({ collection: 'redirects', where: { from: { in: now } }, depth: 0, req })
    if (docs.length > 0) changed = true
  }
  return changed
}
