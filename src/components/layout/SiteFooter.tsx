import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { OfficeAddress } from '@/components/ui/OfficeAddress'
import { firmSocials } from '@/lib/firm-socials'
import { EmailLink } from '@/components/ui/EmailAddress'
import { SocialIcon } from '@/components/ui/SocialIcon'
import { CallLink } from '@/features/call-tracking/CallLink'
import { BlogSearch } from '@/features/blog-search/BlogSearch'
import { getSiteSettings } from '@/features/content/queries'
import { formatUsPhone } from '@/lib/phone'
import { searchSetup } from '@/features/blog-search/search-setup'
import { LazyMap } from './LazyMap'

/** Spec §9: the footer shows copyright for 2025. */
export const COPYRIGHT_YEAR = 2025

export async function SiteFooter({ locale, form }: { locale: Locale; form?: ReactNode }) {
  const [t, tNav, tRoot, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale }),
    getSiteSettings(locale),
  ])
  const newTab = tNav('opensInNewTab')
  const lines = [settings.phones?.immigration, settings.phones?.customerService].filter(
    (line): line is { label: string; number: string } => Boolean(line?.number),
  )
  const socials = firmSocials(settings)

  return (
    <footer className="bg-navy text-white" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section data-reveal aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            {t('contactTitle')}
          </h2>
          <ul className="space-y-3 text-sm">
            {lines.map((line, index) => (
              <li key={line.number}>
                <span className="footer-label">{line.label}</span>
                <CallLink number={line.number} track={index === 0} className="footer-phone">
                  <SocialIcon name="phone" size={16} />
                  {formatUsPhone(line.number)}
                </CallLink>
              </li>
            ))}
            <li>
              <span className="footer-label">{t('email')}</span>
              <EmailLink
                email={settings.email}
                iconSize={16}
                className="inline-flex min-h-11 max-w-full items-center gap-2 hover:text-gold"
              />
            </li>
          </ul>
          <h3 className="footer-subtitle mt-6">{t('followUs')}</h3>
          <ul className="flex gap-2">
            {socials.map((s) => (
              <li key={s.network}>
                <ExternalLink href={s.url} aria-label={`${s.network} ${newTab}`} className="footer-social">
                  <SocialIcon name={s.network} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <section data-reveal aria-labelledby="footer-offices">
          <h2 id="footer-offices" className="footer-title">
            {t('officesTitle')}
          </h2>
          <ul className="space-y-4 text-sm">
            {(settings.offices ?? []).map((office) => (
              <li key={office.id ?? office.street}>
                <OfficeAddress office={office} className="not-italic" nameClassName="block text-white" />
              </li>
            ))}
          </ul>
          <LazyMap locale={locale} settings={settings} title={t('mapTitle')} tone="dark" className="mt-4" />
        </section>
        <section data-reveal aria-labelledby="footer-search">
          <h2 id="footer-search" className="footer-title">
            {t('searchTitle')}
          </h2>
          <BlogSearch name={t('searchTitle')} {...searchSetup(locale)} />
          <h3 className="footer-subtitle mt-8">{t('legal')}</h3>
          <ul className="space-y-1 text-sm">
            <li>
              <Link className="footer-link" href="/terms-and-conditions">
                {t('terms')}
              </Link>
            </li>
            <li>
              <Link className="footer-link" href="/privacy-policy">
                {t('privacy')}
              </Link>
            </li>
            <li>
              <Link className="footer-link" href="/sitemap">
                {t('sitemap')}
              </Link>
            </li>
          </ul>
        </section>
        {form ? (
          <section data-reveal aria-labelledby="footer-form-heading" className="md:col-span-2 lg:col-span-1">
            <h2 id="footer-form-heading" className="footer-title">
              {t('formTitle')}
            </h2>
            {form}
          </section>
        ) : null}
      </div>
      <div className="border-t border-white/10">
        {/* Room at the end of the page for the floating buttons: the last lines scroll out from under them. */}
        <div className="mx-auto max-w-7xl space-y-3 px-4 pb-40 pt-6 text-xs text-white/75">
          <p data-testid="disclaimer">{tRoot('disclaimer')}</p>
          <p>{t('copyright', { year: COPYRIGHT_YEAR, firm: settings.firmName })}</p>
        </div>
      </div>
    </footer>
  )
}
