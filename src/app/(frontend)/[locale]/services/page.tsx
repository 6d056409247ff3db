import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage, metadataFromTexts } from '@/components/layout/define-page'
import { FormBlock, formTexts } from '@/components/sections/home/FormBlock'
import { ServiceCards } from '@/components/sections/home/ServiceCards'
import { HeadedSection } from '@/components/ui/ui'
import { PageTop } from '@/components/sections/visa/PageTop'

/** Services: immigration (internal page), personal injury and truck recruitment (sister sites), general form. */
const page = definePage({
  route: '/services',
  metadata: metadataFromTexts('services.meta'),
  async render({ locale }) {
    const t = await getTranslations({ locale, namespace: 'services' })
    return (
      <>
        <PageTop locale={locale} title={t('banner.title')} subtitle={t('banner.subtitle')} trail={['/services']} />
        <HeadedSection id="services-intro" testId="services-blocks" title={t('intro.title')} intro={t('intro.text')}>
          <div className="mt-12">
            <ServiceCards locale={locale} variant="blocks" headingLevel="h3" />
          </div>
        </HeadedSection>
        <FormBlock locale={locale} form="general" {...formTexts(t)} testId="services-form" />
      </>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
