import { getTranslations } from '@/features/site-texts/translations.server'
import { getSiteSettings } from '@/features/content/queries'
import type { Locale } from '@/i18n/locales'
import { OpenToggleIcon } from '@/components/ui/OpenToggleIcon'
import { QUICK_EXIT, quickExitScript } from './quick-exit'
import { scriptNonce } from '@/server/script-nonce.server'

/**
 * "Salir rápido" / "Exit quickly" on a sensitive page (src/features/leads/enquiry/sensitive.ts): the
 * first thing in the sticky header's one row (SiteHeader), so it is first in keyboard order, before
 * the skip link and the logo, first on the screen too, and in reach on a phone however far the page
 * is scrolled, never over the page's controls (the header's band is its own). The header stays as
 * tall as any page's: the label keeps to two short lines and is cut with an ellipsis past them
 * (CMS words may be longer), and the firm's name gives way beside it (SiteHeader). A plain link to
 * the neutral page of the site settings; the inline script (./quick-exit.ts) makes it, and Shift
 * three times, replace the page. Shift is told as the link's description (and tooltip), as GOV.UK's
 * "Exit this page" does, and in the safety notice. Its words are the CMS's (texts "Salida rápida y aviso").
 */
export async function QuickExit({ locale }: { locale: Locale }) {
  const [t, settings, nonce] = await Promise.all([
    getTranslations({ locale, namespace: 'safety' }),
    getSiteSettings(locale),
    scriptNonce(),
  ])
  return (
    <>
      <a
        href={settings.quickExitUrl}
        rel="noreferrer"
        {...{ [QUICK_EXIT]: '' }}
        title={t('exit.keys')}
        aria-describedby="quick-exit-keys"
        className="inline-flex min-h-11 min-w-0 max-w-32 shrink items-center gap-1.5 rounded-md bg-red-700 px-2.5 text-[13px] font-bold leading-tight text-white shadow hover:bg-red-800 sm:max-w-48 sm:px-3 sm:text-sm"
      >
        <span className="line-clamp-2 min-w-0 break-words">{t('exit.label')}</span>
        <span aria-hidden="true" className="text-base leading-none">
          ×
        </span>
      </a>
      <span id="quick-exit-keys" hidden>
        {t('exit.keys')}
      </span>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: quickExitScript }} />
    </>
  )
}

/**
 * The safety notice under the header of a sensitive page: one line, closed, that opens (a native
 * <details>, no script) to what the quick exit does and does not do, private browsing, a safer
 * device and where to get help now. Plain tel:/sms: links: a call to a hotline is not counted.
 */
export async function SafetyNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'safety.notice' })
  const link = 'font-bold text-navy underline underline-offset-2'
  return (
    <details className="group border-b border-navy/10 bg-cream text-sm" data-safety-notice>
      <summary className="mx-auto flex min-h-11 max-w-7xl cursor-pointer list-none items-center gap-2 px-4 py-2 font-semibold text-navy [&::-webkit-details-marker]:hidden">
        <OpenToggleIcon size="sm" />
        {t('summary')}
      </summary>
      <ul className="mx-auto max-w-7xl list-disc space-y-2 px-4 pb-4 pl-9 leading-relaxed text-ink/90 sm:pl-10">
        <li>{t('exit')}</li>
        <li>{t('private')}</li>
        <li>{t('device')}</li>
        <li>
          <a href="tel:911" className={link}>
            {t('call911')}
          </a>{' '}
          {t('emergency')}{' '}
          <a href="tel:+18007997233" className={link}>
            1-800-799-7233
          </a>{' '}
          <a href="sms:88788?&body=START" className={link}>
            {t('hotlineText')}
          </a>
        </li>
      </ul>
    </details>
  )
}
