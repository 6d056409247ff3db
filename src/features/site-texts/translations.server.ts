import 'server-only'
import { cache } from 'react'
import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl'
import { getTranslations as getFileTranslations } from 'next-intl/server'
import { messagesTimeZone, type Locale } from '@/i18n/locales'
import { messages } from '@/messages'
import { TEXT_NAMESPACES, type TextNamespaceName } from './namespaces'
import { siteTexts } from './texts.server'

const omitted = new Map<string, readonly string[]>(
  TEXT_NAMESPACES.map((entry) => [entry.namespace, 'omit' in entry ? entry.omit : []]),
)

/** The text group a namespace ('home.hero', 'contact') is read from, or null for UI words ('nav', 'team.profile'). */
export function textGroupOf(namespace: string | undefined): TextNamespaceName | null {
  if (!namespace) return null
  const [root, key] = namespace.split('.') as [string, string | undefined]
  const omit = omitted.get(root)
  return omit && !(key && omit.includes(key)) ? (root as TextNamespaceName) : null
}

const translatorOf = cache(async (locale: Locale, namespace: string | undefined) => {
  const group = textGroupOf(namespace)
  // next-intl's overloads cannot take a namespace typed as a plain string; it is one of its keys.
  if (!group) return getFileTranslations({ locale, namespace: namespace as never })
  const texts = await siteTexts(group, locale)
  return createTranslator({
    locale,
    messages: { ...messages[locale], [group]: texts },
    namespace: namespace as never,
    timeZone: messagesTimeZone,
  })
})

/**
 * next-intl's `getTranslations({ locale, namespace })` for the pages: a content namespace's words
 * come from its text group in the CMS (./texts.server.ts), the rest from the files through the
 * request config. Each group is read only by what shows it, so a page's cache carries the tags
 * of the groups it shows and nothing else: an edit of the contact texts re-renders the pages that
 * show them, not the home page. ESLint keeps next-intl's own `getTranslations` out of src.
 */
export function getTranslations<NestedKey extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never>(opts: {
  locale: Locale
  namespace?: NestedKey
}): Promise<ReturnType<typeof createTranslator<Messages, NestedKey>>> {
  return translatorOf(opts.locale, opts.namespace) as never
}
