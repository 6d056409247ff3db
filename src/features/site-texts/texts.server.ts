import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/messages'
import { cached } from '@/features/content/queries'
import { contentTags } from '@/features/content/tags'
import { payloadClient } from '@/server/payload'
import { logger } from '@/server/logger'
import { overlayTexts } from './overlay'
import type { MessageValue } from './fields'
import { TEXT_NAMESPACES, type TextGlobalSlug, type TextNamespaceName } from './namespaces'

const slugOf = Object.fromEntries(TEXT_NAMESPACES.map(({ namespace, slug }) => [namespace, slug])) as Record<
  TextNamespaceName,
  TextGlobalSlug
>

/**
 * One namespace's texts as the staff left them in one language: no fallback to Spanish (a blank
 * English text falls back to the English file instead, in ./overlay.ts). Cached under the
 * namespace's tag, which its global's hook refreshes.
 */
const readTexts = cached(
  'site-texts',
  (...[namespace]: [TextNamespaceName, Locale]) => [contentTags.texts(namespace)],
  async (namespace: TextNamespaceName, locale: Locale): Promise<unknown> => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: slugOf[namespace], locale, fallbackLocale: false, depth: 0 })
  },
)

/**
 * The messages of a request: the files' UI words, and every content namespace with the CMS's
 * texts over the file's. When the CMS cannot be read (the build has no database; an outage), the
 * files' texts are shown: they are the texts the CMS was seeded with.
 */
export async function withSiteTexts(locale: Locale, files: Messages): Promise<Messages> {
  const namespaces = await Promise.all(
    TEXT_NAMESPACES.map(async ({ namespace }) => {
      const file = files[namespace] as MessageValue
      try {
        return [namespace, overlayTexts(file, await readTexts(namespace, locale)) ?? file] as const
      } catch (error) {
        logger.warn(
          { err: error, event: 'cms.texts', namespace, locale },
          'site texts not read from the CMS; the files are shown',
        )
        return [namespace, file] as const
      }
    }),
  )
  return { ...files, ...Object.fromEntries(namespaces) } as Messages
}
