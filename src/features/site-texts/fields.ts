import type { Field } from 'payload'
import { problemValidation } from '@/collections/fields'
import { matchSitePath } from '@/features/pages/preview-path'
import { fieldNameOf } from './namespaces'

/**
 * Payload fields generated from a namespace's Spanish JSON (src/messages/es), so the files stay the
 * one source of the texts' shape: an object is a group, a string a localized text (a textarea when
 * long), an array a localized array (each language keeps its own rows: a list may be longer in one
 * language) whose rows have the union of the items' keys. Labels are the keys in the staff's words.
 *
 * No text has inline formatting today (no tags in any message): paragraphs and lists are arrays
 * in the files, and stay arrays here, so the pages render exactly as before.
 */
export type MessageValue = string | MessageValue[] | { [key: string]: MessageValue }

/** Spanish and English labels of the keys the files use; other keys are shown as words. */
const LABELS: Record<string, [string, string]> = {
  a: ['Respuesta', 'Answer'],
  about: ['Nosotros', 'About us'],
  all: ['Enlace «ver todo»', '"See all" link'],
  banner: ['Banner', 'Banner'],
  bannerSubtitle: ['Subtítulo del banner', 'Banner subtitle'],
  bannerTitle: ['Título del banner', 'Banner title'],
  benefits: ['Beneficios', 'Benefits'],
  benefitsTitle: ['Título de beneficios', 'Benefits title'],
  body: ['Texto', 'Body'],
  cards: ['Tarjetas', 'Cards'],
  cta: ['Botón', 'Button'],
  description: ['Descripción', 'Description'],
  experience: ['Diapositiva: experiencia', 'Slide: experience'],
  eyebrow: ['Antetítulo', 'Eyebrow'],
  faqTitle: ['Título de preguntas frecuentes', 'FAQ title'],
  faqs: ['Preguntas frecuentes', 'FAQs'],
  form: ['Formulario', 'Form'],
  founder: ['Fundadora', 'Founder'],
  hero: ['Portada (carrusel)', 'Hero (carousel)'],
  id: ['Ancla (URL #)', 'Anchor (URL #)'],
  intro: ['Introducción', 'Intro'],
  items: ['Elementos', 'Items'],
  label: ['Etiqueta (lectores de pantalla)', 'Label (screen readers)'],
  list: ['Lista', 'List'],
  meta: ['Buscadores (título y descripción)', 'Search engines (title and description)'],
  metaDescription: ['Descripción para buscadores', 'Search engine description'],
  metaTitle: ['Título para buscadores', 'Search engine title'],
  mission: ['Misión', 'Mission'],
  overview: ['Resumen', 'Overview'],
  paragraphs: ['Párrafos', 'Paragraphs'],
  points: ['Puntos', 'Points'],
  privacy: ['Política de privacidad', 'Privacy policy'],
  q: ['Pregunta', 'Question'],
  qualify: ['Quién califica', 'Who qualifies'],
  qualifyTitle: ['Título de «quién califica»', '"Who qualifies" title'],
  requirements: ['Requisitos', 'Requirements'],
  requirementsTitle: ['Título de requisitos', 'Requirements title'],
  sections: ['Secciones', 'Sections'],
  services: ['Servicios', 'Services'],
  steps: ['Pasos', 'Steps'],
  stepsTitle: ['Título de los pasos', 'Steps title'],
  subtitle: ['Subtítulo', 'Subtitle'],
  terms: ['Términos y condiciones', 'Terms and conditions'],
  testimonials: ['Testimonios', 'Testimonials'],
  text: ['Texto', 'Text'],
  thankYou: ['Página de gracias', 'Thank-you page'],
  referralThankYou: ['Gracias por sus referidos', 'Referral thank-you page'],
  title: ['Título', 'Title'],
  t: ['Visa T', 'T visa'],
  u: ['Visa U', 'U visa'],
  vawa: ['Visa VAWA', 'VAWA visa'],
  k1: ['Visa K-1', 'K-1 visa'],
}

/** `badgeLabel` → "Badge label": the key in words, for keys without a label of their own. */
function words(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

export function labelOf(key: string): { es: string; en: string } {
  const known = LABELS[key]
  return known ? { es: known[0], en: known[1] } : { es: words(key), en: words(key) }
}

/** Longer strings get a textarea: a paragraph is easier to read and edit in one. */
const TEXTAREA_FROM = 90

/** `{firm}`, `{count}`: the values a message takes, which the staff must keep as they are. */
function placeholderHint(text: string): { description: { es: string; en: string } } | undefined {
  const names = [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`))]
  if (names.length === 0) return undefined
  const list = names.join(', ')
  return {
    description: {
      es: `Conserve ${list} tal cual: la página lo reemplaza (nombre del despacho, del programa, un número…).`,
      en: `Keep ${list} as it is: the page fills it in (the firm's or the show's name, a number…).`,
    },
  }
}

function leaf(key: string, sample: string, localized: boolean): Field {
  const admin = placeholderHint(sample)
  const common = {
    name: fieldNameOf(key),
    label: labelOf(key),
    ...(localized ? { localized: true } : {}),
    ...(admin ? { admin } : {}),
  }
  return sample.length >= TEXTAREA_FROM ? { ...common, type: 'textarea' } : { ...common, type: 'text' }
}

/** One item that has every key any item of the list has (legal sections: only some have a list). */
export function mergedItem(items: MessageValue[]): MessageValue {
  const objects = items.filter(
    (item): item is { [key: string]: MessageValue } => typeof item === 'object' && !Array.isArray(item),
  )
  if (objects.length === 0)
    return items.reduce<MessageValue>(
      (longest, item) =>
        typeof item === 'string' && typeof longest === 'string' && item.length > longest.length ? item : longest,
      items[0] ?? '',
    )
  const merged: { [key: string]: MessageValue } = {}
  for (const object of objects) for (const [key, value] of Object.entries(object)) if (!(key in merged)) merged[key] = value
  return merged
}

/** The field for one key. Inside a localized array the row's fields are not localized again. */
function fieldFor(key: string, value: MessageValue, localized: boolean): Field {
  if (typeof value === 'string') return leaf(key, value, localized)
  if (Array.isArray(value)) {
    const item = mergedItem(value)
    if (Array.isArray(item)) throw new Error(`site texts: "${key}" is a list of lists, which the CMS fields cannot hold`)
    const rowFields = typeof item === 'string' ? [leaf('text', item, false)] : fieldsFor(item, false)
    return {
      name: fieldNameOf(key),
      label: labelOf(key),
      type: 'array',
      ...(localized ? { localized: true } : {}),
      admin: { initCollapsed: true },
      fields: rowFields,
    }
  }
  return { name: fieldNameOf(key), label: labelOf(key), type: 'group', fields: fieldsFor(value, localized) }
}

export function fieldsFor(shape: object, localized = true): Field[] {
  return Object.entries(shape as { [key: string]: MessageValue }).map(([key, value]) => fieldFor(key, value, localized))
}

/** The namespace without its UI keys (`omit`): what the CMS holds. */
export function contentOf<T extends Record<string, unknown>>(
  namespace: T,
  omit: readonly string[] = [],
): { [key: string]: MessageValue } {
  return Object.fromEntries(Object.entries(namespace).filter(([key]) => !omit.includes(key))) as { [key: string]: MessageValue }
}

/**
 * Where a button staff set leads, in one language: a path on this site in that language ('/visa-k1',
 * '/en/k1-visa'), or blank for the route table's page. Returns what is wrong, or null.
 */
export function buttonLinkProblem(value: string, locale: 'es' | 'en'): 'format' | 'language' | null {
  if (!matchSitePath(value)) return 'format'
  const english = value === '/en' || value.startsWith('/en/')
  return english === (locale === 'en') ? null : 'language'
}

const linkProblemText = {
  format: {
    es: 'Escriba una dirección de esta web que empiece por «/», en minúsculas, sin acentos ni espacios (p. ej. /visa-humanitaria/visa-vawa).',
    en: 'Enter an address on this site starting with "/", lowercase, without accents or spaces (e.g. /en/humanitarian-visa/vawa-visa).',
  },
  language: {
    es: 'La dirección debe ser del mismo idioma: en inglés empieza por /en/, en español no.',
    en: 'The address must be in the same language: English ones start with /en/, Spanish ones do not.',
  },
} as const

const buttonLinkField: Field = {
  name: 'link',
  label: { es: 'Enlace del botón', en: 'Button link' },
  type: 'text',
  localized: true,
  validate: problemValidation(buttonLinkProblem, linkProblemText),
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
  admin: {
    description: {
      es: 'Página de esta web a la que lleva el botón, p. ej. /visa-humanitaria/visa-vawa (en inglés /en/…). En blanco: la página de siempre.',
      en: 'Page of this site the button leads to, e.g. /en/humanitarian-visa/vawa-visa (Spanish without /en). Blank: the usual page.',
    },
  },
}

/** The generated fields with a `link` field added to the groups at `paths` ('hero.vawa'). */
export function withButtonLinks(fields: Field[], paths: readonly string[] = [], prefix = ''): Field[] {
  if (paths.length === 0) return fields
  return fields.map((field) => {
    if (field.type !== 'group' || !('name' in field)) return field
    const path = prefix ? `${prefix}.${field.name}` : field.name
    const inner = withButtonLinks(field.fields, paths, path)
    return { ...field, fields: paths.includes(path) ? [...inner, buttonLinkField] : inner }
  })
}
