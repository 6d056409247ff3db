import 'server-only'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { translateStaticPath } from '@/i18n/match-path'
import { matchPublicPath } from '@/i18n/route-match'
import { getCategoryBySlug, getCategorySlugs, getPostBySlug, listPostIndex } from '@/features/content/queries'

/**
 * The public path of `path` in `target` language, translating blog slugs through the CMS.
 * Used by the old /redireccion and /en/redirect links. Unknown pages fall back to the target
 * language's home (spec §2).
 */
export async function translatePublicPath(path: string, target: Locale): Promise<string> {
  const home = getPathname({ locale: target, href: '/' })
  const matched = matchPublicPath(path)
  if (!matched) return home
  if (matched.route === '/blog/[slug]') {
    const slug = matched.params.slug ?? ''
    const index = await listPostIndex()
    const post = index.find((p) => p.slug[matched.locale] === slug) ?? index.find((p) => p.slug.es === slug || p.slug.en === slug)
    if (post) return getPathname({ locale: target, href: { pathname: '/blog/[slug]', params: { slug: post.slug[target] } } })
    const direct = await getPostBySlug(target, slug)
    return direct
      ? getPathname({ locale: target, href: { pathname: '/blog/[slug]', params: { slug } } })
      : getPathname({ locale: target, href: '/blog' })
  }
  if (matched.route === '/blog/category/[category]') {
    const category = await getCategoryBySlug(matched.locale, matched.params.category ?? '')
    if (!category) return getPathname({ locale: target, href: '/blog' })
    const slugs = await getCategorySlugs(category.id)
    const slug = slugs[target]
    return slug
      ? getPathname({ locale: target, href: { pathname: '/blog/category/[category]', params: { category: slug } } })
      : getPathname({ locale: target, href: '/blog' })
  }
  return translateStaticPath(path, target) ?? home
}
