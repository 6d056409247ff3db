import { ValidationError, type Block, type CollectionBeforeValidateHook, type Field } from 'payload'
import { formSpeaks, formTable, isPageFormName, pageFormNames, type PageFormName } from '@/features/leads/enquiry/variants'
import { isLocale, locales, type Locale } from '@/i18n/locales'

/**
 * The blocks staff compose a CMS page from (campaign landings first). Each is drawn by a server
 * component in src/components/sections/cms-page/blocks: no block adds JavaScript to the page but the enquiry
 * form, which loads its code as every form of the site does (DeferredForm). Field names are short
 * on purpose: PostgreSQL identifiers (the versions' block tables) stop at 63 characters.
 */

const heading = (description?: { es: string; en: string }) =>
  ({
    name: 'heading',
    label: { es: 'Título', en: 'Heading' },
    type: 'text',
    ...(description ? { admin: { description } } : {}),
  }) as const

/** A block's list of entries (benefits, questions), one at least. */
const entries = (label: { es: string; en: string }, maxRows: number, fields: Field[]): Field => ({
  name: 'items',
  label,
  type: 'array',
  minRows: 1,
  maxRows,
  required: true,
  fields,
})

/** An upload from the media library, offering only files of one kind (`video/`, `image/`). */
const mediaOf = (
  kind: 'video/' | 'image/',
  field: { name: string; label: { es: string; en: string }; required?: true },
): Field => ({
  ...field,
  type: 'upload',
  relationTo: 'media',
  filterOptions: { mimeType: { like: kind } },
})

const Banner: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  labels: { singular: { es: 'Portada', en: 'Banner' }, plural: { es: 'Portadas', en: 'Banners' } },
  fields: [
    { name: 'eyebrow', label: { es: 'Antetítulo', en: 'Eyebrow' }, type: 'text' },
    {
      name: 'heading',
      label: { es: 'Título', en: 'Heading' },
      type: 'text',
      required: true,
      admin: {
        description: {
          es: 'La primera portada de la página es su título principal (h1).',
          en: 'The first banner of the page is its main heading (h1).',
        },
      },
    },
    { name: 'text', label: { es: 'Texto', en: 'Text' }, type: 'textarea' },
    { name: 'image', label: { es: 'Imagen', en: 'Image' }, type: 'upload', relationTo: 'media' },
    {
      name: 'cta',
      label: { es: 'Botón hacia el formulario', en: 'Button to the form' },
      type: 'text',
      admin: {
        description: {
          es: 'Texto del botón que lleva al formulario de la página; vacío, sin botón.',
          en: "Label of a button that scrolls to the page's form; empty, no button.",
        },
      },
    },
  ],
}

const Text: Block = {
  slug: 'text',
  interfaceName: 'TextBlock',
  labels: { singular: { es: 'Texto', en: 'Text' }, plural: { es: 'Textos', en: 'Texts' } },
  fields: [{ name: 'body', label: { es: 'Texto', en: 'Text' }, type: 'richText', required: true }],
}

const Benefits: Block = {
  slug: 'benefits',
  interfaceName: 'BenefitsBlock',
  labels: {
    singular: { es: 'Lista de beneficios', en: 'List of benefits' },
    plural: { es: 'Listas de beneficios', en: 'Lists of benefits' },
  },
  fields: [
    heading(),
    entries({ es: 'Beneficios', en: 'Benefits' }, 12, [
      { name: 'text', label: { es: 'Texto', en: 'Text' }, type: 'text', required: true },
    ]),
  ],
}

const Video: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: { es: 'Video', en: 'Video' }, plural: { es: 'Videos', en: 'Videos' } },
  fields: [
    heading(),
    mediaOf('video/', { name: 'video', label: { es: 'Video (MP4 o WebM)', en: 'Video (MP4 or WebM)' }, required: true }),
    mediaOf('image/', { name: 'poster', label: { es: 'Imagen de portada', en: 'Poster' } }),
    {
      name: 'label',
      label: { es: 'Descripción del video', en: 'What the video shows' },
      type: 'text',
      required: true,
      admin: { description: { es: 'Para lectores de pantalla.', en: 'For screen readers.' } },
    },
  ],
}

const Testimonials: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: { es: 'Testimonios', en: 'Testimonials' }, plural: { es: 'Testimonios', en: 'Testimonials' } },
  fields: [
    heading(),
    {
      name: 'items',
      label: { es: 'Testimonios', en: 'Testimonials' },
      type: 'relationship',
      relationTo: 'testimonials',
      hasMany: true,
      required: true,
      maxRows: 12,
    },
  ],
}

const Faq: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: { es: 'Preguntas frecuentes', en: 'FAQ' }, plural: { es: 'Preguntas frecuentes', en: 'FAQs' } },
  fields: [
    heading(),
    entries({ es: 'Preguntas', en: 'Questions' }, 30, [
      { name: 'question', label: { es: 'Pregunta', en: 'Question' }, type: 'text', required: true },
      { name: 'answer', label: { es: 'Respuesta', en: 'Answer' }, type: 'textarea', required: true },
    ]),
  ],
}

/** A new form block's form: the video landing's in Spanish (it exists in Spanish only), the general form in English. */
const defaultForm = { es: 'video-landing', en: 'general' } as const satisfies Record<Locale, PageFormName>

const EnquiryForm: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: { es: 'Formulario de consulta', en: 'Enquiry form' }, plural: { es: 'Formularios', en: 'Forms' } },
  fields: [
    heading(),
    {
      name: 'form',
      label: { es: 'Formulario', en: 'Form' },
      type: 'select',
      required: true,
      // The layout is localized: each language's blocks pick among that language's forms only.
      defaultValue: ({ locale }) => defaultForm[isLocale(locale) ? locale : 'es'],
      // The variant table is the one list of forms (src/features/leads/enquiry/variants).
      options: pageFormNames.map((name) => ({ label: `${name}: ${formTable[name].about}`, value: name })),
      // Offered in the admin and checked on publish (Payload's select validation applies it): a
      // form without a variant in the page's language (the Spanish ad landings on an English page)
      // would show the other language's consent text. CmsPage's form block renders none either.
      filterOptions: ({ options, req: { locale } }) =>
        isLocale(locale)
          ? options.filter((option) => {
              const value = typeof option === 'string' ? option : option.value
              return isPageFormName(value) && formSpeaks(value, locale)
            })
          : options,
    },
    {
      name: 'section',
      label: { es: 'Etiqueta (seccion)', en: 'Label (seccion)' },
      type: 'text',
      required: true,
      maxLength: 120,
      admin: {
        description: {
          es: 'Los prospectos de este formulario llevan esta etiqueta y aparecen con ella en el panel de campañas (p. ej. «Campaña Verano 2027»). Con el formulario de video, ?seccion=X en el enlace la completa.',
          en: 'Leads from this form carry this label and appear by it on the campaign dashboard (e.g. "Summer 2027 Campaign"). With the video form, ?seccion=X on the link completes it.',
        },
      },
    },
  ],
}

const Call: Block = {
  slug: 'call',
  interfaceName: 'CallBlock',
  labels: {
    singular: { es: 'Llamar / WhatsApp', en: 'Call / WhatsApp' },
    plural: { es: 'Llamar / WhatsApp', en: 'Call / WhatsApp' },
  },
  fields: [
    heading(),
    { name: 'text', label: { es: 'Texto', en: 'Text' }, type: 'textarea' },
    {
      name: 'call',
      label: { es: 'Botón de llamada', en: 'Call button' },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: {
          es: 'El número es el de inmigración de los ajustes del sitio.',
          en: "The number is site settings' immigration line.",
        },
      },
    },
    { name: 'whatsapp', label: { es: 'Botón de WhatsApp', en: 'WhatsApp button' }, type: 'checkbox', defaultValue: true },
  ],
}

export const pageBlocks: Block[] = [Banner, Text, Benefits, Video, Testimonials, Faq, EnquiryForm, Call]

/**
 * The form-language rule for a write of every language at once (`?locale=all`: the layout comes as
 * `{ es: [...], en: [...] }`), where the select's `filterOptions` has no one language to go by:
 * each language's form blocks must pick a form of that language.
 */
export const checkFormLanguages: CollectionBeforeValidateHook = ({ data, req }) => {
  const layout = data?.layout as Partial<Record<Locale, unknown>> | undefined
  if (req.locale !== 'all' || !layout || typeof layout !== 'object' || Array.isArray(layout)) return data
  const errors = locales.flatMap((locale) =>
    (Array.isArray(layout[locale]) ? (layout[locale] as Array<{ blockType?: unknown; form?: unknown }>) : []).flatMap(
      (block, index) =>
        block?.blockType === 'form' && !(isPageFormName(block.form) && formSpeaks(block.form, locale))
          ? [
              {
                path: `layout.${index}.form`,
                message:
                  req.i18n?.language === 'en'
                    ? `Form: "${String(block.form)}" has no ${locale === 'en' ? 'English' : 'Spanish'} version.`
                    : `Formulario: «${String(block.form)}» no tiene versión en ${locale === 'en' ? 'inglés' : 'español'}.`,
              },
            ]
          : [],
    ),
  )
  if (errors.length > 0) throw new ValidationError({ collection: 'pages', errors, req })
  return data
}
