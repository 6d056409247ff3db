import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage, localeOf } from '@/components/layout/define-page'
import { routeAlternates } from '@/lib/alternates'
import { pageMetadata } from '@/lib/seo'
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
  const locale = await localeOf(params)
  if (!locale) return null
  const slug = decode(name)
  const attorney = slug ? await getAttorneyBySlug(locale, slug) : null
  if (!attorney?.slug) return null
  const byLocale = { name: attorney.slug }
  const alternates = routeAlternates('/attorneys/[name]', ['es', 'en'], { es: byLocale, en: byLocale })
  return { locale, attorney, alternates }
}

const page = definePage({
  load: ({ params }: Props) => resolve(params),
  async metadata({ locale, attorney, alternates }) {
    const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'team.profile' }), getSiteSettings(locale)])
    return pageMetadata({
      locale,
      alternates,
      title: t('metaTitle', { name: attorney.name, role: attorney.role, firm: settings.firmName }),
      description: attorney.summary,
      image: sizedUrl(attorney.photo, 'card'),
    })
  },
  async render({ locale, attorney }) {
    return <AttorneyProfile locale={locale} attorney={attorney} />
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
