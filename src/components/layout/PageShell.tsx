import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import type { Alternates } from '@/lib/alternates'
import { RevealOnScroll } from '@/components/ui/RevealOnScroll'
import { SiteHeader } from './SiteHeader'
import { SiteFooter } from './SiteFooter'
import { FloatingButtons } from './FloatingButtons'
import { QuickExit, SafetyNotice } from './QuickExit'
import { EnquirySection } from '@/components/sections/EnquirySection'
import { OutboxRunner } from '@/features/leads/enquiry/outbox/OutboxRunner'
import { messages } from '@/messages'

type Props = {
  locale: Locale
  /** This page's path in each language it exists in (language switch, hreflang). */
  alternates: Alternates
  children: ReactNode
  /**
   * The footer enquiry form of the page's language by default; `false` for pages that must carry
   * one form only (landing pages keep their campaign label, thank-you pages need none).
   */
  footerForm?: false
  /**
   * A page survivors of abuse or trafficking read (src/features/leads/enquiry/sensitive.ts): the quick
   * exit, first in the header and in keyboard order, and the safety notice before the content.
   */
  sensitive?: boolean
}

/**
 * Header, footer, floating buttons and disclaimer around every public page. Pages render it
 * themselves (not the layout) because only the page knows its own translation, which the
 * language switch needs.
 */
export function PageShell({ locale, alternates, children, footerForm, sensitive }: Props) {
  return (
    <>
      <SiteHeader locale={locale} alternates={alternates} quickExit={sensitive ? <QuickExit locale={locale} /> : null} />
      <main id="main" tabIndex={-1} className="outline-none">
        {sensitive ? <SafetyNotice locale={locale} /> : null}
        {children}
      </main>
      <SiteFooter
        locale={locale}
        form={footerForm === false ? null : <EnquirySection locale={locale} form="footer" anchorId="footer-form" tone="dark" />}
      />
      <FloatingButtons locale={locale} />
      <RevealOnScroll />
      {/* Every public page (the 404 too) sends what waits in the outbox. */}
      <OutboxRunner labels={messages[locale].enquiry.outbox} />
    </>
  )
}
