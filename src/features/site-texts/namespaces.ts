/**
 * Which message namespaces are the firm's content, edited in the admin (one Payload global each),
 * and which stay UI words in src/messages (buttons, form labels and errors, menus, routes, the error
 * page, the article and profile chrome). The JSON files stay the shape and the fallback of every
 * text here: a field left blank in the CMS shows the file's text (./overlay.ts).
 *
 * Pure (no Next, no Payload runtime): the globals, the migrations' seed and the request config read it.
 */
export type TextNamespace = {
  /** Key in `Messages` (src/messages/index.ts). */
  namespace: 'home' | 'services' | 'visas' | 'team' | 'contact' | 'legal' | 'landing' | 'pages' | 'reviews' | 'blog'
  /** Payload global slug (and, in snake case, its table). */
  slug: string
  label: { es: string; en: string }
  /** Top-level keys of the namespace that are UI words, not content: they stay in the files only. */
  omit?: readonly string[]
}

export const TEXT_NAMESPACES = [
  { namespace: 'home', slug: 'texts-home', label: { es: 'Inicio', en: 'Home' }, omit: ['carousel'] },
  {
    namespace: 'services',
    slug: 'texts-services',
    label: { es: 'Servicios y abogado de inmigración', en: 'Services and immigration lawyer' },
  },
  {
    namespace: 'visas',
    slug: 'texts-visas',
    label: { es: 'Visas humanitarias, VAWA, T, U y K-1', en: 'Humanitarian visas, VAWA, T, U and K-1' },
  },
  { namespace: 'team', slug: 'texts-team', label: { es: 'Equipo y nosotros', en: 'Team and about us' }, omit: ['profile'] },
  { namespace: 'contact', slug: 'texts-contact', label: { es: 'Contacto', en: 'Contact' } },
  {
    namespace: 'legal',
    slug: 'texts-legal',
    label: { es: 'Términos, privacidad y mapa del sitio', en: 'Terms, privacy and sitemap' },
  },
  {
    namespace: 'landing',
    slug: 'texts-landing',
    label: { es: 'Páginas de campaña y de gracias', en: 'Landing and thank-you pages' },
  },
  { namespace: 'pages', slug: 'texts-show', label: { es: 'Programa en vivo', en: 'Live show' } },
  { namespace: 'reviews', slug: 'texts-reviews', label: { es: 'Testimonios y transmisiones', en: 'Testimonials and lives' } },
  {
    namespace: 'blog',
    slug: 'texts-blog',
    label: { es: 'Blog (portada y categorías)', en: 'Blog (index and categories)' },
    omit: ['article'],
  },
] as const satisfies readonly TextNamespace[]

export type TextNamespaceName = (typeof TEXT_NAMESPACES)[number]['namespace']
export type TextGlobalSlug = (typeof TEXT_NAMESPACES)[number]['slug']

/** The admin group the text globals are listed under. */
export const TEXTS_ADMIN_GROUP = { es: 'Textos del sitio', en: 'Site texts' }

/** JSON keys Payload reserves (an array row's own `id`): stored under another field name. */
const RENAMED: Record<string, string> = { id: 'anchor' }
export const fieldNameOf = (key: string): string => RENAMED[key] ?? key
