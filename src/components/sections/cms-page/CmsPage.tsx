import { Fragment } from 'react'
import type { Metadata } from 'next'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import { pageMetadata } from '@/lib/seo'
import { PageShell } from '@/components/layout/PageShell'
import { PageBanner } from '@/components/ui/PageBanner'
import { Breadcrumb, type Crumb } from '@/components/ui/Breadcrumb'
import { JsonLd } from '@/components/ui/JsonLd'
import { getPathname } from '@/i18n/navigation'
import { breadcrumbList } from '@/lib/json-ld'
import { siteUrl } from '@/lib/site-url'
import { noindex } from '@/components/sections/landing/LandingPage'
import { getSiteSettings } from '@/features/content/queries'
import { sizedUrl } from '@/features/content/media'
import type { Page } from '@/payload-types'
import { isPageFormName } from '@/features/leads/enquiry/variants'
import { isSensitiveForm } from '@/features/leads/enquiry/sensitive'
import { BannerBlock } from './blocks/BannerBlock'
import { TextBlock } from './blocks/TextBlock'
import { BenefitsBlock } from './blocks/BenefitsBlock'
import { VideoBlock } from './blocks/VideoBlock'
import { TestimonialsBlock } from './blocks/TestimonialsBlock'
import { FaqBlock } from './blocks/FaqBlock'
import { FormBlock } from './blocks/FormBlock'
import { CallBlock } from './blocks/CallBlock'

type Block = NonNullable<Page['layout']>[number]

/** The anchor of the page's first form ('enquiry-form', as on the landing pages), then 'enquiry-form-2'… */
function formAnchors(blocks: Block[]): Map<number, string> {
  const anchors = new Map<number, string>()
  blocks.forEach((block, i) => {
    if (block.blockType === 'form') anchors.set(i, anchors.size === 0 ? 'enquiry-form' : `enquiry-form-${anchors.size + 1}`)
  })
  return anchors
}

/** Ticked by staff, or holding a form that asks about abuse or trafficking: the quick exit and safety notice show. */
export function cmsPageIsSensitive(page: Pick<Page, 'sensitive' | 'layout'>): boolean {
  return (
    page.sensitive === true ||
    (page.layout ?? []).some((b) => b.blockType === 'form' && isPageFormName(b.form) && isSensitiveForm(b.form))
  )
}

function firstBannerText(page: Page): string | null {
  const banner = page.layout?.find((b) => b.blockType === 'banner')
  return banner?.blockType === 'banner' ? (banner.text ?? null) : null
}

export async function cmsPageMetadata(page: Page, locale: Locale, alternates: Alternates): Promise<Metadata> {
  const image = page.meta?.image ? sizedUrl(page.meta.image, 'hero') : null
  const metadata = pageMetadata({
    locale,
    alternates,
    title: page.meta?.title || page.title,
    description: page.meta?.description || firstBannerText(page) || page.title,
    ...(image ? { image } : {}),
  })
  return page.noindex === false ? metadata : noindex(metadata)
}

/**
 * A page staff built in the admin, block by block, inside the site's shell. Every block is a
 * server component; the only script it may add is the enquiry form's (loaded when the form is
 * about to be used) and, for staff in preview only, the live-preview listener (the locale layout's). A page with a form
 * has no footer form: every lead from it carries the page's label.
 */
export async function CmsPage({ page, locale, alternates }: { page: Page; locale: Locale; alternates: Alternates }) {
  const [t, settings] = await Promise.all([getTranslations({ locale }), getSiteSettings(locale)])
  const blocks = page.layout ?? []
  const anchors = formAnchors(blocks)
  const firstAnchor = anchors.values().next().value ?? null
  const firstBanner = blocks.findIndex((b) => b.blockType === 'banner')
  const fallback = t('common.videoFallback')
  const words = { call: t('floating.call'), whatsapp: t('floating.whatsapp'), opensInNewTab: t('nav.opensInNewTab') }
  // Home › this page, as on the site's other inner pages, under the title band; search engines
  // get the same trail as a BreadcrumbList, like the blog's articles.
  const crumbs: Crumb[] = [{ label: t('routes.home'), href: '/' }, { label: page.title }]
  const base = siteUrl()
  const here = alternates[locale]
  const trail = (
    <>
      <JsonLd
        data={breadcrumbList([
          { name: crumbs[0]!.label, url: `${base}${getPathname({ locale, href: '/' })}` },
          { name: page.title, url: here ? `${base}${here}` : null },
        ])}
      />
      <div className="border-b border-navy/10 bg-white">
        <Breadcrumb items={crumbs} label={t('common.breadcrumb')} />
      </div>
    </>
  )
  return (
    <PageShell
      locale={locale}
      alternates={alternates}
      footerForm={anchors.size > 0 ? false : undefined}
      sensitive={cmsPageIsSensitive(page)}
    >
      {firstBanner !== 0 ? <PageBanner title={page.title} /> : null}
      {firstBanner !== 0 ? trail : null}
      {blocks.map((block, i) => {
        const key = block.id ?? `${block.blockType}-${i}`
        const id = `block-${i}-title`
        switch (block.blockType) {
          case 'banner':
            return i === 0 ? (
              <Fragment key={key}>
                <BannerBlock block={block} first formAnchor={firstAnchor} />
                {trail}
              </Fragment>
            ) : (
              <BannerBlock key={key} block={block} first={false} formAnchor={firstAnchor} />
            )
          case 'text':
            return <TextBlock key={key} block={block} />
          case 'benefits':
            return <BenefitsBlock key={key} block={block} id={id} />
          case 'video':
            return <VideoBlock key={key} block={block} id={id} fallback={fallback} />
          case 'testimonials':
            return <TestimonialsBlock key={key} block={block} id={id} fallback={fallback} />
          case 'faq':
            return <FaqBlock key={key} block={block} id={id} />
          case 'form':
            return (
              <FormBlock
                key={key}
                block={block}
                locale={locale}
                anchorId={anchors.get(i) ?? 'enquiry-form'}
                sensitive={page.sensitive === true}
              />
            )
          case 'call':
            return (
              <CallBlock
                key={key}
                block={block}
                id={id}
                phone={settings.phones?.immigration?.number ?? ''}
                whatsapp={settings.whatsapp}
                words={words}
              />
            )
          default:
            return null
        }
      })}
    </PageShell>
  )
}
