import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

/**
 * schema.org data for search engines (rendered with <JsonLd> from components/ui/JsonLd). Builders
 * take plain values so pages decide the URLs (absolute, from siteUrl()) and tests need no CMS.
 */
export type JsonLdData = { '@context'?: string; '@type': string | string[]; [key: string]: unknown }

/**
 * JSON for a <script type="application/ld+json">. `<` (and `>`, `&`, line/paragraph separators)
 * are written as \u escapes, so text from the CMS such as "</script>" cannot end the script
 * element early; the JSON parses back to the same value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const context = 'https://schema.org'

/** Drops undefined, null, '' and [] values so the output carries no empty properties. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as T
}

export type OfficeInput = {
  name?: string | null
  street: string
  city: string
  region: string
  postalCode: string
  latitude?: number | null
  longitude?: number | null
}

export function postalAddress(office: OfficeInput): JsonLdData {
  return compact({
    '@type': 'PostalAddress',
    name: office.name ?? undefined,
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: 'US',
  })
}

export type LegalServiceInput = {
  name: string
  /** Absolute URL of the page's home (Spanish or English). */
  url: string
  email?: string | null
  telephone?: string | null
  /** Every labelled phone line (immigration, customer service, ...). */
  phoneLines?: { label: string; number: string }[]
  offices: OfficeInput[]
  /** Social profile URLs. */
  sameAs?: (string | null | undefined)[]
  description?: string | null
  image?: string | null
  locale?: Locale
}

/** The firm as a LegalService with both offices (home and contact pages). */
export function legalService(input: LegalServiceInput): JsonLdData {
  const locations = input.offices.map((office) =>
    compact({
      '@type': 'Place',
      name: office.name ?? undefined,
      address: postalAddress(office),
      geo:
        typeof office.latitude === 'number' && typeof office.longitude === 'number'
          ? { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude }
          : undefined,
    }),
  )
  return compact({
    ...namedNode('LegalService', 'legal-service', input),
    description: input.description ?? undefined,
    image: input.image ?? undefined,
    email: input.email ?? undefined,
    telephone: input.telephone ?? undefined,
    address: input.offices.map(postalAddress),
    location: locations,
    areaServed: { '@type': 'Country', name: 'United States' },
    knowsLanguage: ['es', 'en'],
    inLanguage: input.locale,
    contactPoint: (input.phoneLines ?? [])
      .filter((line) => line.number)
      .map((line) => ({
        '@type': 'ContactPoint',
        contactType: line.label,
        telephone: line.number,
        availableLanguage: ['Spanish', 'English'],
        areaServed: 'US',
      })),
    sameAs: (input.sameAs ?? []).filter((url): url is string => Boolean(url)),
  })
}

/** `legalService` from the CMS site settings. */
export function legalServiceFromSettings(
  settings: SiteSetting,
  options: { url: string; description?: string | null; image?: string | null; locale?: Locale },
): JsonLdData {
  const phones = settings.phones
  const lines = [phones?.immigration, phones?.customerService, phones?.personalInjury, phones?.truckDrivers].filter(
    (line): line is { label: string; number: string } => Boolean(line?.number),
  )
  return legalService({
    name: settings.firmName,
    url: options.url,
    email: settings.email,
    telephone: phones?.immigration?.number ?? null,
    phoneLines: lines,
    offices: settings.offices ?? [],
    sameAs: [settings.socials?.facebook, settings.socials?.instagram, settings.socials?.tiktok, settings.socials?.youtube],
    description: options.description,
    image: options.image,
    locale: options.locale,
  })
}

export type PersonInput = {
  name: string
  /** Absolute URL of the profile page. */
  url: string
  jobTitle?: string | null
  image?: string | null
  description?: string | null
  sameAs?: (string | null | undefined)[]
  knowsLanguage?: string[] | null
  /** The firm: name and absolute URL of its home. */
  worksFor?: { name: string; url: string } | null
}

/** The head of a named node: its type, a stable @id under its page URL, its name and URL. */
function namedNode(type: string, fragment: string, input: { name: string; url: string }) {
  return { '@context': context, '@type': type, '@id': `${input.url}#${fragment}`, name: input.name, url: input.url }
}

/** An attorney (attorney profile pages; author of blog articles). */
export function person(input: PersonInput): JsonLdData {
  return compact({
    ...namedNode('Person', 'person', input),
    jobTitle: input.jobTitle ?? undefined,
    image: input.image ?? undefined,
    description: input.description ?? undefined,
    knowsLanguage: input.knowsLanguage ?? undefined,
    sameAs: (input.sameAs ?? []).filter((url): url is string => Boolean(url)),
    worksFor: input.worksFor ? { '@type': 'LegalService', name: input.worksFor.name, url: input.worksFor.url } : undefined,
  })
}

export type BlogPostingInput = {
  headline: string
  /** Absolute URL of the article. */
  url: string
  datePublished: string
  dateModified?: string | null
  image?: string | null
  description?: string | null
  inLanguage: Locale
  author: { name: string; url?: string | null }
  publisher: { name: string; url: string; logo?: string | null }
  articleSection?: string | null
}

export function blogPosting(input: BlogPostingInput): JsonLdData {
  return compact({
    '@context': context,
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    headline: input.headline,
    url: input.url,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    image: input.image ?? undefined,
    description: input.description ?? undefined,
    inLanguage: input.inLanguage,
    articleSection: input.articleSection ?? undefined,
    author: compact({ '@type': 'Person', name: input.author.name, url: input.author.url ?? undefined }),
    publisher: compact({
      '@type': 'Organization',
      name: input.publisher.name,
      url: input.publisher.url,
      logo: input.publisher.logo ? { '@type': 'ImageObject', url: input.publisher.logo } : undefined,
    }),
  })
}

/** Items in order, home first; `url` absolute. The last item (current page) may omit its URL. */
export function breadcrumbList(items: { name: string; url?: string | null }[]): JsonLdData {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) =>
      compact({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url ?? undefined }),
    ),
  }
}
