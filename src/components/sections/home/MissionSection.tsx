import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { Icon, type IconName } from '@/components/ui/Icon'
import { HomeBand } from './HomeBand'

const VALUES: Array<{ key: 'honesty' | 'closeness' | 'commitment'; icon: IconName }> = [
  { key: 'honesty', icon: 'scales' },
  { key: 'closeness', icon: 'handshake' },
  { key: 'commitment', icon: 'heart' },
]

/** The firm's mission and the three values behind it (looks: .mission-* in globals.css). */
export async function MissionSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.mission' })
  return (
    <HomeBand band="mission" align="center" eyebrow={t('eyebrow')} title={t('title')} intro={t('text')}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {VALUES.map((value, index) => (
          <li key={value.key} data-reveal className="mission-value">
            {/* A watermark number; drawn by CSS so it is neither read out nor held to text contrast. */}
            <span aria-hidden="true" data-n={String(index + 1).padStart(2, '0')} className="mission-number" />
            <span aria-hidden="true" className="mission-icon">
              <Icon name={value.icon} size={28} />
            </span>
            <h3>{t(`${value.key}.title`)}</h3>
            <p>{t(`${value.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeBand>
  )
}
