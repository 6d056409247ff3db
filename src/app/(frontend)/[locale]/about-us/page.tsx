import { Link } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { StaticPathname } from '@/i18n/routes'
import { definePage, metadataFromTexts } from '@/components/layout/define-page'
import { Icon, type IconName } from '@/components/ui/Icon'
import { ServiceCards } from '@/components/sections/home/ServiceCards'
import { SectionHeading, HeadedSection } from '@/components/ui/ui'
import { FounderCard } from '@/components/sections/team/FounderCard'
import { PageTop } from '@/components/sections/visa/PageTop'
import { listAttorneys } from '@/features/content/queries'

const MISSION_LINKS: Array<{ key: 'services' | 'attorneys' | 'contact'; route: StaticPathname; icon: IconName }> = [
  { key: 'services', route: '/services', icon: 'briefcase' },
  { key: 'attorneys', route: '/attorneys', icon: 'users' },
  { key: 'contact', route: '/contact', icon: 'message' },
]

/** About us: mission (with links to services, attorneys and contact), service cards, founder card. */
const page = definePage({
  route: '/about-us',
  metadata: metadataFromTexts('team.about.meta'),
  async render({ locale }) {
    const [t, attorneys] = await Promise.all([getTranslations({ locale, namespace: 'team.about' }), listAttorneys(locale)])
    const founder = attorneys.find((a) => a.isFounder) ?? attorneys[0]
    return (
      <>
        <PageTop
          locale={locale}
          title={t('banner.title')}
          subtitle={t('banner.subtitle')}
          trail={['/about-us']}
          sendMessage={false}
        />

        <section aria-labelledby="about-mission" className="bg-white" data-testid="about-mission">
          <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-5 lg:gap-14">
            <div className="lg:col-span-3" data-reveal>
              <SectionHeading id="about-mission" eyebrow={t('mission.eyebrow')} title={t('mission.title')} />
              <p className="mt-6 text-xl font-semibold leading-relaxed text-navy">{t('mission.p1')}</p>
              <p className="mt-4 text-lg leading-relaxed text-ink/85">{t('mission.p2')}</p>
            </div>
            <nav
              aria-labelledby="about-mission-links"
              className="self-center rounded-2xl bg-cream p-6 sm:p-8 lg:col-span-2"
              data-reveal
            >
              <h3 id="about-mission-links" className="text-lg font-bold text-navy">
                {t('mission.linksTitle')}
              </h3>
              <ul className="mt-4 space-y-3" data-testid="mission-links">
                {MISSION_LINKS.map((link) => (
                  <li key={link.key}>
                    <Link
                      href={link.route}
                      className="flex min-h-14 items-center gap-4 rounded-xl bg-white px-4 py-3 font-bold text-navy shadow-sm ring-1 ring-navy/10 transition-colors hover:bg-navy hover:text-white"
                    >
                      <span
                        aria-hidden="true"
                        className="flex h-10 w-10 items-center justify-center rounded-full bg-navy text-gold"
                      >
                        <Icon name={link.icon} size={20} />
                      </span>
                      <span className="flex-1">{t(`mission.${link.key}`)}</span>
                      <Icon name="arrow" size={18} />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </section>

        <HeadedSection
          id="about-services"
          testId="about-services"
          eyebrow={t('services.eyebrow')}
          title={t('services.title')}
          intro={t('services.intro')}
        >
          <div className="mt-12">
            <ServiceCards locale={locale} />
          </div>
        </HeadedSection>

        {founder ? <FounderCard locale={locale} founder={founder} /> : null}
      </>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
