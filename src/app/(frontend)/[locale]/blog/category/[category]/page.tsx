import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { localizedPath } from '@/i18n/routes'
import type { Alternates } from '@/lib/alternates'
import { resolveLocale, notFoundSafeMetadata } from '@/lib/page'
import { pageMetadata } from '@/lib/seo'
import { BLOG_PER_PAGE, parsePageParam } from '@/lib/pagination'
import { PageShell } from '@/components/layout/PageShell'
import { PageBanner } from '@/components/ui/PageBanner'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { EnquirySection } from '@/components/sections/EnquirySection'
import { BlogIndex } from '@/components/sections/blog/BlogIndex'
import { decodeParam, pagedAlternates } from '@/components/sections/blog/list-params'
import { getCategoryBySlug, getCategorySlugs, listCategories, listPosts } from '@/features/content/queries'

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
  const locale = await resolveLocale(params)
  const slug = decodeParam((await params).category)
  const page = parsePageParam((await searchParams).page)
  if (page === null) notFound()
  const category = await getCategoryBySlug(locale, slug)
  if (!category) notFound()
  const [slugs, posts, categories] = await Promise.all([
    getCategorySlugs(category.id),
    listPosts(locale, { page, limit: BLOG_PER_PAGE, categoryId: category.id }),
    listCategories(locale),
  ])
  if (page > Math.max(1, posts.totalPages)) notFound()
  const alternates: Alternates = {}
  for (const lang of ['es', 'en'] as const) {
    const own = slugs[lang] ?? (lang === locale ? slug : null)
    if (own) alternates[lang] = localizedPath('/blog/category/[category]', lang, { category: own })
  }
  const basePath = localizedPath('/blog/category/[category]', locale, { category: slugs[locale] ?? slug })
  return { locale, category, page, posts, categories, basePath, alternates: pagedAlternates(alternates, page) }
}

async function buildMetadata(props: Props): Promise<Metadata> {
  const { locale, alternates, category, page } = await load(props)
  const t = await getTranslations({ locale, namespace: 'blog' })
  const suffix = page > 1 ? ` · ${t('list.pageSuffix', { page })}` : ''
  return pageMetadata({
    locale,
    alternates,
    title: `${t('category.metaTitle', { category: category.name })}${suffix}`,
    description: t('category.metaDescription', { category: category.name }),
  })
}

export default async function BlogCategoryPage(props: Props) {
  const { locale, alternates, category, page, posts, categories, basePath } = await load(props)
  const [t, tRoutes, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  return (
    <PageShell
      locale={locale}
      alternates={alternates}
    >
      <PageBanner title={category.name} subtitle={t('category.intro', { category: category.name })} />
      <Breadcrumb
        label={tCommon('breadcrumb')}
        items={[
          { label: tRoutes('home'), href: localizedPath('/', locale) },
          { label: tRoutes('blog'), href: localizedPath('/blog', locale) },
          { label: category.name },
        ]}
      />
      <BlogIndex
        locale={locale}
        posts={posts.docs}
        categories={categories}
        activeCategoryId={category.id}
        page={page}
        totalPages={posts.totalPages}
        basePath={basePath}
      />
    </PageShell>
  )
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
