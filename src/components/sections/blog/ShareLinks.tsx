import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { SocialIcon } from '@/components/ui/SocialIcon'

/** Share addresses of each network for an absolute page URL. */
export function shareUrls(url: string, title: string) {
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/tweet?url=${u}&text=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${text}&body=${text}%0A%0A${u}`,
  }
}

const button = 'flex h-11 w-11 items-center justify-center rounded-full bg-navy text-white hover:bg-gold hover:text-navy'

/** Facebook, X and LinkedIn open in a new tab; e-mail opens the visitor's mail app. */
export async function ShareLinks({ locale, url, title }: { locale: Locale; url: string; title: string }) {
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const links = shareUrls(url, title)
  const newTab = tNav('opensInNewTab')
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="share-links">
      <span className="font-semibold text-navy">{t('article.share')}</span>
      <ul className="flex gap-2">
        {(['facebook', 'x', 'linkedin'] as const).map((network) => (
          <li key={network}>
            <ExternalLink
              href={links[network]}
              aria-label={`${t(`article.shareOn.${network}`)} ${newTab}`}
              className={button}
              data-testid={`share-${network}`}
            >
              <SocialIcon name={network} />
            </ExternalLink>
          </li>
        ))}
        <li>
          <a href={links.email} aria-label={t('article.shareOn.email')} className={button} data-testid="share-email">
            <SocialIcon name="email" />
          </a>
        </li>
      </ul>
    </div>
  )
}
