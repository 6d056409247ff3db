import 'server-only'
import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getTranslations } from '@/features/site-texts/translations.server'
import { isLocale, type Locale } from '@/i18n/locales'
import { routeInfo, type StaticPathname } from '@/i18n/routes'
import { PageShell } from '@/components/layout/PageShell'
import { routeAlternates, type Alternates } from '@/lib/alternates'
import { pageMetadata } from '@/lib/seo'
import { getSiteSettings } from '@/features/content/queries'

export type LocaleParams = Promise<{ locale: string }>

/** What every page knows once its request is resolved: its language and its path in each language. */
export type PageContext = { locale: Locale; alternates: Alternates }

/**
 * The page's language and its path in each language, or null (a 404) for an unknown locale or a
 * page missing in this language. Loaders answer null for "not found" instead of calling
 * notFound(): Next streams metadata, and a notFound() thrown there replaces the whole document with
 * a script-only error shell (no <html lang>, nothing without JavaScript). `definePage` turns a null
 * into noindex metadata and into notFound() in the page itself, where Next renders the localized 404.
 */
export async function routePageContext(params: LocaleParams, route: StaticPathname): Promise<PageContext | null> {
  const locale = await localeOf(params)
  if (!locale || !routeInfo[route].locales.includes(locale)) return null
  return { locale, alternates: routeAlternates(route, routeInfo[route].locales) }
}

/** The request's locale, set for next-intl; null (a 404) for an unknown one. */
export async function localeOf(params: LocaleParams): Promise<Locale | null> {
  const { locale } = await params
  if (!isLocale(locale)) return null
  setRequestLocale(locale)
  return locale
}

/** Message groups holding a page's `title` and `description`, either of which may name the firm. */
export type MetaTexts =
  'home.meta' | 'services.meta' | 'services.lawyer.meta' | 'team.team.meta' | 'team.about.meta' | 'visas.overview.meta'

/** A page's metadata from its `meta` texts, with the firm's name from the site settings. */
export function metadataFromTexts(namespace: MetaTexts) {
  return async ({ locale, alternates }: PageContext): Promise<Metadata> => {
    const [t, settings] = await Promise.all([getTranslations({ locale, namespace }), getSiteSettings(locale)])
    const firm = settings.firmName
    return pageMetadata({ locale, alternates, title: t('title', { firm }), description: t('description', { firm }) })
  }
}

type Common<Data extends PageContext> = {
  metadata: (data: Data) => Metadata | Promise<Metadata>
  /** The page's content; it is put inside the page shell (header, footer form, floating buttons). */
  render: (data: Data) => ReactNode | Promise<ReactNode>
  /**
   * `{ footerForm: false }` drops the footer form; `{ sensitive: isSensitiveForm(form) }` adds the
   * quick exit and the safety notice (the page's form asks about abuse or trafficking); `false` when `render` draws its own shell
   * (landing, legal and thank-you pages share a component that does).
   */
  shell?: { footerForm?: false; sensitive?: boolean } | false
}

/** A page of the route table without params: its route says which languages it exists in. */
type RouteSpec = Common<PageContext> & { route: StaticPathname }
/** A page that reads its own params (a slug, `?page=`): `load` resolves them, null for a 404. */
type LoadSpec<Props, Data extends PageContext> = Common<Data> & { load: (props: Props) => Promise<Data | null> }

type DefinedPage<Props> = {
  Page: (props: Props) => Promise<ReactNode>
  generateMetadata: (props: Props) => Promise<Metadata>
}

/**
 * One public page: resolves the locale (404 for a language the page does not exist in), builds
 * 404-safe metadata and renders the content inside the page shell with the page's alternates.
 *
 *   const page = definePage({ route: '/contact', metadata: …, render: ({ locale }) => … })
 *   export default page.Page
 *   export const generateMetadata = page.generateMetadata
 */
export function definePage(spec: RouteSpec): DefinedPage<{ params: LocaleParams }>
export function definePage<Props, Data extends PageContext>(spec: LoadSpec<Props, Data>): DefinedPage<Props>
export function definePage<Props, Data extends PageContext>(spec: RouteSpec | LoadSpec<Props, Data>): DefinedPage<Props> {
  const load =
    'load' in spec
      ? spec.load
      : (props: Props) => routePageContext((props as { params: LocaleParams }).params, spec.route) as Promise<Data | null>
  const { metadata, render, shell } = spec as Common<Data>
  return {
    async Page(props) {
      const data = await load(props)
      if (!data) notFound()
      const content = await render(data)
      if (shell === false) return content
      return (
        <PageShell locale={data.locale} alternates={data.alternates} footerForm={shell?.footerForm} sensitive={shell?.sensitive}>
          {content}
        </PageShell>
      )
    },
    async generateMetadata(props) {
      const data = await load(props)
      return data ? metadata(data) : { robots: { index: false, follow: false } }
    },
  }
}
