import { getTranslations } from '@/features/site-texts/translations.server'
import type { Locale } from '@/i18n/locales'
import { ExternalLink } from '@/components/ui/ExternalLink'
import { Icon } from '@/components/ui/Icon'
import { MapFrame } from './MapFrame'
import type { Office } from '@/components/ui/OfficeAddress'

type Props = {
  locale: Locale
  /** The site settings' map and offices: no map without `mapEmbedUrl`. */
  settings: { mapEmbedUrl?: string | null; offices?: Office[] | null }
  title: string
  tone: 'light' | 'dark'
  /** The box around the map, as its page lays it out. */
  className?: string
  testId?: string
}

/** Google's documented "search" Maps URL: opens the app on a phone, the site elsewhere. */
export function mapsSearchUrl(office: Office): string {
  const query = `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

/**
 * Looks: .map-offices and .map-open in globals.css.
 *
 * The embedded map, put in the page only when its box comes near the screen (MapFrame), in a box
 * sized before it arrives (no layout shift), over a placeholder with the offices: the frame fails
 * on cheap data plans, behind blockers and when Google is unreachable, and the box would be empty.
 * A frame that loads is opaque and covers the placeholder. The "Open in Google Maps" links sit
 * below the box, never under the frame: a failed frame may show the browser's error page over the
 * placeholder, and a link hidden behind a frame would still take keyboard focus where nobody sees
 * it.
 */
export async function LazyMap({ locale, settings, title, tone, className, testId }: Props) {
  const src = settings.mapEmbedUrl
  if (!src) return null
  const offices = settings.offices ?? []
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'map' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const dark = tone === 'dark'
  return (
    <div className={className} data-testid={testId}>
      <div data-testid="map">
        <div className="relative aspect-[4/3] w-full overflow-hidden rounded-md">
          <ul className={`map-offices ${dark ? 'bg-white/10 text-white' : 'bg-cream text-ink'}`} data-testid="map-placeholder">
            {offices.map((office) => (
              <li key={office.id ?? office.street}>
                <span aria-hidden="true" className={dark ? 'text-gold' : 'text-teal'}>
                  <Icon name="pin" size={18} />
                </span>
                <span>
                  <strong className="block">{office.name}</strong>
                  {office.street}, {office.city}, {office.region} {office.postalCode}
                </span>
              </li>
            ))}
          </ul>
          <MapFrame src={src} title={title} />
        </div>
        <ul className="mt-1 flex flex-wrap gap-x-5 text-sm">
          {offices.map((office) => (
            <li key={office.id ?? office.street}>
              <ExternalLink
                href={mapsSearchUrl(office)}
                newTabNote={tNav('opensInNewTab')}
                data-testid="map-open"
                className={`map-open ${dark ? 'text-gold hover:text-white' : 'text-teal-700 hover:text-navy'}`}
              >
                {t('open')} ({office.city})
                <Icon name="external" size={14} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
