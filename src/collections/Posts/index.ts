import type { CollectionConfig } from 'payload'
import { isAdmin, publishedOrStaff } from '@/access'
import { revalidatePostAfterChange, revalidatePostAfterDelete } from './hooks'
import { leavePostRedirects, rememberPublishedSlugs } from './redirects'
import { slugField } from '../fields'
import { rememberPublicState } from '../publication'

/**
 * Blog posts, written in both languages (title, slug, body and image alt per language).
 * `sections` is the article's index: each entry's anchor is given to the body's h2 heading
 * in the same position, in either language, so one anchor serves both translations.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: { es: 'Artículo', en: 'Post' }, plural: { es: 'Artículos', en: 'Posts' } },
  // Agents read drafts too (they answer callers about articles); only admins write.
  access: { read: publishedOrStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Refresh the public pages on publish and unpublish only, never for a draft save (./hooks.ts);
  // a published slug that changes leaves a redirect from its old address (./redirects.ts).
  hooks: {
    beforeChange: [rememberPublishedSlugs, rememberPublicState('posts')],
    afterChange: [leavePostRedirects, revalidatePostAfterChange],
    afterDelete: [revalidatePostAfterDelete],
  },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', 'featured', '_status'],
  },
  fields: [
    { name: 'title', label: { es: 'Título', en: 'Title' }, type: 'text', required: true, localized: true },
    slugField('title'),
    {
      name: 'publishedAt',
      label: { es: 'Fecha de publicación', en: 'Published on' },
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'category',
      label: { es: 'Categoría', en: 'Category' },
      type: 'relationship',
      relationTo: 'categories',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'featured',
      label: { es: 'Destacado', en: 'Featured' },
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          es: 'Se muestra en el carrusel del blog de la página de inicio.',
          en: 'Shown in the blog slider of the home page.',
        },
      },
    },
    {
      name: 'mainImage',
      label: { es: 'Imagen principal', en: 'Main image' },
      type: 'upload',
      relationTo: 'media',
      required: true,
    },
    {
      name: 'mainImageAlt',
      type: 'text',
      localized: true,
      required: true,
      label: { es: 'Texto alternativo de la imagen principal', en: 'Main image alt text' },
    },
    {
      name: 'sections',
      type: 'array',
      label: { es: 'Índice de secciones', en: 'Section index' },
      admin: {
        description: {
          es: 'Una entrada por cada encabezado h2 del texto, en orden.',
          en: 'One entry per h2 heading of the body, in order.',
        },
      },
      fields: [
        { name: 'title', label: { es: 'Título', en: 'Title' }, type: 'text', required: true, localized: true },
        { name: 'anchor', label: { es: 'Ancla', en: 'Anchor' }, type: 'text', required: true },
      ],
    },
    { name: 'body', label: { es: 'Texto', en: 'Text' }, type: 'richText', required: true, localized: true },
  ],
}
