import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access'
import { locales } from '@/i18n/locales'

/**
 * The dated record of what the public site showed (issue 24, item 4): one row each time a CMS page
 * (in one language) or a text group (in one language) went live, with the version, its words as
 * they were shown (`content`), when it went live and when it was replaced or taken down. Written
 * only by the pages' and text groups' hooks (src/features/publication-record); admins read it, and
 * the dated snapshots are drawn from it. The words are kept here, not only in Payload's versions,
 * because deleting a page deletes its versions, and the firm must still show what it advertised.
 */
export const Publications: CollectionConfig = {
  slug: 'publications',
  labels: {
    singular: { es: 'Publicación', en: 'Publication' },
    plural: { es: 'Registro de publicaciones', en: 'Publication record' },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-liveFrom',
  disableDuplicate: true,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'locale', 'path', 'liveFrom', 'liveUntil'],
    // Any public page as it was on a day, downloaded from here (GET /api/snapshot).
    components: { beforeList: ['@/features/publication-record/admin/SnapshotControls#PublicationsSnapshot'] },
    description: {
      es: 'Qué estuvo publicado y cuándo: cada versión de cada página y de cada grupo de textos, desde que salió hasta que se reemplazó o se retiró. No se puede cambiar. Para descargar una página como estaba un día, use «Copia fechada de una página» aquí arriba.',
      en: 'What was published and when: each version of each page and text group, from when it went live until it was replaced or withdrawn. It cannot be changed. To download a page as it was on a day, use "Dated snapshot of a page" above.',
    },
  },
  fields: [
    // 'pages:<id>' for a CMS page, the global's slug ('texts-home') for a text group.
    {
      name: 'subject',
      label: { es: 'Qué', en: 'Subject' },
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'locale',
      label: { es: 'Idioma', en: 'Language' },
      type: 'select',
      required: true,
      options: [...locales],
      admin: { readOnly: true },
    },
    { name: 'version', label: { es: 'Versión', en: 'Version' }, type: 'text', required: true, admin: { readOnly: true } },
    { name: 'title', label: { es: 'Título', en: 'Title' }, type: 'text', admin: { readOnly: true } },
    { name: 'path', label: { es: 'Dirección', en: 'Address' }, type: 'text', admin: { readOnly: true } },
    {
      name: 'liveFrom',
      label: { es: 'Publicada desde', en: 'Live from' },
      type: 'date',
      required: true,
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'liveUntil',
      label: { es: 'Hasta', en: 'Until' },
      type: 'date',
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'content', label: { es: 'Contenido', en: 'Content' }, type: 'json', required: true, admin: { readOnly: true } },
  ],
}
