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
 * Puts the files' texts, Spanish then English, into the text globals: run by the migration that
 * creates them, so a database has the site's words in the admin from its first start (and an
 * existing one keeps showing what it showed).
 */
export async function seedSiteTexts(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const entry of TEXT_NAMESPACES) {
    for (const locale of locales) {
      const texts = contentOf(messages[locale][entry.namespace], 'omit' in entry ? entry.omit : [])
      await payload.updateGlobal({
        slug: entry.slug,
        locale,
        // The data has the globals' shape by construction (their fields are made from the same files).
        data: asGlobalData(texts) as never,
        depth: 0,
        req,
        context: { disableRevalidate: true },
      })
    }
  }
}
