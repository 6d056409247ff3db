import { Link } from '@/i18n/navigation'
import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import { formatUsPhone } from '@/lib/phone'
import { PageShell } from '@/components/layout/PageShell'
import { CallLink } from '@/features/call-tracking/CallLink'
import { getSiteSettings } from '@/features/content/queries'
import { CallBackNotice } from '@/features/office-hours/CallBackNotice'
import { sensitiveThankYouRoutes } from '@/features/leads/enquiry/sensitive'
import type { ThankYouRoute } from '@/features/leads/enquiry/variants'

/** The route of each thank-you text: a sensitive form's thank-you page keeps the quick exit. */
const routeOf = { thankYou: '/thank-you', referralThankYou: '/referral-thank-you' } as const satisfies Record<
  string,
  ThankYouRoute
>

/**
 * Shown once the server has stored the enquiry: confirms it, says what happens next and links
 * home. No footer form here (the visitor has just sent one).
 */
export async function ThankYou({
  locale,
  alternates,
  content,
}: {
  locale: Locale
  alternates: Alternates
  content: 'thankYou' | 'referralThankYou'
}) {
  const [t, tCommon, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'landing' }),
    getTranslations({ locale, namespace: 'common' }),
    getSiteSettings(locale),
  ])
  const phone = settings.phones?.immigration?.number
  return (
    <PageShell
      locale={locale}
      alternates={alternates}
      footerForm={false}
      sensitive={sensitiveThankYouRoutes.has(routeOf[content])}
    >
      <section className="bg-cream" data-testid="thank-you">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
          <span
            aria-hidden="true"
            className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-teal text-3xl text-white"
          >
            ✓
          </span>
          <h1 className="mt-6 text-3xl font-bold text-navy sm:text-4xl">{t(`${content}.title`)}</h1>
          <p className="mt-4 text-lg leading-relaxed" data-testid="thank-you-message">
            {t(`${content}.text`)}
          </p>
          <p className="mt-3 text-lg leading-relaxed">{t(`${content}.next`)}</p>
          <CallBackNotice
            className="mt-3 text-lg font-bold leading-relaxed text-navy"
            language={locale === 'en' ? 'en' : 'es'}
            offices={(settings.offices ?? []).map((office) => ({
              city: office.city,
              timeZone: office.timeZone,
              hours: office.hours,
            }))}
          />
          {phone ? (
            <p className="mt-6 text-lg">
              {t('thankYou.urgent')}{' '}
              <CallLink number={phone} className="inline-flex min-h-11 items-center font-bold text-teal-700 underline">
                {formatUsPhone(phone)}
              </CallLink>
            </p>
          ) : null}
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link
              href="/"
              className="inline-flex min-h-12 items-center rounded-md bg-navy px-6 font-bold text-white hover:bg-navy-700"
              data-testid="thank-you-home"
            >
              {tCommon('backHome')}
            </Link>
            <Link
              href="/blog"
              className="inline-flex min-h-12 items-center rounded-md border-2 border-navy px-6 font-bold text-navy hover:bg-white"
            >
              {t('thankYou.blog')}
            </Link>
          </div>
        </div>
      </section>
    </PageShell>
  )
}
