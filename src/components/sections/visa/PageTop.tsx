import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { routeInfo, type StaticPathname } from '@/i18n/routes'
import { Breadcrumb, type Crumb } from '@/components/ui/Breadcrumb'
import { PageBanner } from '@/components/ui/PageBanner'
import { ScrollToButton } from '@/components/ui/ScrollToButton'
import { Icon } from '@/components/ui/Icon'
import { buttonGold } from '@/components/ui/ui'

/**
 * Banner (h1) of the visa and service pages with its SEND MESSAGE button, which scrolls to the
 * page's enquiry form, and the breadcrumb from the home page down to this page.
 */
export async function PageTop({
  locale,
  title,
  subtitle,
  trail,
  formAnchor = 'enquiry-form',
  sendMessage = true,
}: {
  locale: Locale
  title: string
  subtitle?: string
  /** Routes from the home page (excluded) down to this page (included). */
  trail: StaticPathname[]
  formAnchor?: string
  sendMessage?: boolean
}) {
  const [tRoutes, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'routes' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const crumbs: Crumb[] = [
    { label: tRoutes('home'), href: '/' },
    ...trail.map((route) => ({ label: tRoutes(routeInfo[route].label), href: route })),
  ]
  return (
    <>
      <PageBanner title={title} subtitle={subtitle}>
        {sendMessage ? (
          <ScrollToButton targetId={formAnchor} className={buttonGold} testId="send-message">
            <Icon name="message" size={18} />
            {tCommon('sendMessage')}
          </ScrollToButton>
        ) : null}
      </PageBanner>
      <div className="border-b border-navy/10 bg-white">
        <Breadcrumb items={crumbs} label={tCommon('breadcrumb')} />
      </div>
    </>
  )
}
