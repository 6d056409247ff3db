/**
 * schema.org `Person` data of an attorney profile, and the safe way to put it in a script tag.
 * Pure: the page passes in absolute URLs and plain values.
 */
export type AttorneyJsonLdInput = {
  name: string
  role?: string | null
  summary?: string | null
  /** Absolute URL of the photo. */
  image?: string | null
  /** Absolute URL of this profile in the current language. */
  url: string
  languages?: readonly string[] | null
  practiceAreas?: readonly string[] | null
  associations?: readonly string[] | null
  socials?: ReadonlyArray<{ url: string }> | null
  firm: { name: string; url: string; telephone?: string | null; email?: string | null }
}

const clean = (values: readonly string[] | null | undefined): string[] =>
  (values ?? []).map((v) => v.trim()).filter((v) => v.length > 0)

export function attorneyJsonLd(input: AttorneyJsonLdInput): Record<string, unknown> {
  const languages = clean(input.languages)
  const areas = clean(input.practiceAreas)
  const associations = clean(input.associations)
  const sameAs = clean((input.socials ?? []).map((s) => s.url)).filter((u) => /^https?:\/\//i.test(u))
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: input.name,
    url: input.url,
    worksFor: {
      '@type': 'LegalService',
      name: input.firm.name,
      url: input.firm.url,
      ...(input.firm.telephone ? { telephone: input.firm.telephone } : {}),
      ...(input.firm.email ? { email: input.firm.email } : {}),
    },
  }
  if (input.role) data.jobTitle = input.role
  if (input.summary) data.description = input.summary
  if (input.image) data.image = input.image
  if (languages.length) data.knowsLanguage = languages
  if (areas.length) data.knowsAbout = areas
  if (associations.length) data.memberOf = associations.map((name) => ({ '@type': 'Organization', name }))
  if (sameAs.length) data.sameAs = sameAs
  return data
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so text from the CMS can never
 * close the script element, and U+2028/U+2029 so old parsers do not choke.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** An absolute URL for a path or URL (media URLs from the CMS are usually site-relative). */
export function absoluteUrl(pathOrUrl: string, base: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${base.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`
}
