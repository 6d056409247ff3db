import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from './locales'
import { pathnames } from './routes'

/**
 * Spanish at the root, English under /en, paths translated by the one route table (./routes.ts).
 * No redirects based on cookies or Accept-Language: a Spanish visitor who follows a Spanish link
 * stays in Spanish. We emit hreflang ourselves because next-intl's Link header does not know
 * translated slugs of blog posts.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
  pathnames,
})
