import type { Field, TextField, TextFieldSingleValidation } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { slugify } from '@/lib/slugify'
import { isStaffField } from '@/access'

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

/**
 * Who saved this version of a page or a text group, as "Name <email>": kept in every version, so
 * the history says who changed what and when, and still says it after the account is gone. Set
 * from the signed-in user on every save (a value sent by the client is overwritten); a scheduled
 * publish, which has no user, keeps the name of whoever saved the draft it publishes. Staff read it;
 * anyone else (the public REST and GraphQL reads of pages and texts) gets no staff names or sign-in
 * addresses.
 */
export const editedByField: TextField = {
  name: 'editedBy',
  label: { es: 'Último cambio por', en: 'Last changed by' },
  type: 'text',
  access: { read: isStaffField },
  admin: { position: 'sidebar', readOnly: true },
  hooks: {
    beforeChange: [
      ({ req, value }) => {
        const user = req.user as { name?: unknown; email?: unknown } | null | undefined
        if (!user || typeof user.email !== 'string') return value
        return typeof user.name === 'string' && user.name ? `${user.name} <${user.email}>` : user.email
      },
    ],
  },
}

/**
 * A localized text field's validation from a rule that names what is wrong with a value in the
 * language being edited, answered in the admin's language.
 */
export function problemValidation<P extends string>(
  problemOf: (value: string, locale: Locale) => P | null,
  texts: Record<P, { es: string; en: string }>,
): TextFieldSingleValidation {
  return (value, { req }) => {
    if (!value) return true
    const problem = problemOf(value, isLocale(req.locale) ? req.locale : 'es')
    return problem ? texts[problem][req.i18n?.language === 'en' ? 'en' : 'es'] : true
  }
}
