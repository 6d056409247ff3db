import { Link, hrefOf, type LinkHref } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { Pagination } from '@/components/ui/Pagination'
import { getPagerWords } from '@/components/ui/pager-words'
import { PageBanner } from '@/components/ui/PageBanner'
import { Breadcrumb, type Crumb } from '@/components/ui/Breadcrumb'
import type { Category, Post } from '@/payload-types'
import { PostCard } from './PostCard'

type Props = {
  locale: Locale
  posts: Post[]
  categories: Category[]
  /** The category being shown (category pages), null on /blog. */
  activeCategoryId: number | string | null
  page: number
  totalPages: number
  /** Page 1 of this list; later pages add ?page=N. */
  list: BlogList
}

/** The blog list or one category's list. */
export type BlogList = '/blog' | { pathname: '/blog/category/[category]'; params: { category: string } }

/** `?page=N` links that land on the list itself; page 1 is the bare path (one URL per page). */
export function blogPageHref(list: BlogList, page: number): LinkHref {
  const base = typeof list === 'string' ? { pathname: list } : list
  return { ...base, ...(page > 1 ? { query: { page } } : {}), hash: 'blog-posts' }
}

/** Category filter, the grid of posts and the pager; plain links, so it all works without JS. */
export async function BlogIndex({ locale, posts, categories, activeCategoryId, page, totalPages, list }: Props) {
  const [t, pagerWords] = await Promise.all([getTranslations({ locale, namespace: 'blog' }), getPagerWords(locale)])
  const listed = posts.filter((post): post is Post & { slug: string } => Boolean(post.slug))
  const chip = 'inline-flex min-h-11 items-center rounded-full border px-4 text-base font-semibold'
  const chipIdle = 'border-navy/30 bg-white text-navy hover:border-navy hover:bg-cream'
  const chipActive = 'border-navy bg-navy text-white'
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      {categories.length > 0 ? (
        <nav aria-label={t('list.categoriesLabel')} className="py-6" data-testid="blog-categories">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                href="/blog"
                aria-current={activeCategoryId === null ? 'page' : undefined}
                className={`${chip} ${activeCategoryId === null ? chipActive : chipIdle}`}
              >
                {t('list.allCategories')}
              </Link>
            </li>
            {categories
              .filter((c): c is Category & { slug: string } => Boolean(c.slug))
              .map((category) => {
                const active = String(category.id) === String(activeCategoryId)
                return (
                  <li key={category.id}>
                    <Link
                      href={{ pathname: '/blog/category/[category]', params: { category: category.slug } }}
                      aria-current={active ? 'page' : undefined}
                      className={`${chip} ${active ? chipActive : chipIdle}`}
                      data-testid="blog-category-link"
                    >
                      {category.name}
                    </Link>
                  </li>
                )
              })}
          </ul>
        </nav>
      ) : null}
      <section
        id="blog-posts"
        aria-label={t('list.postsLabel')}
        className="scroll-mt-28"
        data-testid="blog-posts"
        data-page={page}
      >
        {listed.length === 0 ? (
          <p className="rounded-xl bg-cream p-6 text-lg" data-testid="blog-empty">
            {t('list.empty')}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listed.map((post) => (
              <li key={post.id}>
                <PostCard post={post} locale={locale} readMore={t('list.readMore')} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pagination
        current={page}
        total={totalPages}
        label={t('list.pager')}
        words={pagerWords}
        testId="blog-pager"
        linkFor={(n) => hrefOf(locale, blogPageHref(list, n))}
      />
    </div>
  )
}

/** Title of page N of a list: '… · Page N' after page 1 (one distinct title per URL). */
export async function pagedTitle(locale: Locale, title: string, page: number): Promise<string> {
  if (page <= 1) return title
  const t = await getTranslations({ locale, namespace: 'blog' })
  return `${title} · ${t('list.pageSuffix', { page })}`
}

/**
 * The blog list page and a category's page: banner, breadcrumb (home › blog › category) and the
 * list with its category filter and pager.
 */
export async function BlogListView({
  locale,
  title,
  subtitle,
  category,
  posts,
  categories,
  page,
  totalPages,
  list,
}: Omit<Props, 'activeCategoryId'> & { title: string; subtitle: string; category: Category | null }) {
  const [tRoutes, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const crumbs: Crumb[] = category
    ? [{ label: tRoutes('home'), href: '/' }, { label: tRoutes('blog'), href: '/blog' }, { label: category.name }]
    : [{ label: tRoutes('home'), href: '/' }, { label: tRoutes('blog') }]
  return (
    <>
      <PageBanner title={title} subtitle={subtitle} />
      <Breadcrumb label={tCommon('breadcrumb')} items={crumbs} />
      <BlogIndex
        locale={locale}
        posts={posts}
        categories={categories}
        activeCategoryId={category?.id ?? null}
        page={page}
        totalPages={totalPages}
        list={list}
      />
    </>
  )
}
