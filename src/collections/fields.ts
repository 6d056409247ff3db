import type { Field, TextField } from 'payload'
import { slugify } from '@/lib/slugify'

/**
 * A localized URL slug: filled from `from` when left empty, always normalized, so
 * /blog/{url_es} and /en/blog/{url_en} are plain ASCII paths.
 */
export function slugField(from: string): TextField {
  return {
    name: 'slug',
    label: { es: 'Slug (URL)', en: 'Slug (URL)' },
    type: 'text',
    localized: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: {
        es: 'Segmento de la URL; se genera del título si se deja vacío.',
        en: 'URL segment; generated from the title when empty.',
      },
    },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          const source = typeof value === 'string' && value.trim() ? value : siblingData?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
  }
}

export const sortOrderField: Field = {
  name: 'sortOrder',
  label: { es: 'Orden', en: 'Order' },
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: { es: 'Los números menores van primero.', en: 'Lower numbers come first.' } },
}
