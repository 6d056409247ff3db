import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, publishedOrStaff } from '@/access'
import { isLocale } from '@/i18n/locales'
import { afterPageChange, afterPageDelete, recordPagePublication, rememberPublishedPaths } from './hooks'
import { editedByField, problemValidation } from '../fields'
import { rememberPublicState } from '../publication'
import { previewBreakpoints, previewHref } from '@/features/pages/preview-path'
import { checkFormLanguages, pageBlocks } from './blocks'
import { normalizePagePath, pagePathProblem, publicPagePath } from './path'

const pathProblemText = {
  format: {
    es: 'Use minúsculas sin acentos, números y guiones, separados por «/» (p. ej. /campana-verano).',
    en: 'Use lowercase letters without accents, digits and hyphens, separated by "/" (e.g. /summer-campaign).',
  },
  taken: {
    es: 'Esa dirección ya es de otra página del sitio.',
    en: 'That address belongs to another page of the site.',
  },
} as const

const validatePath = problemValidation(pagePathProblem, pathProblemText)

/** Where the live preview and the preview button open the page: the preview route signs staff into draft mode. */
function previewUrl(path: unknown, locale: string | undefined): string | null {
  const lang = isLocale(locale) ? locale : 'es'
  if (typeof path !== 'string' || !path) return null
  return previewHref(publicPagePath(path, lang))
}

/**
 * Pages staff build in the admin from blocks (campaign landings first), at a path they choose in
 * each language (src/collections/Pages/path.ts), served by the route table's catch-all. A page
 * exists in a language when it has a path there; each language has its own blocks. Drafts with
 * autosave (the live preview follows every keystroke), scheduled publish and unpublish (Payload's
 * jobs: src/features/pages/jobs.ts), every version kept (a firm keeps its advertising as it ran).
 * Agents read pages and their history; admins change them.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { es: 'Página', en: 'Page' }, plural: { es: 'Páginas', en: 'Pages' } },
  access: { read: publishedOrStaff, readVersions: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeValidate: [checkFormLanguages],
    beforeChange: [rememberPublishedPaths, rememberPublicState('pages')],
    afterChange: [afterPageChange, recordPagePublication],
    afterDelete: [afterPageDelete],
  },
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 0 },
  defaultSort: '-updatedAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    livePreview: {
      url: ({ data, locale }) => previewUrl(data?.path, locale?.code),
      breakpoints: previewBreakpoints,
    },
    preview: (data, { locale }) => previewUrl(data?.path, locale),
  },
  fields: [
    { name: 'title', label: { es: 'Título', en: 'Title' }, type: 'text', required: true, localized: true },
    {
      name: 'path',
      label: { es: 'Dirección (URL)', en: 'Address (URL)' },
      type: 'text',
      localized: true,
      index: true,
      unique: true,
      validate: validatePath,
      hooks: { beforeValidate: [({ value, req }) => normalizePagePath(value, isLocale(req.locale) ? req.locale : 'es')] },
      admin: {
        position: 'sidebar',
        description: {
          es: 'P. ej. /campana-verano. En inglés se publica bajo /en. Sin dirección en un idioma, la página no existe en ese idioma. Al cambiarla, la dirección anterior redirige aquí.',
          en: 'E.g. /summer-campaign. In English it is published under /en. Without an address in a language, the page does not exist in that language. When changed, the old address redirects here.',
        },
      },
    },
    {
      name: 'noindex',
      label: { es: 'Ocultar a buscadores', en: 'Hide from search engines' },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description: {
          es: 'Las páginas de campaña no salen en Google ni en el mapa del sitio. Desmárquelo para que aparezca.',
          en: 'Campaign pages stay out of Google and the sitemap. Untick to list the page.',
        },
      },
    },
    {
      name: 'sensitive',
      label: { es: 'Página sensible (víctimas)', en: 'Sensitive page (survivors)' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: {
          es: 'Muestra «Salir rápido» y el aviso de seguridad, como en las páginas VAWA, T y U. Una página con un formulario que pregunta la situación ya los muestra.',
          en: 'Shows "Exit quickly" and the safety notice, as on the VAWA, T and U pages. A page with a form that asks the situation already shows them.',
        },
      },
    },
    editedByField,
    // The page as it was on a day, for admins (src/features/publication-record/admin).
    {
      name: 'snapshot',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/features/publication-record/admin/SnapshotControls#PageSnapshotField' },
      },
    },
    {
      name: 'layout',
      label: { es: 'Contenido', en: 'Content' },
      type: 'blocks',
      localized: true,
      minRows: 1,
      required: true,
      blocks: pageBlocks,
    },
  ],
}
