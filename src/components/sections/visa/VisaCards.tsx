import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { StaticPathname } from '@/i18n/routes'
import { Icon, type IconName } from '@/components/ui/Icon'
import { CardMore, cardLink } from '@/components/ui/ui'

export type VisaKey = 'vawa' | 't' | 'u' | 'k1'

export const VISA_ROUTES: Record<VisaKey, StaticPathname> = {
  vawa: '/humanitarian-visa/vawa-visa',
  t: '/humanitarian-visa/t-visa',
  u: '/humanitarian-visa/u-visa',
  k1: '/k1-visa',
}

export const VISA_ICONS: Record<VisaKey, IconName> = {
  vawa: 'shieldHeart',
  t: 'chain',
  u: 'badge',
  k1: 'rings',
}

/** Cards linking to the visa pages (home: VAWA, T, U). The whole card is the link's click area. */
export async function VisaCards({ locale, visas = ['vawa', 't', 'u'] }: { locale: Locale; visas?: VisaKey[] }) {
  const t = await getTranslations({ locale, namespace: 'visas' })
  return (
    <ul className="grid gap-6 md:grid-cols-3" data-testid="visa-cards">
      {visas.map((key) => (
        <li
          key={key}
          data-reveal
          data-testid={`visa-card-${key}`}
          className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-navy/10 transition-shadow focus-within:ring-4 focus-within:ring-gold hover:shadow-xl"
        >
          <div
            aria-hidden="true"
            className="flex h-32 items-center justify-center text-gold"
            style={{
              backgroundImage:
                'radial-gradient(circle at 50% 120%, rgba(201,162,39,0.45), transparent 60%), linear-gradient(135deg, #0b2545, #13315c 55%, #13807a)',
            }}
          >
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white/10 ring-2 ring-gold/60 transition-transform group-hover:scale-110">
              <Icon name={VISA_ICONS[key]} size={40} />
            </span>
          </div>
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl font-bold text-navy">
              <Link href={VISA_ROUTES[key]} className={cardLink}>
                {t(`cards.${key}.title`)}
              </Link>
            </h3>
            <p className="mt-3 flex-1 leading-relaxed text-ink/80">{t(`cards.${key}.text`)}</p>
            <CardMore label={t('labels.learnMore')} className="mt-5 text-teal-700" />
          </div>
        </li>
      ))}
    </ul>
  )
}
