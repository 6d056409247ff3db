import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { resolveLocale, notFoundSafeMetadata } from '@/lib/page'
import { routeAlternates } from '@/lib/alternates'
import { pageMetadata } from '@/lib/seo'
import { PageShell } from '@/components/layout/PageShell'
import { AttorneyProfile } from '@/components/sections/team/AttorneyProfile'
import { getAttorneyBySlug, getSiteSettings } from '@/features/content/queries'
import { sizedUrl } from '@/features/content/media'

type Props = { params: Promise<{ locale: string; name: string }> }

export function generateStaticParams() {
  return []
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** /abogados/{slug} and /en/attorneys/{slug}: the same slug in both languages; unknown slugs are 404. */
async function resolve(params: Props['params']) {
  const { name } = await params
  const locale = await resolveLocale(params)
  const slug = decode(name)
  const attorney = slug ? await getAttorneyBySlug(locale, slug) : null
  if (!attorney?.slug) notFound()
  const byLocale = { name: attorney.slug }
  const alternates = routeAlternates('/attorneys/[name]', ['es', 'en'], { es: byLocale, en: byLocale })
  return { locale, attorney, alternates }
}

async function buildMetadata({ params }: Props): Promise<Metadata> {
  const { locale, attorney, alternates } = await resolve(params)
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'team.profile' }), getSiteSettings(locale)])
  return pageMetadata({
    locale,
    alternates,
    title: t('metaTitle', { name: attorney.name, role: attorney.role, firm: settings.firmName }),
    description: attorney.summary,
    image: sizedUrl(attorney.photo, 'card'),
  })
}

export default async function AttorneyProfilePage({ params }: Props) {
  const { locale, attorney, alternates } = await resolve(params)
  return (
    <PageShell
      locale={locale}
      alternates={alternates}
    >
      <AttorneyProfile locale={locale} attorney={attorney} />
    </PageShell>
  )
}

export function generateMetadata(...args: Parameters<typeof buildMetadata>): Promise<Metadata> {
  return notFoundSafeMetadata(() => buildMetadata(...args))
}
