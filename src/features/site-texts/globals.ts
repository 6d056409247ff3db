import type { GlobalConfig } from 'payload'
import { isAdmin, isStaff } from '@/access'
import { editedByField } from '@/collections/fields'
import { changeIsPublic, rememberPublicState } from '@/collections/publication'
import { contentTags } from '@/features/content/tags'
import { previewBreakpoints, previewHref } from '@/features/pages/preview-path'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routes'
import { messages } from '@/messages'
import { revalidateTags } from '@/server/revalidate'
import { recordTextGroup } from '@/features/publication-record/record'
import type { Payload } from 'payload'
import { contentOf, fieldsFor, withButtonLinks } from './fields'
import { TEXT_NAMESPACES, TEXTS_ADMIN_GROUP, type TextNamespace } from './namespaces'

/** The public path of the page the live preview opens for a group, from the route table (the show: at its slug in site settings). */
async function previewPath(page: TextNamespace['preview'], locale: Locale, payload: Payload): Promise<string | null> {
  if (page !== 'show') return localizedPath(page, locale)
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const slug = settings.show?.slug
  return slug ? localizedPath('/[...rest]', locale, { rest: [slug] }) : null
}

/**
 * One global per content namespace, under "Textos del sitio" in the admin: Spanish and English of
 * each text side by side through Payload's locale switch. Staff read them and their history;
 * admins change them (as the CMS pages). Drafts with autosave, live preview on the page that
 * shows the group, scheduled publish and unpublish (the pages' jobs queue: src/features/pages/
 * jobs.ts), every version kept with who saved it. The site reads the published texts through the
 * Local API (./texts.server.ts); a publish or unpublish refreshes the pages by the group's tag.
 */
export const textGlobals: GlobalConfig[] = TEXT_NAMESPACES.map(({ namespace, slug, label, preview, ...rest }) => {
  const previewUrl = async (locale: string | undefined, payload: Payload): Promise<string | null> => {
    const path = await previewPath(preview, isLocale(locale) ? locale : 'es', payload)
    return path ? previewHref(path) : null
  }
  return {
    slug,
    label,
    admin: {
      group: TEXTS_ADMIN_GROUP,
      description: {
        es: 'Textos de estas páginas en español e inglés (cambie de idioma arriba). Un campo en blanco muestra el texto original. Los cambios se guardan como borrador hasta publicarlos.',
        en: 'Texts of these pages in Spanish and English (switch language above). A blank field shows the original text. Changes stay a draft until published.',
      },
      livePreview: { url: ({ locale, req }) => previewUrl(locale?.code, req.payload), breakpoints: previewBreakpoints },
      preview: (_doc, { locale, req }) => previewUrl(locale, req.payload),
    },
    access: { read: isStaff, readVersions: isStaff, update: isAdmin },
    versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, max: 0 },
    hooks: {
      beforeChange: [rememberPublicState({ global: slug })],
      afterChange: [
        async ({ doc, previousDoc, req }) => {
          // A restore hands this hook the new version record, not the global (Payload 3.90): its flag tells.
          if (req.context.isRestoringVersion || (await changeIsPublic(doc, previousDoc, req, { global: slug }))) {
            await revalidateTags([contentTags.texts(namespace)], req.context)
            // The dated record (src/features/publication-record): off only in the migrations that ran before its table.
            if (!req.context.disablePublicationRecord) await recordTextGroup(slug, label.es, req)
          }
          return doc
        },
      ],
    },
    fields: [
      ...withButtonLinks(
        fieldsFor(contentOf(messages.es[namespace], 'omit' in rest ? rest.omit : [])),
        'links' in rest ? rest.links : [],
      ),
      editedByField,
    ],
  }
})
