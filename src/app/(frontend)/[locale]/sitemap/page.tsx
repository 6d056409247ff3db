import type { ReactNode } from 'react'
import { Link, type Href } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import { routeInfo, staticPathnames, type StaticPathname } from '@/i18n/routes'
import { definePage } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { PageBanner } from '@/components/ui/PageBanner'
import { listAttorneys, listCategories, listPostIndex } from '@/features/content/queries'
import { listIndexablePages } from '@/features/pages/queries'

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

/** One titled group of links (pages, attorneys, categories, articles). */
function LinkGroup({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`sitemap-${name}`} className="rounded-xl border border-navy/10 p-6" data-testid={`sitemap-${name}`}>
      <h2 id={`sitemap-${name}`} className="text-xl font-bold text-navy">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">{children}</ul>
    </section>
  )
}

function LinkItem({ href, label }: { href: Href; label: string }) {
  return (
    <li>
      <Link href={href} className={linkClass}>
        {label}
      </Link>
    </li>
  )
}

/** Every listed page (route table), attorney, blog category and article, in this language. */
const page = definePage({
  route: '/sitemap',
  async metadata({ locale, alternates }) {
    const t = await getTranslations({ locale, namespace: 'legal' })
    return pageMetadata({ locale, alternates, title: t('sitemap.metaTitle'), description: t('sitemap.metaDescription') })
  },
  async render({ locale }) {
    const [t, tRoutes, attorneys, categories, posts, cmsPages] = await Promise.all([
      getTranslations({ locale, namespace: 'legal' }),
      getTranslations({ locale, namespace: 'routes' }),
      listAttorneys(locale),
      listCategories(locale),
      listPostIndex(),
      listIndexablePages(),
    ])
    const tree = pageTree(locale)
    const linkedAttorneys = attorneys.filter((a): a is typeof a & { slug: string } => Boolean(a.slug))
    const linkedCategories = categories.filter((c): c is typeof c & { slug: string } => Boolean(c.slug))
    return (
      <>
        <PageBanner title={t('sitemap.title')} subtitle={t('sitemap.intro')} />
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:py-16 md:grid-cols-2" data-testid="sitemap-page">
          <LinkGroup name="pages" title={t('sitemap.pages')}>
            {tree.map(({ route, children }) => (
              <li key={route}>
                <Link href={route} className={linkClass}>
                  {tRoutes(routeInfo[route].label)}
                </Link>
                {children.length > 0 ? (
                  <ul className="ml-5 border-l border-navy/10 pl-4">
                    {children.map((child) => (
                      <LinkItem key={child} href={child} label={tRoutes(routeInfo[child].label)} />
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
            {cmsPages.flatMap((cms) => {
              const rest = cms.segments[locale]
              return rest
                ? [
                    <LinkItem
                      key={`cms-${cms.id}`}
                      href={{ pathname: '/[...rest]', params: { rest } }}
                      label={cms.titles[locale] ?? ''}
                    />,
                  ]
                : []
            })}
          </LinkGroup>
          <div className="space-y-8">
            {linkedAttorneys.length > 0 ? (
              <LinkGroup name="attorneys" title={t('sitemap.attorneys')}>
                {linkedAttorneys.map((attorney) => (
                  <LinkItem
                    key={attorney.id}
                    href={{ pathname: '/attorneys/[name]', params: { name: attorney.slug } }}
                    label={attorney.name}
                  />
                ))}
              </LinkGroup>
            ) : null}
            {linkedCategories.length > 0 ? (
              <LinkGroup name="categories" title={t('sitemap.categories')}>
                {linkedCategories.map((category) => (
                  <LinkItem
                    key={category.id}
                    href={{ pathname: '/blog/category/[category]', params: { category: category.slug } }}
                    label={category.name}
                  />
                ))}
              </LinkGroup>
            ) : null}
            {posts.length > 0 ? (
              <LinkGroup name="posts" title={t('sitemap.posts')}>
                {posts
                  .filter((post) => post.slug[locale])
                  .map((post) => (
                    <LinkItem
                      key={post.id}
                      href={{ pathname: '/blog/[slug]', params: { slug: post.slug[locale] } }}
                      label={post.title[locale]}
                    />
                  ))}
              </LinkGroup>
            ) : null}
          </div>
        </div>
      </>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
