import type { GlobalConfig } from 'payload'
import { isAdmin, isStaff } from '@/access'
import { contentTags } from '@/features/content/tags'
import { messages } from '@/messages'
import { revalidateTags } from '@/server/revalidate'
import { contentOf, fieldsFor } from './fields'
import { TEXT_NAMESPACES, TEXTS_ADMIN_GROUP } from './namespaces'

/**
 * One global per content namespace, under "Textos del sitio" in the admin: Spanish and English of
 * each text side by side through Payload's locale switch. Staff read them; admins change them
 * (as the CMS pages). The site reads them through the Local API (./texts.server.ts), so the REST
 * API shows them to staff only. A change refreshes the pages by the namespace's cache tag.
 */
export const textGlobals: GlobalConfig[] = TEXT_NAMESPACES.map(({ namespace, slug, label, ...rest }) => ({
  slug,
  label,
  admin: {
    group: TEXTS_ADMIN_GROUP,
    description: {
      es: 'Textos de estas páginas en español e inglés (cambie de idioma arriba). Un campo en blanco muestra el texto original.',
      en: 'Texts of these pages in Spanish and English (switch language above). A blank field shows the original text.',
    },
  },
  access: { read: isStaff, update: isAdmin },
  hooks: {
    afterChange: [
      async ({ doc, req }) => {
        await revalidateTags([contentTags.texts(namespace)], req.context)
        return doc
      },
    ],
  },
  fields: fieldsFor(contentOf(messages.es[namespace], 'omit' in rest ? rest.omit : [])),
}))
