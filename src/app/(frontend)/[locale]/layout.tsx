import type { ReactNode } from 'react'
import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import '../globals.css'
import { inter, montserrat } from '../fonts'
import { routing } from '@/i18n/routing'
import { getSiteSettings } from '@/features/content/queries'
import { belowFoldScript } from '@/components/layout/below-fold'
import { floatingGuardScript } from '@/components/layout/floating-guard'
import { webFontsScript } from '@/components/layout/web-fonts'
import { trackCallScript } from '@/features/call-tracking/track-call-script'
import { FirmPhoneProvider } from '@/components/layout/ErrorPage'
import { formatUsPhone } from '@/lib/phone'
import { LivePreview } from '@/features/pages/LivePreview'
import { staffPreview } from '@/server/staff-preview.server'
import { scriptNonce } from '@/server/script-nonce.server'

/**
 * Pages are rendered per request: each carries its own CSP nonce (src/proxy.ts), read below. CMS
 * reads are cached (the CMS hooks drop them when content changes), and the shipped nginx keeps each
 * page 3 s. Returning no params keeps the build free of any database.
 */
export function generateStaticParams() {
  return []
}
export const dynamicParams = true
// Rendered per request (a page rendered for the cache could not carry a visitor's nonce).
export const dynamic = 'force-dynamic'

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b2545',
}

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * Every page sets its own title. This one is for the document Next answers a 404 with (a script
 * shell, see docs/ARCHITECTURE.md): it carries only the layout's metadata, and HTML needs a title.
 */
export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const settings = await getSiteSettings(locale).catch(() => null)
  return settings ? { title: settings.firmName } : {}
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  // For the error page (error.tsx), which gets nothing from the server itself. This layout must not
  // fail (above it there is only Next's bare global error page): if the read fails, the page's own
  // read of the same settings fails too and lands in error.tsx, which then shows no number.
  const [settings, preview, nonce] = await Promise.all([getSiteSettings(locale).catch(() => null), staffPreview(), scriptNonce()])
  const phone = settings?.phones?.immigration?.number
  return (
    <html lang={locale} className={`${inter.variable} ${montserrat.variable} scroll-pt-24`}>
      <head>
        {/* Lets CSS show what works only with JavaScript (the pagers of PagedList) before hydration. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        {/* Before the body: on a visitor's second page it names the web fonts for the first paint. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: webFontsScript }} />
        <meta name="csrf-token" content="" />
        {/* Before the body: a tap on a call link is counted before the page's code arrives. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: trackCallScript }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: floatingGuardScript }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: belowFoldScript }} />
      </head>
      <body>
        {/* No message provider here: client components get their words as props. The one client
            component is the error page's phone number, in the chunk Next loads for error.tsx anyway. */}
        <FirmPhoneProvider phone={phone ? { number: phone, display: formatUsPhone(phone) } : null}>{children}</FirmPhoneProvider>
        {/* Signed-in staff previewing in the admin (staffPreview): every page, a CMS page or a text group's. */}
        {preview ? <LivePreview nonce={nonce} /> : null}
      </body>
    </html>
  )
}
