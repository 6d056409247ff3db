import { Link, type Href } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { Img } from '@/components/ui/Img'
import { Icon } from '@/components/ui/Icon'
import { buttonNavy, buttonOutline } from '@/components/ui/ui'
import { toMediaView } from '@/features/content/media'
import type { Attorney } from '@/payload-types'

/** Team page card: photo, role, summary, profile link and contact link. */
export async function AttorneyCard({ locale, attorney }: { locale: Locale; attorney: Attorney }) {
  const t = await getTranslations({ locale, namespace: 'team.team' })
  const photo = toMediaView(attorney.photo, attorney.name)
  const profileHref: Href | null = attorney.slug ? { pathname: '/attorneys/[name]', params: { name: attorney.slug } } : null
  return (
    <article
      className="grid overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-navy/10 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      data-testid={`attorney-card-${attorney.slug ?? attorney.id}`}
      data-reveal
    >
      <div className="relative min-h-72 bg-navy">
        {photo ? (
          <Img
            media={photo}
            sizes="(min-width: 1024px) 20vw, (min-width: 640px) 40vw, 92vw"
            className="absolute inset-0 h-full w-full object-cover object-top"
          />
        ) : (
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-gold">
            <Icon name="scales" size={96} />
          </span>
        )}
        {attorney.isFounder ? (
          <span aria-hidden="true" className="absolute left-4 top-4 h-1.5 w-14 rounded-full bg-gold" />
        ) : null}
      </div>
      <div className="flex flex-col p-6 sm:p-8">
        <h3 className="text-2xl font-bold text-navy">{attorney.name}</h3>
        <p className="mt-1 font-semibold text-teal-700">{attorney.role}</p>
        <p className="mt-4 flex-1 leading-relaxed text-ink/85">{attorney.summary}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {profileHref ? (
            <Link href={profileHref} className={buttonNavy} data-testid="attorney-profile-link">
              {t('viewProfile')}
              <span className="sr-only">: {attorney.name}</span>
              <Icon name="arrow" size={18} />
            </Link>
          ) : null}
          <Link href="/contact" className={buttonOutline} data-testid="attorney-contact-link">
            <Icon name="message" size={18} />
            {t('contact')}
            <span className="sr-only">: {attorney.name}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
