import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access'
import { locales } from '@/i18n/locales'

/**
 * What a visitor was served at a public address right after something on it was published or taken
 * down: the HTML exactly as this server answered a plain GET, with its status, written by the
 * capture job (src/features/publication-record/capture.ts). The dated snapshots read it back as
 * stored (src/app/api/snapshot). Admins read, nobody writes.
 */
export const Snapshots: CollectionConfig = {
  slug: 'snapshots',
  labels: {
    singular: { es: 'Copia publicada', en: 'Published capture' },
    plural: { es: 'Copias publicadas', en: 'Published captures' },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-capturedAt',
  disableDuplicate: true,
  admin: {
    useAsTitle: 'path',
    defaultColumns: ['path', 'locale', 'status', 'capturedAt'],
    description: {
      es: 'La página tal como se servía a los visitantes justo después de cada publicación. No se puede cambiar.',
      en: 'Each page as visitors were served it right after each publication. It cannot be changed.',
    },
  },
  fields: [
    {
      name: 'path',
      label: { es: 'Dirección', en: 'Address' },
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
    {
      name: 'capturedAt',
      label: { es: 'Copiada el', en: 'Captured at' },
      type: 'date',
      required: true,
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // The HTTP status served: 200, or 404/308 once the address showed nothing (an unpublished page).
    { name: 'status', label: { es: 'Respuesta', en: 'Status' }, type: 'number', required: true, admin: { readOnly: true } },
    // What was published that made the capture: the publication record's subject.
    { name: 'subject', label: { es: 'Qué', en: 'Subject' }, type: 'text', admin: { readOnly: true } },
    { name: 'html', label: 'HTML', type: 'textarea', required: true, admin: { readOnly: true, hidden: true } },
  ],
}
