import type { CollectionConfig } from 'payload'
import { isAdmin, publishedOrStaff } from '@/access'
import { revalidatePostAfterChange, revalidatePostAfterDelete } from './hooks'
import { slugField } from '../fields'

/**
 * Blog posts, written in both languages (title, slug, body and image alt per language).
 * `sections` is the article's index: each entry's anchor is given to the body's h2 heading
 * in the same position, in either language, so one anchor serves both translations.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  // Agents read drafts too (they answer callers about articles); only admins write.
  access: { read: publishedOrStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  // Refresh the public pages on publish and unpublish only, never for a draft save (./hooks.ts).
  hooks: { afterChange: [revalidatePostAfterChange], afterDelete: [revalidatePostAfterDelete] },
  versions: { drafts: true, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', 'featured', '_status'],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('title'),
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'category', type: 'relationship', relationTo: 'categories', index: true, admin: { position: 'sidebar' } },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Shown in the blog slider of the home page.' },
    },
    { name: 'mainImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'mainImageAlt', type: 'text', localized: true, required: true, label: 'Main image alt text' },
    {
      name: 'sections',
      type: 'array',
      label: 'Section index',
      admin: { description: 'One entry per h2 heading of the body, in order.' },
      fields: [
        { name: 'title', type: 'text', required: true, localized: true },
        { name: 'anchor', type: 'text', required: true },
      ],
    },
    { name: 'body', type: 'richText', required: true, localized: true },
  ],
}
