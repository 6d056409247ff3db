import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { EnquirySection, type EnquiryFormKind } from '@/components/sections/EnquirySection'
import { CallLink } from '@/features/call-tracking/CallLink'
import { getSiteSettings } from '@/features/content/queries'
import { formatUsPhone } from '@/lib/phone'
import { Icon } from '@/components/ui/Icon'

type Props = {
  locale: Locale
  form: EnquiryFormKind
  /** Target of the page's SEND MESSAGE / WE EVALUATE YOUR CASE buttons. */
  anchorId?: string
  eyebrow: string
  title: string
  text: string
  testId?: string
}

/** The band's eyebrow, title and text from the `form` group of a page's texts (team, services, immigration lawyer). */
export function formTexts(t: (key: 'form.eyebrow' | 'form.title' | 'form.text') => string) {
  return { eyebrow: t('form.eyebrow'), title: t('form.title'), text: t('form.text') }
}

/**
 * A page's enquiry form with its reassurance column: free, confidential, in Spanish, and the
 * immigration phone line for people who would rather call.
 */
export async function FormBlock({ locale, form, anchorId = 'enquiry-form', eyebrow, title, text, testId }: Props) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'home.form' }), getSiteSettings(locale)])
  const phone = settings.phones?.immigration?.number
  const headingId = `${anchorId}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden bg-navy text-white"
      data-testid={testId ?? 'form-block'}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0"
        style={{
          backgroundImage:
            'radial-gradient(circle at 10% 20%, rgba(19,128,122,0.45), transparent 45%), radial-gradient(circle at 90% 90%, rgba(201,162,39,0.18), transparent 40%)',
        }}
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-5 lg:gap-14">
        <div className="lg:col-span-2" data-reveal>
          <p className="text-sm font-bold uppercase tracking-[0.18em] text-gold">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold leading-tight sm:text-4xl">
            {title}
          </h2>
          <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-full bg-gold" />
          <p className="mt-5 text-lg leading-relaxed text-white/85">{text}</p>
          <ul className="mt-8 space-y-4">
            {[t('pointFree'), t('pointPrivate'), t('pointLanguage')].map((point) => (
              <li key={point} className="flex items-start gap-3 text-base">
                <span className="form-point-mark">
                  <Icon name="check" size={16} />
                </span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
          {phone ? (
            <p className="mt-8 text-base text-white/85">
              <CallLink
                number={phone}
                className="inline-flex min-h-11 items-center gap-2 font-bold text-gold underline-offset-4 hover:underline"
              >
                <Icon name="phone" size={20} />
                {t('callUs', { phone: formatUsPhone(phone) })}
              </CallLink>
            </p>
          ) : null}
        </div>
        <div className="rounded-2xl bg-white p-5 text-ink shadow-2xl sm:p-8 lg:col-span-3">
          <EnquirySection locale={locale} form={form} anchorId={anchorId} />
        </div>
      </div>
    </section>
  )
}
