import { getTranslations } from '@/features/site-texts/translations.server'
import { definePage, metadataFromTexts } from '@/components/layout/define-page'
import { siteUrl } from '@/lib/site-url'
import { legalServiceFromSettings } from '@/lib/json-ld'
import { JsonLd } from '@/components/ui/JsonLd'
import { AboutSection } from '@/components/sections/home/AboutSection'
import { BlogSlider } from '@/components/sections/home/BlogSlider'
import { FormBlock } from '@/components/sections/home/FormBlock'
import { HomeHero } from '@/components/sections/home/HomeHero'
import { HumanitarianSection } from '@/components/sections/home/HumanitarianSection'
import { LivesBlock } from '@/components/sections/home/LivesBlock'
import { MissionSection } from '@/components/sections/home/MissionSection'
import { ReviewsSlider } from '@/components/sections/home/ReviewsSlider'
import { ServicesSection } from '@/components/sections/home/ServicesSection'
import { HomeTestimonials } from '@/components/sections/reviews/TestimonialSections'
import { getCarouselLabels } from '@/components/sections/home/carousel-labels'
import { getSiteSettings, listAttorneys, listLives, listTestimonials } from '@/features/content/queries'
import { toMediaView } from '@/features/content/media'
import { getPathname } from '@/i18n/navigation'
import { isSensitiveForm } from '@/features/leads/enquiry/sensitive'
import type { PageFormName } from '@/features/leads/enquiry/variants'

/** The home page's form; it asks the situation, so the page carries the quick exit. */
const FORM = 'home' satisfies PageFormName

const page = definePage({
  route: '/',
  shell: { sensitive: isSensitiveForm(FORM) },
  metadata: metadataFromTexts('home.meta'),
  async render({ locale }) {
    const [tForm, tMeta, settings, attorneys, travel, giveaway, lives, labels] = await Promise.all([
      getTranslations({ locale, namespace: 'home.form' }),
      getTranslations({ locale, namespace: 'home.meta' }),
      getSiteSettings(locale),
      listAttorneys(locale),
      listTestimonials(locale, 'travel'),
      listTestimonials(locale, 'giveaway'),
      listLives(locale),
      getCarouselLabels(locale),
    ])
    const founder = attorneys.find((a) => a.isFounder) ?? attorneys[0]
    const portrait = founder ? toMediaView(founder.photo, founder.name) : null
    const founderName = founder?.name ?? settings.firmName

    return (
      <>
        {/* The firm with both offices, for search engines (spec: LegalService on the home page). */}
        <JsonLd
          data={legalServiceFromSettings(settings, {
            url: `${siteUrl()}${getPathname({ locale, href: '/' })}`,
            description: tMeta('description'),
            image: portrait?.url ? (portrait.url.startsWith('http') ? portrait.url : `${siteUrl()}${portrait.url}`) : null,
            locale,
          })}
        />
        <HomeHero locale={locale} portrait={portrait} labels={labels} />
        <ServicesSection locale={locale} />
        <AboutSection locale={locale} firmName={settings.firmName} founderName={founderName} video={travel[0]} />
        <MissionSection locale={locale} />
        <LivesBlock locale={locale} show={settings.show} founderName={founderName} portrait={portrait} lives={lives} />
        <HomeTestimonials locale={locale} travel={travel.slice(1)} giveaway={giveaway} />
        <HumanitarianSection locale={locale} />
        {/* Their slides come from the browser (GET /api/blogs/home, /google-reviews/{locale}). */}
        <BlogSlider locale={locale} labels={labels} />
        <ReviewsSlider locale={locale} labels={labels} writeReviewUrl={settings.externalSites?.googleWriteReview} />
        <FormBlock
          locale={locale}
          form={FORM}
          eyebrow={tForm('eyebrow')}
          title={tForm('title')}
          text={tForm('text')}
          testId="home-form"
        />
      </>
    )
  },
})

export default page.Page
export const generateMetadata = page.generateMetadata
