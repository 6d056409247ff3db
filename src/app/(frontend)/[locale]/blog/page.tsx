import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { definePage, resolveRoutePage, type LocaleParams } from '@/lib/page'
import { pageMetadata } from '@/lib/seo'
import { BLOG_PER_PAGE, parsePageParam } from '@/lib/pagination'
import { PageBanner } from '@/components/ui/PageBanner'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { EnquirySection } from '@/components/sections/EnquirySection'
import { BlogIndex } from '@/components/sections/blog/BlogIndex'
import { pagedAlternates } from '@/components/sections/blog/list-params'
import { listCategories, listPosts } from '@/features/content/queries'
import { getPathname } from '@/i18n/navigation'

/**
 * `?page=N` makes the list depend on the query string, so it renders per request; its CMS reads
 * are cached (features/content/queries), which keeps that cheap.
 */
export const dynamic = 'force-dynamic'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
type Props = { params: LocaleParams; searchParams: SearchParams }

/**
 * The blog list (/blog, /en/blog), 9 posts a page with plain `?page=N` links. A page number that
 * is not a plain positive integer, or lies past the last page, is a 404 (never a 500, never a
 * silent duplicate of another page).
 */
async function load({ params, searchParams }: Props) {
  const { locale, alternates } = await resolveRoutePage(params, '/blog')
  const page = parsePageParam((await searchParams).page)
  if (page === null) notFound()
  const [posts, categories] = await Promise.all([listPosts(locale, { page, limit: BLOG_PER_PAGE }), listCategories(locale)])
  if (page > Math.max(1, posts.totalPages)) notFound()
  return { locale, alternates: pagedAlternates(alternates, page), page, posts, categories }
}

const page = definePage({
  load,
  async metadata({ locale, alternates, page }) {
    const t = await getTranslations({ locale, namespace: 'blog' })
    const suffix = page > 1 ? ` · ${t('list.pageSuffix', { page })}` : ''
    return pageMetadata({
      locale,
      alternates,
      title: `${t('list.metaTitle')}${suffix}`,
      description: t('list.metaDescription'),
    })
  },
  async render({ locale, page, posts, categories }) {
    const [t, tRoutes, tCommon] = await Promise.all([
      getTranslations({ locale, namespace: 'blog' }),
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'common' }),
    ])
    return (
      <>
        <PageBanner title={t('list.title')} subtitle={t('list.intro')} />
        <Breadcrumb
          label={tCommon('breadcrumb')}
          items={[{ label: tRoutes('home'), href: '/' }, { label: tRoutes('blog') }]}
        />
        <BlogIndex
          locale={locale}
          posts={posts.docs}
          categories={categories}
          activeCategoryId={null}
          page={page}
          totalPages={posts.totalPages}
          list="/blog"
        />
      </>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
