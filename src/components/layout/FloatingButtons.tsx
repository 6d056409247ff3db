import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { SocialIcon } from '@/components/ui/SocialIcon'
import { CallLink } from '@/features/call-tracking/CallLink'
import { getSiteSettings } from '@/features/content/queries'
import { whatsappUrl } from '@/lib/phone'

/** Floating WhatsApp chat and call-now buttons, always in reach of a thumb on a phone. */
export async function FloatingButtons({ locale }: { locale: Locale }) {
  const [t, tNav, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'floating' }),
    getTranslations({ locale, namespace: 'nav' }),
    getSiteSettings(locale),
  ])
  const phone = settings.phones?.immigration?.number
  return (
    // A landmark of its own: it sits outside header, main and footer, and content outside landmarks
    // is skipped by screen-reader users who move between them.
    <aside
      aria-label={t('label')}
      data-floating-buttons
      className="fixed bottom-4 right-4 z-30 flex flex-col gap-3 transition-opacity"
    >
      {settings.whatsapp ? (
        <a
          href={whatsappUrl(settings.whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('whatsapp')} ${tNav('opensInNewTab')}`}
          data-testid="floating-whatsapp"
          className="flex h-14 w-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg hover:scale-105"
        >
          <SocialIcon name="whatsapp" size={28} />
        </a>
      ) : null}
      {phone ? (
        <CallLink
          number={phone}
          ariaLabel={t('call')}
          className="flex h-14 w-14 items-center justify-center rounded-full bg-gold text-navy shadow-lg hover:scale-105"
        >
          <SocialIcon name="phone" size={26} />
        </CallLink>
      ) : null}
    </aside>
  )
}
