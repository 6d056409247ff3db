import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { Link } from '@/i18n/navigation'
import { getLocale } from 'next-intl/server'
import { getTranslations } from '@/features/site-texts/translations.server'
import { isLocale } from '@/i18n/locales'
import { PageShell } from '@/components/layout/PageShell'
import { localeOf, type LocaleParams } from '@/components/layout/define-page'

/**
 * Spec §2 404 pages: '404 / Page not found' in English, '¡OPPS! PÁGINA NO ENCONTRADA' in Spanish.
 * Next renders a segment's not-found boundary into the RSC payload of every page below it (header
 * and footer included, ~26 KB raw), so only the segments whose pages call notFound() re-export this
 * as their not-found.tsx: blog, attorneys/[name], [...rest] and the pages that exist in Spanish only
 * (tests/unit/not-found-boundaries.test.ts keeps that list true).
 */
export default async function NotFound() {
  const current = await getLocale()
  const locale = isLocale(current) ? current : 'es'
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <PageShell locale={locale} alternates={{}}>
      <title>{t('metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center" data-testid="not-found">
        <h1 className="font-display text-5xl font-bold text-navy sm:text-6xl">{t('headline')}</h1>
        <p className="mt-4 text-2xl text-ink/80">{t('text')}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link
            href="/"
            className="inline-flex min-h-12 items-center rounded-md bg-navy px-6 font-bold text-white hover:bg-navy-700"
          >
            {t('home')}
          </Link>
          <Link
            href="/contact"
            className="inline-flex min-h-12 items-center rounded-md border-2 border-navy px-6 font-bold text-navy hover:bg-cream"
          >
            {t('report')}
          </Link>
        </div>
      </section>
    </PageShell>
  )
}

/**
 * The layout beside each of those not-found.tsx files. The 404 page reads the request's locale
 * (not-found files get no params); Next renders a segment's boundary in parallel with the layouts
 * above it, so without a layout of its own the boundary could run before the locale layout set the
 * locale, and the page would fail. A layout's boundary renders inside that layout's output, after it.
 */
export async function NotFoundScope({ children, params }: { children: ReactNode; params: LocaleParams }) {
  if (!(await localeOf(params))) notFound()
  return children
}
