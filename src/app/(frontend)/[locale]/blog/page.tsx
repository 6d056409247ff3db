import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage, routePageContext, type LocaleParams } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { BLOG_PER_PAGE, parsePageParam } from '@/lib/pagination'
import { BlogListView, pagedTitle } from '@/components/sections/blog/BlogIndex'
import { pagedAlternates } from '@/components/sections/blog/list-params'
import { listCategories, listPosts } from '@/features/content/queries'

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
  const context = await routePageContext(params, '/blog')
  if (!context) return null
  const { locale, alternates } = context
  const page = parsePageParam((await searchParams).page)
  if (page === null) return null
  const [posts, categories] = await Promise.all([listPosts(locale, { page, limit: BLOG_PER_PAGE }), listCategories(locale)])
  if (page > Math.max(1, posts.totalPages)) return null
  return { locale, alternates: pagedAlternates(alternates, page), page, posts, categories }
}

const page = definePage({
  load,
  async metadata({ locale, alternates, page }) {
    const t = await getTranslations({ locale, namespace: 'blog' })
    return pageMetadata({
      locale,
      alternates,
      title: await pagedTitle(locale, t('list.metaTitle'), page),
      description: t('list.metaDescription'),
    })
  },
  async render({ locale, page, posts, categories }) {
    const t = await getTranslations({ locale, namespace: 'blog' })
    return (
      <BlogListView
        locale={locale}
        title={t('list.title')}
        subtitle={t('list.intro')}
        category={null}
        posts={posts.docs}
        categories={categories}
        page={page}
        totalPages={posts.totalPages}
        list="/blog"
      />
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
