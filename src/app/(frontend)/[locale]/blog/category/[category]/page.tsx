import { getTranslations } from '@/features/site-texts/translations.server'
import type { Alternates } from '@/lib/alternates'
import { definePage, localeOf } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { BLOG_PER_PAGE, parsePageParam } from '@/lib/pagination'
import { BlogListView, pagedTitle } from '@/components/sections/blog/BlogIndex'
import { decodeParam, pagedAlternates } from '@/components/sections/blog/list-params'
import { getCategoryBySlug, getCategorySlugs, listCategories, listPosts } from '@/features/content/queries'
import { getPathname } from '@/i18n/navigation'

type Props = {
  params: Promise<{ locale: string; category: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** `?page=N` makes the list depend on the query string, so it renders per request (CMS reads are cached). */
export const dynamic = 'force-dynamic'

export function generateStaticParams() {
  return []
}

/**
 * A blog category (/blog/categoria/{slug_es}, /en/blog/category/{slug_en}). The language switch
 * and hreflang use the category's own slug in each language; an unknown slug is a 404.
 */
async function load({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  if (!locale) return null
  const slug = decodeParam((await params).category)
  const page = parsePageParam((await searchParams).page)
  if (page === null) return null
  const category = await getCategoryBySlug(locale, slug)
  if (!category) return null
  const [slugs, posts, categories] = await Promise.all([
    getCategorySlugs(category.id),
    listPosts(locale, { page, limit: BLOG_PER_PAGE, categoryId: category.id }),
    listCategories(locale),
  ])
  if (page > Math.max(1, posts.totalPages)) return null
  const alternates: Alternates = {}
  for (const lang of ['es', 'en'] as const) {
    const own = slugs[lang] ?? (lang === locale ? slug : null)
    if (own)
      alternates[lang] = getPathname({ locale: lang, href: { pathname: '/blog/category/[category]', params: { category: own } } })
  }
  const list = { pathname: '/blog/category/[category]', params: { category: slugs[locale] ?? slug } } as const
  return { locale, category, page, posts, categories, list, alternates: pagedAlternates(alternates, page) }
}

const page = definePage({
  load,
  async metadata({ locale, alternates, category, page }) {
    const t = await getTranslations({ locale, namespace: 'blog' })
    return pageMetadata({
      locale,
      alternates,
      title: await pagedTitle(locale, t('category.metaTitle', { category: category.name }), page),
      description: t('category.metaDescription', { category: category.name }),
    })
  },
  async render({ locale, category, page, posts, categories, list }) {
    const t = await getTranslations({ locale, namespace: 'blog' })
    return (
      <BlogListView
        locale={locale}
        title={category.name}
        subtitle={t('category.intro', { category: category.name })}
        category={category}
        posts={posts.docs}
        categories={categories}
        page={page}
        totalPages={posts.totalPages}
        list={list}
      />
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
