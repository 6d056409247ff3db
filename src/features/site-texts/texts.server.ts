import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/messages'
import { cached } from '@/features/content/queries'
import { contentTags } from '@/features/content/tags'
import { payloadClient } from '@/server/payload'
import { logger } from '@/server/logger'
import { staffPreview } from '@/server/staff-preview.server'
import { scheduleRevalidateS } from '@/features/pages/jobs'
import { overlayTexts } from './overlay'
import { buttonLinkProblem, type MessageValue } from './fields'
import { TEXT_NAMESPACES, type TextGlobalSlug, type TextNamespaceName } from './namespaces'

const slugOf = Object.fromEntries(TEXT_NAMESPACES.map(({ namespace, slug }) => [namespace, slug])) as Record<
  TextNamespaceName,
  TextGlobalSlug
>

/** One namespace's texts in one language as staff left them: no fallback to Spanish (a blank English text shows the English file's, ./overlay.ts). */
async function readTexts(namespace: TextNamespaceName, locale: Locale, draft: boolean) {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: slugOf[namespace], locale, fallbackLocale: false, depth: 0, draft })
}

/**
 * The published texts, cached under the namespace's tag, which a publish or unpublish drops. A
 * draft save leaves the published row as it was (Payload keeps drafts in the versions table); an
 * unpublished group (never published, or taken off the site) shows the files' texts. Read again
 * every PUBLISH_INTERVAL_S too: a scheduled (un)publish cannot drop the tag (pages/jobs.ts).
 */
const readPublishedTexts = cached(
  'site-texts',
  (...[namespace]: [TextNamespaceName, Locale]) => [contentTags.texts(namespace)],
  async (namespace: TextNamespaceName, locale: Locale): Promise<unknown> => {
    const doc = await readTexts(namespace, locale, false)
    return doc._status === 'published' ? doc : null
  },
  scheduleRevalidateS,
)

/**
 * A group's texts as stored: the published ones; for signed-in staff previewing (checked on this
 * very render, staffPreview), the latest draft, uncached. The check reads draft mode first, so a
 * public render reads no cookie and stays cached.
 */
const storedTexts = cache(async (namespace: TextNamespaceName, locale: Locale): Promise<unknown> =>
  (await staffPreview()) ? readTexts(namespace, locale, true) : readPublishedTexts(namespace, locale),
)

/**
 * A content namespace's words for one request: the file's, with the CMS's texts laid over them.
 * When the CMS cannot be read (the build has no database; an outage) the file's texts show: they
 * are what the CMS was seeded with.
 */
export const siteTexts = cache(async (namespace: TextNamespaceName, locale: Locale): Promise<MessageValue> => {
  const file = messages[locale][namespace] as MessageValue
  try {
    return overlayTexts(file, await storedTexts(namespace, locale)) ?? file
  } catch (error) {
    logger.warn({ err: error, event: 'cms.texts', namespace, locale }, 'site texts not read from the CMS; the files are shown')
    return file
  }
})

/**
 * Where staff sent a group's button (a `link` field, ./fields.ts: `group` is its key path, e.g.
 * ['hero', 'vawa']), if it is a path on this site in that language; null keeps the page's default.
 */
export async function siteTextLink(
  namespace: TextNamespaceName,
  locale: Locale,
  group: readonly string[],
): Promise<string | null> {
  const stored = await storedTexts(namespace, locale).catch(() => null)
  const value = [...group, 'link'].reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    stored,
  )
  return typeof value === 'string' && value && !buttonLinkProblem(value, locale) ? value : null
}
