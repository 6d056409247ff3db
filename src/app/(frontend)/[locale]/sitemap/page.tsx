import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { routeInfo, staticPathnames, type StaticPathname } from '@/i18n/routes'
import { definePage } from '@/lib/page'
import { pageMetadata } from '@/lib/seo'
import { PageBanner } from '@/components/ui/PageBanner'
import { EnquirySection } from '@/components/sections/EnquirySection'
import { listAttorneys, listCategories, listPostIndex } from '@/features/content/queries'

type Entry = { route: StaticPathname; children: StaticPathname[] }

/** Listed pages of the route table in this language, sub-pages under their parent page. */
function pageTree(locale: 'es' | 'en'): Entry[] {
  const listed = staticPathnames.filter((r) => routeInfo[r].listed && routeInfo[r].locales.includes(locale))
  const isChildOf = (child: string, parent: string) => parent !== '/' && child.startsWith(`${parent}/`)
  return listed
    .filter((route) => !listed.some((other) => other !== route && isChildOf(route, other)))
    .map((route) => ({ route, children: listed.filter((other) => isChildOf(other, route)) }))
}

const linkClass = 'inline-block py-1.5 text-teal hover:underline'

/** Every listed page (route table), attorney, blog category and article, in this language. */
const page = definePage({
  route: '/sitemap',
  async metadata({ locale, alternates }) {
    const t = await getTranslations({ locale, namespace: 'legal' })
    return pageMetadata({ locale, alternates, title: t('sitemap.metaTitle'), description: t('sitemap.metaDescription') })
  },
  async render({ locale }) {
    const [t, tRoutes, attorneys, categories, posts] = await Promise.all([
      getTranslations({ locale, namespace: 'legal' }),
      getTranslations({ locale, namespace: 'routes' }),
      listAttorneys(locale),
      listCategories(locale),
      listPostIndex(),
    ])
    const tree = pageTree(locale)
    const groupClass = 'rounded-xl border border-navy/10 p-6'
    const headingClass = 'text-xl font-bold text-navy'
    return (
      <>
        <PageBanner title={t('sitemap.title')} subtitle={t('sitemap.intro')} />
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:py-16 md:grid-cols-2" data-testid="sitemap-page">
          <section aria-labelledby="sitemap-pages" className={groupClass} data-testid="sitemap-pages">
            <h2 id="sitemap-pages" className={headingClass}>
              {t('sitemap.pages')}
            </h2>
            <ul className="mt-3 space-y-1">
              {tree.map(({ route, children }) => (
                <li key={route}>
                  <Link href={route} className={linkClass}>
                    {tRoutes(routeInfo[route].label)}
                  </Link>
                  {children.length > 0 ? (
                    <ul className="ml-5 border-l border-navy/10 pl-4">
                      {children.map((child) => (
                        <li key={child}>
                          <Link href={child} className={linkClass}>
                            {tRoutes(routeInfo[child].label)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <div className="space-y-8">
            {attorneys.some((a) => a.slug) ? (
              <section aria-labelledby="sitemap-attorneys" className={groupClass} data-testid="sitemap-attorneys">
                <h2 id="sitemap-attorneys" className={headingClass}>
                  {t('sitemap.attorneys')}
                </h2>
                <ul className="mt-3 space-y-1">
                  {attorneys
                    .filter((a): a is typeof a & { slug: string } => Boolean(a.slug))
                    .map((attorney) => (
                      <li key={attorney.id}>
                        <Link href={{ pathname: '/attorneys/[name]', params: { name: attorney.slug } }} className={linkClass}>
                          {attorney.name}
                        </Link>
                      </li>
                    ))}
                </ul>
              </section>
            ) : null}
            {categories.some((c) => c.slug) ? (
              <section aria-labelledby="sitemap-categories" className={groupClass} data-testid="sitemap-categories">
                <h2 id="sitemap-categories" className={headingClass}>
                  {t('sitemap.categories')}
                </h2>
                <ul className="mt-3 space-y-1">
                  {categories
                    .filter((c): c is typeof c & { slug: string } => Boolean(c.slug))
                    .map((category) => (
                      <li key={category.id}>
                        <Link
                          href={{ pathname: '/blog/category/[category]', params: { category: category.slug } }}
                          className={linkClass}
                        >
                          {category.name}
                        </Link>
                      </li>
                    ))}
                </ul>
              </section>
            ) : null}
            {posts.length > 0 ? (
              <section aria-labelledby="sitemap-posts" className={groupClass} data-testid="sitemap-posts">
                <h2 id="sitemap-posts" className={headingClass}>
                  {t('sitemap.posts')}
                </h2>
                <ul className="mt-3 space-y-1">
                  {posts
                    .filter((post) => post.slug[locale])
                    .map((post) => (
                      <li key={post.id}>
                        <Link href={{ pathname: '/blog/[slug]', params: { slug: post.slug[locale] } }} className={linkClass}>
                          {post.title[locale]}
                        </Link>
                      </li>
                    ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      </>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
