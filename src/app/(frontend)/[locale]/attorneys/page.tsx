import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage, metadataFromTexts } from '@/components/layout/define-page'
import { FormBlock, formTexts } from '@/components/sections/home/FormBlock'
import { HeadedSection } from '@/components/ui/ui'
import { AttorneyCard } from '@/components/sections/team/AttorneyCard'
import { PageTop } from '@/components/sections/visa/PageTop'
import { listAttorneys } from '@/features/content/queries'

/** The team: founder first, then the consulting attorney; each card links to the profile and to contact. */
const page = definePage({
  route: '/attorneys',
  metadata: metadataFromTexts('team.team.meta'),
  async render({ locale }) {
    const [t, attorneys] = await Promise.all([getTranslations({ locale, namespace: 'team.team' }), listAttorneys(locale)])
    const ordered = [...attorneys].sort((a, b) => Number(Boolean(b.isFounder)) - Number(Boolean(a.isFounder)))
    return (
      <>
        <PageTop
          locale={locale}
          title={t('banner.title')}
          subtitle={t('banner.subtitle')}
          trail={['/attorneys']}
          sendMessage={false}
        />
        <HeadedSection id="team-intro" testId="team-list" title={t('intro.title')} intro={t('intro.text')}>
          <div className="mt-12 grid gap-8 xl:grid-cols-2">
            {ordered.map((attorney) => (
              <AttorneyCard key={attorney.id} locale={locale} attorney={attorney} />
            ))}
          </div>
        </HeadedSection>
        <FormBlock locale={locale} form="general" {...formTexts(t)} testId="team-form" />
      </>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
