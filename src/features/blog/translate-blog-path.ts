import 'server-only'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routes'
import { matchPublicPath, translateStaticPath } from '@/i18n/match-path'
import { getCategoryBySlug, getCategorySlugs, getPostBySlug, listPostIndex } from '@/features/content/queries'

/**
 * The public path of `path` in `target` language, translating blog slugs through the CMS.
 * Used by the old /redireccion and /en/redirect links. Unknown pages fall back to the target
 * language's home (spec §2).
 */
export async function translatePublicPath(path: string, target: Locale): Promise<string> {
  const home = localizedPath('/', target)
  const matched = matchPublicPath(path)
  if (!matched) return home
  if (matched.route === '/blog/[slug]') {
    const slug = matched.params.slug ?? ''
    const index = await listPostIndex()
    const post = index.find((p) => p.slug[matched.locale] === slug) ?? index.find((p) => p.slug.es === slug || p.slug.en === slug)
    if (post) return localizedPath('/blog/[slug]', target, { slug: post.slug[target] })
    const direct = await getPostBySlug(target, slug)
    return direct ? localizedPath('/blog/[slug]', target, { slug }) : localizedPath('/blog', target)
  }
  if (matched.route === '/blog/category/[category]') {
    const category = await getCategoryBySlug(matched.locale, matched.params.category ?? '')
    if (!category) return localizedPath('/blog', target)
    const slugs = await getCategorySlugs(category.id)
    const slug = slugs[target]
    return slug ? localizedPath('/blog/category/[category]', target, { category: slug }) : localizedPath('/blog', target)
  }
  return translateStaticPath(path, target) ?? home
}
