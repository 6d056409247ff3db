import { Link } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
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

/**
 * Cards linking to the visa pages (home: VAWA, T, U). The whole card is the link's click area.
 * Looks: .visa-card in globals.css (one class per part instead of a utility list per card).
 */
export async function VisaCards({ locale, visas = ['vawa', 't', 'u'] }: { locale: Locale; visas?: VisaKey[] }) {
  const t = await getTranslations({ locale, namespace: 'visas' })
  return (
    <ul className="grid gap-6 md:grid-cols-3" data-testid="visa-cards">
      {visas.map((key) => (
        <li key={key} data-reveal data-testid={`visa-card-${key}`} className="group visa-card">
          <div aria-hidden="true" className="visa-card-art">
            <span>
              <Icon name={VISA_ICONS[key]} size={40} />
            </span>
          </div>
          <div className="visa-card-body">
            <h3>
              <Link href={VISA_ROUTES[key]} className={cardLink}>
                {t(`cards.${key}.title`)}
              </Link>
            </h3>
            <p>{t(`cards.${key}.text`)}</p>
            <CardMore label={t('labels.learnMore')} className="mt-5 text-teal-700" />
          </div>
        </li>
      ))}
    </ul>
  )
}
