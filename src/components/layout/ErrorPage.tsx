'use client'
import { createContext, useContext, type ReactNode } from 'react'
import { useParams } from 'next/navigation'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { CallLink } from '@/features/call-tracking/CallLink'
import es from '@/messages/es/error.json'
import en from '@/messages/en/error.json'

/**
 * The page a visitor sees when a page fails to render (error.tsx under [locale]). Next ships an error boundary's module with every page below
 * it, so this one stays small: no next-intl runtime, only the errorPage words of both languages
 * (src/messages/{es,en}/error.json, ~0.5 KB), picked by the URL's locale. The server logs the
 * failure once (onRequestError in src/instrumentation.ts); nothing is logged here.
 */
const words = { es, en } satisfies Record<Locale, typeof es>

/** The firm's phone line as the site settings give it, handed down by the locale layout. */
export type FirmPhone = { number: string; display: string }

const FirmPhoneContext = createContext<FirmPhone | null>(null)

/**
 * Wraps the locale layout's children so that its error boundary can show the phone number: a
 * boundary gets no props from the server, and the page that failed drew no header or footer.
 */
export function FirmPhoneProvider({ phone, children }: { phone: FirmPhone | null; children: ReactNode }) {
  return <FirmPhoneContext value={phone}>{children}</FirmPhoneContext>
}

export function ErrorPage() {
  const param = useParams<{ locale?: string }>()?.locale
  const locale = isLocale(param) ? param : defaultLocale
  const phone = useContext(FirmPhoneContext)
  const t = words[locale]
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center"
      data-testid="error-page"
    >
      <title>{t.metaTitle}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-display text-4xl font-bold text-navy sm:text-5xl">{t.headline}</h1>
      <p className="mt-4 text-lg text-ink/80 sm:text-xl">{t.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        {/* Tracked through the layout's inline listener (CallLink carries no code of its own). */}
        {phone && (
          <CallLink
            number={phone.number}
            className="inline-flex min-h-12 items-center rounded-md bg-gold px-6 font-bold text-navy hover:bg-gold-600"
          >
            {t.call} {phone.display}
          </CallLink>
        )}
        {/* A full navigation, not the router's: the page's own state may be what failed. */}
        <a
          href={locale === defaultLocale ? '/' : `/${locale}`}
          className="inline-flex min-h-12 items-center rounded-md border-2 border-navy px-6 font-bold text-navy hover:bg-cream"
        >
          {t.home}
        </a>
      </div>
    </main>
  )
}
