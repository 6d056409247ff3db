import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { Icon, type IconName } from '@/components/ui/Icon'
import { SectionHeading } from '@/components/ui/ui'

const VALUES: Array<{ key: 'honesty' | 'closeness' | 'commitment'; icon: IconName }> = [
  { key: 'honesty', icon: 'scales' },
  { key: 'closeness', icon: 'handshake' },
  { key: 'commitment', icon: 'heart' },
]

/** The firm's mission and the three values behind it. */
export async function MissionSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.mission' })
  return (
    <section aria-labelledby="mission-heading" className="bg-white" data-testid="home-mission">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <div data-reveal>
          <SectionHeading
            id="mission-heading"
            eyebrow={t('eyebrow')}
            title={t('title')}
            intro={<p>{t('text')}</p>}
            align="center"
          />
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {VALUES.map((value, index) => (
            <li key={value.key} data-reveal className="relative rounded-2xl border-t-4 border-gold bg-cream p-6 sm:p-8">
              {/* A watermark number; drawn by CSS so it is neither read out nor held to text contrast. */}
              <span
                aria-hidden="true"
                data-n={String(index + 1).padStart(2, '0')}
                className="absolute right-6 top-4 font-display text-5xl font-bold text-navy/10 before:content-[attr(data-n)]"
              />
              <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-navy text-gold">
                <Icon name={value.icon} size={28} />
              </span>
              <h3 className="mt-5 text-xl font-bold text-navy">{t(`${value.key}.title`)}</h3>
              <p className="mt-3 leading-relaxed text-ink/80">{t(`${value.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
