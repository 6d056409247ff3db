import { Link, getPathname, type Href } from '@/i18n/navigation'
import { permanentRedirect } from 'next/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Alternates } from '@/lib/alternates'
import { definePage, localeOf } from '@/components/layout/define-page'
import { pageMetadata } from '@/lib/seo'
import { siteUrl } from '@/lib/site-url'
import { formatLongDate, isoDay, isoInstant } from '@/lib/dates'
import { lexicalToPlainText, truncate } from '@/lib/text'
import { blogPosting, breadcrumbList } from '@/lib/json-ld'
import { Breadcrumb, type Crumb } from '@/components/ui/Breadcrumb'
import { Img } from '@/components/ui/Img'
import { JsonLd } from '@/components/ui/JsonLd'
import { EnquirySection } from '@/components/sections/EnquirySection'
import { isSensitiveForm } from '@/features/leads/enquiry/sensitive'
import type { PageFormName } from '@/features/leads/enquiry/variants'
import { ArticleBody } from '@/components/sections/blog/ArticleBody'
import { SectionIndex } from '@/components/sections/blog/SectionIndex'
import { ShareLinks } from '@/components/sections/blog/ShareLinks'
import { sectionIndex } from '@/components/sections/blog/article-anchors'
import { decodeParam } from '@/components/sections/blog/list-params'
import { toMediaView } from '@/features/content/media'
import { getPostBySlug, getSiteSettings, listAttorneys, listPostIndex } from '@/features/content/queries'
import { getRedirectTarget } from '@/features/pages/queries'
import { localizedPath } from '@/i18n/routes'
import type { Category } from '@/payload-types'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

/**
 * A blog article (/blog/{url_es}, /en/blog/{url_en}). Its alternates are the post's slug in each
 * language, so the language switch goes straight to the translation. A slug the post had before
 * answers 308 to its current address (src/collections/Posts/redirects.ts); other slugs are a 404.
 */
async function load(params: Props['params']) {
  const locale = await localeOf(params)
  if (!locale) return null
  const slug = decodeParam((await params).slug)
  const post = await getPostBySlug(locale, slug)
  if (!post) {
    const target = await getRedirectTarget(localizedPath('/blog/[slug]', locale, { slug }), locale)
    if (target) return { kind: 'moved' as const, locale, target, alternates: {} }
    return null
  }
  const index = await listPostIndex()
  const entry = index.find((p) => String(p.id) === String(post.id))
  const alternates: Alternates = {
    es: getPathname({ locale: 'es', href: { pathname: '/blog/[slug]', params: { slug: entry?.slug.es || slug } } }),
    en: getPathname({ locale: 'en', href: { pathname: '/blog/[slug]', params: { slug: entry?.slug.en || slug } } }),
  }
  alternates[locale] = getPathname({ locale, href: { pathname: '/blog/[slug]', params: { slug: post.slug || slug } } })
  const category: Category | null = typeof post.category === 'object' && post.category !== null ? post.category : null
  return { kind: 'post' as const, locale, post, alternates, category }
}

/** An article's form; it asks the situation, so articles carry the quick exit. */
const FORM = 'blog' satisfies PageFormName

const page = definePage({
  load: ({ params }: Props) => load(params),
  shell: { sensitive: isSensitiveForm(FORM) },
  async metadata(data) {
    if (data.kind === 'moved') return {}
    const { locale, post, alternates } = data
    const image = toMediaView(post.mainImage, post.mainImageAlt)
    return pageMetadata({
      locale,
      alternates,
      title: post.title,
      description: truncate(lexicalToPlainText(post.body), 155),
      image: image?.url,
      type: 'article',
    })
  },
  async render(data) {
    // Redirected in the render, as the catch-all route does; a moved post has no metadata.
    if (data.kind === 'moved') permanentRedirect(data.target)
    const { locale, post, alternates, category } = data
    const [t, tRoutes, tCommon, settings, attorneys] = await Promise.all([
      getTranslations({ locale, namespace: 'blog' }),
      getTranslations({ locale, namespace: 'routes' }),
      getTranslations({ locale, namespace: 'common' }),
      getSiteSettings(locale),
      listAttorneys(locale),
    ])
    const base = siteUrl()
    const ownPath = alternates[locale] ?? getPathname({ locale, href: '/blog' })
    const url = `${base}${ownPath}`
    const founder = attorneys.find((a) => a.isFounder) ?? null
    const founderHref: Href | null = founder?.slug ? { pathname: '/attorneys/[name]', params: { name: founder.slug } } : null
    const image = toMediaView(post.mainImage, post.mainImageAlt)
    const index = sectionIndex(post.sections)

    const crumbs: Crumb[] = [
      { label: tRoutes('home'), href: '/' },
      { label: tRoutes('blog'), href: '/blog' },
      ...(category?.slug
        ? [
            {
              label: category.name,
              href: { pathname: '/blog/category/[category]' as const, params: { category: category.slug } },
            },
          ]
        : []),
      { label: post.title },
    ]
    const structured = [
      blogPosting({
        headline: post.title,
        url,
        datePublished: isoInstant(post.publishedAt) ?? post.publishedAt,
        dateModified: isoInstant(post.updatedAt),
        image: image ? (image.url.startsWith('http') ? image.url : `${base}${image.url}`) : null,
        description: truncate(lexicalToPlainText(post.body), 155),
        inLanguage: locale,
        articleSection: category?.name,
        author: {
          name: founder?.name ?? settings.firmName,
          url: founderHref ? `${base}${getPathname({ locale, href: founderHref })}` : null,
        },
        publisher: { name: settings.firmName, url: `${base}${getPathname({ locale, href: '/' })}` },
      }),
      breadcrumbList(
        crumbs.map((c) => ({ name: c.label, url: c.href ? `${base}${getPathname({ locale, href: c.href })}` : url })),
      ),
    ]

    return (
      <>
        <JsonLd data={structured} />
        <Breadcrumb label={tCommon('breadcrumb')} items={crumbs} />
        <div className="mx-auto max-w-7xl px-4 pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <article className="min-w-0" data-testid="blog-article">
            <header className="pt-4">
              <h1 className="text-3xl font-bold leading-tight text-navy sm:text-4xl" data-testid="article-title">
                {post.title}
              </h1>
              <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-base text-ink/80">
                <time dateTime={isoDay(post.publishedAt)} data-testid="article-date">
                  {formatLongDate(post.publishedAt, locale)}
                </time>
                {founder ? (
                  <span data-testid="article-author">
                    {t('article.by')}{' '}
                    {founderHref ? (
                      <Link href={founderHref} className="font-semibold text-teal hover:underline">
                        {founder.name}
                      </Link>
                    ) : (
                      <span className="font-semibold">{founder.name}</span>
                    )}
                  </span>
                ) : null}
              </p>
              <div className="mt-5">
                <ShareLinks locale={locale} url={url} title={post.title} />
              </div>
            </header>
            {image ? (
              <Img
                media={image}
                priority
                sizes="(min-width: 1280px) 820px, (min-width: 1024px) 62vw, 100vw"
                className="mt-8 h-auto w-full rounded-xl object-cover"
              />
            ) : null}
            <SectionIndex entries={index} title={t('article.index')} />
            <div data-testid="article-body" className="mt-6">
              <ArticleBody body={post.body} index={index} />
            </div>
          </article>
          <aside aria-label={t('article.formAside')} className="mt-12 lg:mt-4" data-testid="article-form">
            <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy/10 lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto">
              <EnquirySection locale={locale} form={FORM} anchorId="enquiry-form" title={t('article.formTitle')} />
            </div>
          </aside>
        </div>
      </>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
