import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

/**
 * The demo firm's campaign landing page, built from the CMS's blocks as staff would build one: a
 * banner, benefits, questions, the enquiry form with its campaign label, call and WhatsApp. The
 * benchmark measures it with Lighthouse beside the route-table pages (scripts/bench.mjs).
 */
type Blocks = NonNullable<Page['layout']>

export const campaignSection = 'Campaña residencia familiar'

export const campaignPage: Record<Locale, { title: string; path: string; layout: Blocks }> = {
  es: {
    title: 'Residencia para su familia',
    path: '/residencia-familiar',
    layout: [
      {
        blockType: 'banner',
        eyebrow: 'Consulta gratuita',
        heading: 'Reúna a su familia con una residencia',
        text: 'Si su esposo(a), hijo(a) o padre es ciudadano o residente, puede tener un camino. Le explicamos sus opciones en español, sin costo.',
        cta: 'Quiero mi consulta gratis',
      },
      {
        blockType: 'benefits',
        heading: 'Por qué confiar en nosotros',
        items: [
          { text: 'Más de 15 años en casos de familia' },
          { text: 'Atención en español de principio a fin' },
          { text: 'Evaluación de su caso sin costo' },
          { text: 'Oficinas en El Paso y Washington, DC' },
        ],
      },
      {
        blockType: 'faq',
        heading: 'Preguntas frecuentes',
        items: [
          {
            question: '¿Puedo pedir la residencia si entré sin papeles?',
            answer: 'Depende de cómo entró y de su familia. Hay perdones y caminos especiales: en la consulta revisamos su caso.',
          },
          {
            question: '¿Cuánto cuesta la consulta?',
            answer: 'La primera llamada y la evaluación de su caso son gratis.',
          },
        ],
      },
      { blockType: 'form', heading: 'Cuéntenos su caso', form: 'general', section: campaignSection },
      {
        blockType: 'call',
        heading: '¿Prefiere hablar ahora?',
        text: 'Llámenos o escríbanos por WhatsApp.',
        call: true,
        whatsapp: true,
      },
    ],
  },
  en: {
    title: 'A green card for your family',
    path: '/family-green-card',
    layout: [
      {
        blockType: 'banner',
        eyebrow: 'Free consultation',
        heading: 'Bring your family together with a green card',
        text: 'If your spouse, child or parent is a citizen or resident, there may be a way. We explain your options at no cost.',
        cta: 'Get my free consultation',
      },
      {
        blockType: 'benefits',
        heading: 'Why families trust us',
        items: [
          { text: 'Over 15 years with family cases' },
          { text: 'Service in Spanish and English' },
          { text: 'Free case evaluation' },
          { text: 'Offices in El Paso and Washington, DC' },
        ],
      },
      {
        blockType: 'faq',
        heading: 'Frequently asked questions',
        items: [
          {
            question: 'Can I apply if I entered without papers?',
            answer:
              'It depends on how you entered and on your family. There are waivers and special paths: we review your case in the consultation.',
          },
          { question: 'How much is the consultation?', answer: 'The first call and the evaluation of your case are free.' },
        ],
      },
      { blockType: 'form', heading: 'Tell us about your case', form: 'general', section: campaignSection },
      { blockType: 'call', heading: 'Rather talk now?', text: 'Call us or message us on WhatsApp.', call: true, whatsapp: true },
    ],
  },
}
