import type { Payload, PayloadRequest } from 'payload'
import { locales } from '@/i18n/locales'
import { messages } from '@/messages'
import { contentOf, type MessageValue } from './fields'
import { fieldNameOf, TEXT_NAMESPACES } from './namespaces'

/** A namespace's texts as the globals' fields hold them: renamed keys, a list of strings as rows of `text`. */
export function asGlobalData(value: MessageValue): unknown {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? { text: item } : asGlobalData(item)))
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [fieldNameOf(key), asGlobalData(inner)]))
}

/**
 * Puts the files' texts, Spanish then English, into the text globals, published: a database has
 * the site's words in the admin from its first start.
 */
export async function seedSiteTexts(payload: Payload, req: PayloadRequest, only?: readonly string[]): Promise<void> {
  for (const entry of TEXT_NAMESPACES) {
    if (only && !only.includes(entry.slug)) continue
    for (const [index, locale] of locales.entries()) {
      const texts = contentOf(messages[locale][entry.namespace], 'omit' in entry ? entry.omit : [])
      // Published with the last language: the first published version holds both.
      const status = index === locales.length - 1 ? 'published' : 'draft'
      await payload.updateGlobal({
        slug: entry.slug,
        locale,
        // The data has the globals' shape by construction (their fields are made from the same files).
        data: { ...(asGlobalData(texts) as object), _status: status } as never,
        depth: 0,
        req,
        // Recorded once all are in (./first-start.ts), as one backfill.
        context: { disableRevalidate: true, disablePublicationRecord: true },
      })
    }
  }
}

/**
 * A group with no row yet gets the files' texts, published, as the first version of its history;
 * a group staff already have is left as it is. Returns the groups it seeded (all of them on a new
 * database, none afterwards). Run when the site starts (./first-start.ts).
 */
export async function seedNewSiteTexts(payload: Payload, req: PayloadRequest): Promise<string[]> {
  const fresh: string[] = []
  for (const { slug } of TEXT_NAMESPACES) {
    const row = (await payload.db.findGlobal({ slug, req })) as { createdAt?: string } | null
    if (!row?.createdAt) fresh.push(slug)
  }
  if (fresh.length > 0) await seedSiteTexts(payload, req, fresh)
  return fresh
}
