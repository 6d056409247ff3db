/**
 * Which message namespaces are the firm's content, edited in the admin (one Payload global each),
 * and which stay UI words in src/messages (buttons, form labels and errors, menus, routes, the error
 * page, the article and profile chrome). The JSON files stay the shape and the fallback of every
 * text here: a field left blank in the CMS shows the file's text (./overlay.ts).
 *
 * Pure (no Next, no Payload runtime): the globals, the migrations' seed and the request config read it.
 */
import type { StaticPathname } from '@/i18n/routes'

export type TextNamespace = {
  /** Key in `Messages` (src/messages/index.ts). */
  namespace: 'home' | 'services' | 'visas' | 'team' | 'contact' | 'legal' | 'landing' | 'pages' | 'reviews' | 'blog' | 'safety'
  /** Payload global slug (and, in snake case, its table). */
  slug: string
  label: { es: string; en: string }
  /** Top-level keys of the namespace that are UI words, not content: they stay in the files only. */
  omit?: readonly string[]
  /** Groups (key paths) whose button gets a `link` field: where it leads in each language; blank keeps the route table's page. */
  links?: readonly string[]
  /** The page the admin's live preview opens (a route of the table; `show`: the show's page at its slug). */
  preview: StaticPathname | 'show'
}

export const TEXT_NAMESPACES = [
  {
    namespace: 'home',
    slug: 'texts-home',
    label: { es: 'Inicio', en: 'Home' },
    omit: ['carousel'],
    links: ['hero.experience', 'hero.vawa', 'hero.t', 'hero.u'],
    preview: '/',
  },
  {
    namespace: 'services',
    slug: 'texts-services',
    label: { es: 'Servicios y abogado de inmigración', en: 'Services and immigration lawyer' },
    preview: '/services',
  },
  {
    namespace: 'visas',
    slug: 'texts-visas',
    label: { es: 'Visas humanitarias, VAWA, T, U y K-1', en: 'Humanitarian visas, VAWA, T, U and K-1' },
    preview: '/humanitarian-visa',
  },
  {
    namespace: 'team',
    slug: 'texts-team',
    label: { es: 'Equipo y nosotros', en: 'Team and about us' },
    omit: ['profile'],
    preview: '/about-us',
  },
  { namespace: 'contact', slug: 'texts-contact', label: { es: 'Contacto', en: 'Contact' }, preview: '/contact' },
  {
    namespace: 'legal',
    slug: 'texts-legal',
    label: { es: 'Términos, privacidad y mapa del sitio', en: 'Terms, privacy and sitemap' },
    preview: '/terms-and-conditions',
  },
  {
    namespace: 'landing',
    slug: 'texts-landing',
    label: { es: 'Páginas de campaña y de gracias', en: 'Landing and thank-you pages' },
    preview: '/landing/parole',
  },
  { namespace: 'pages', slug: 'texts-show', label: { es: 'Programa en vivo', en: 'Live show' }, preview: 'show' },
  {
    namespace: 'reviews',
    slug: 'texts-reviews',
    label: { es: 'Testimonios y transmisiones', en: 'Testimonials and lives' },
    preview: '/reviews',
  },
  {
    namespace: 'blog',
    slug: 'texts-blog',
    label: { es: 'Blog (portada y categorías)', en: 'Blog (index and categories)' },
    preview: '/blog',
    omit: ['article'],
  },
  {
    namespace: 'safety',
    slug: 'texts-safety',
    label: { es: 'Salida rápida y aviso de seguridad', en: 'Quick exit and safety notice' },
    preview: '/humanitarian-visa/vawa-visa',
  },
] as const satisfies readonly TextNamespace[]

export type TextNamespaceName = (typeof TEXT_NAMESPACES)[number]['namespace']
export type TextGlobalSlug = (typeof TEXT_NAMESPACES)[number]['slug']

/** The admin group the text globals are listed under. */
export const TEXTS_ADMIN_GROUP = { es: 'Textos del sitio', en: 'Site texts' }

/** JSON keys Payload reserves (an array row's own `id`): stored under another field name. */
const RENAMED: Record<string, string> = { id: 'anchor' }
export const fieldNameOf = (key: string): string => RENAMED[key] ?? key
