import type { Field, Plugin } from 'payload'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { isAdmin, isStaff } from '@/access'
import { revalidateCollectionHooks } from '@/server/revalidate'

/** '/old-path', whatever staff typed ('old-path/', ' /Old-Path '); query and hash are kept as typed. */
export function normalizeRedirectFrom(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  if (!trimmed) return trimmed
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash
}

function withFromNormalized(fields: Field[]): Field[] {
  return fields.map((field) =>
    'name' in field && field.name === 'from'
      ? ({
          ...field,
          label: { es: 'Desde (dirección antigua)', en: 'From (old address)' },
          admin: {
            description: {
              es: 'La dirección que ya no existe, p. ej. /campana-2026 o /en/old-page. Responde 301 hacia el destino.',
              en: 'The address that no longer exists, e.g. /campana-2026 or /en/old-page. It answers 301 to the target.',
            },
          },
          hooks: { beforeValidate: [({ value }: { value?: unknown }) => normalizeRedirectFrom(value)] },
        } as Field)
      : field,
  )
}

/**
 * Payload's own plugins for the CMS pages: per-page title, description and share image (SEO, in
 * both languages), and the redirects collection, which the pages' hook fills when a published
 * path changes and staff can fill by hand. The public site reads redirects on the server through
 * the Local API; over REST only staff read them, and only admins change them.
 */
export function pagePlugins(): Plugin[] {
  return [
    seoPlugin({ collections: ['pages'], uploadsCollection: 'media', tabbedUI: true }),
    redirectsPlugin({
      collections: ['pages', 'posts'],
      overrides: {
        labels: { singular: { es: 'Redirección', en: 'Redirect' }, plural: { es: 'Redirecciones', en: 'Redirects' } },
        access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
        hooks: revalidateCollectionHooks('redirects'),
        admin: { defaultColumns: ['from', 'to.type', 'updatedAt'] },
        fields: ({ defaultFields }) => withFromNormalized(defaultFields),
      },
    }),
  ]
}
