import 'server-only'
import type { Locale } from '@/i18n/locales'
import { lexicalToPlainText, truncate } from '@/lib/text'
import {
  listAttorneyTestimonials,
  listCategories,
  listLives,
  listPostIndex,
  listPosts,
  listReviews,
  listTestimonials,
} from '@/features/content/queries'
import { searchPosts, toSearchResult } from './blog-search'
import { toMediaView } from '@/features/content/media'
import type { Media } from '@/payload-types'

/**
 * The JSON shapes of spec §7, read from the CMS. Field names are the spec's (Spanish-era) names
 * because old pages and third-party embeds call these paths.
 */
function fileName(value: unknown): string | null {
  return typeof value === 'object' && value !== null ? ((value as Media).filename ?? null) : null
}
function fileUrl(value: unknown): string | null {
  return typeof value === 'object' && value !== null ? ((value as Media).url ?? null) : null
}
/**
 * Beyond the spec's fields, what the home sliders (drawn in the browser from these answers) need
 * to draw an image as the server does: its size (no layout shift) and its WebP renditions.
 */
function imageFields<P extends string>(prefix: P, value: unknown) {
  const view = toMediaView(value)
  return {
    [`${prefix}_width`]: view?.width ?? null,
    [`${prefix}_height`]: view?.height ?? null,
    [`${prefix}_srcset`]: view?.srcSet || null,
  } as Record<`${P}_width` | `${P}_height`, number | null> & Record<`${P}_srcset`, string | null>
}
type Localized<T> = Partial<Record<Locale, T>> | null | undefined
const pick = <T>(value: Localized<T>, locale: Locale): T | null => value?.[locale] ?? null

/** Spec §9: blog teasers are the first 100 text characters plus an ellipsis. */
export const BLOG_TEASER_LENGTH = 100

/** Featured posts in the home slider; the newest posts stand in when none is featured yet. */
const HOME_POSTS = 8

export async function categoriesFor(locale: Locale) {
  const categories = await listCategories(locale)
  return categories.map((c) =>
    locale === 'es' ? { id: c.id, url_es: c.slug, nombre_es: c.name } : { id: c.id, url_en: c.slug, nombre_en: c.name },
  )
}

export async function testimonialsFor(kind: 'travel' | 'giveaway') {
  const [es, en] = await Promise.all([listTestimonials('es', kind), listTestimonials('en', kind)])
  const altEn = new Map(en.map((t) => [t.id, t.alt ?? null]))
  return es.map((t) =>
    kind === 'travel'
      ? { id: t.id, foto: fileName(t.media), url: fileUrl(t.media), poster: fileUrl(t.poster) }
      : { id: t.id, foto: fileName(t.media), url: fileUrl(t.media), alt_es: t.alt ?? null, alt_en: altEn.get(t.id) ?? null },
  )
}

export async function homeBlogs() {
  const list = async (featured: boolean) =>
    Promise.all([listPosts('es', { featured, limit: HOME_POSTS }), listPosts('en', { featured, limit: HOME_POSTS })])
  let [es, en] = await list(true)
  if (es.docs.length === 0) [es, en] = await list(false)
  const english = new Map(en.docs.map((p) => [p.id, p]))
  return es.docs.map((post) => {
    const other = english.get(post.id)
    return {
      id: post.id,
      url_es: post.slug,
      url_en: other?.slug ?? post.slug,
      main_media: fileName(post.mainImage),
      main_media_url: fileUrl(post.mainImage),
      ...imageFields('main_media', post.mainImage),
      main_media_text_es: post.mainImageAlt,
      main_media_text_en: other?.mainImageAlt ?? post.mainImageAlt,
      titulo_es: post.title,
      titulo_en: other?.title ?? post.title,
      body_es: truncate(lexicalToPlainText(post.body), BLOG_TEASER_LENGTH),
      body_en: truncate(lexicalToPlainText(other?.body ?? post.body), BLOG_TEASER_LENGTH),
      created_at: post.publishedAt,
    }
  })
}

export async function reviewsFor(locale: Locale) {
  const reviews = await listReviews(locale)
  return reviews.map((r) => ({
    id: r.id,
    imagen: fileUrl(r.reviewerImage),
    ...imageFields('imagen', r.reviewerImage),
    nombre: r.reviewerName,
    fecha_publicado_relativo: r.relativeDate,
    body: r.body,
    time: Math.floor(new Date(r.publishedAt).getTime() / 1000),
    rating: 5,
  }))
}

export async function attorneyTestimonials() {
  const docs = await listAttorneyTestimonials('all')
  return docs.map((t) => {
    const body = t.body as unknown as Localized<string>
    return { id: t.id, foto: fileUrl(t.photo), nombre: t.clientName, body_es: pick(body, 'es'), body_en: pick(body, 'en') }
  })
}

export async function lives() {
  const docs = await listLives('all')
  return docs.map((live) => {
    const name = live.name as unknown as Localized<string>
    const image = live.image as unknown as Localized<unknown>
    return {
      id: live.id,
      url: live.url,
      imagen_es: fileUrl(pick(image, 'es')),
      imagen_en: fileUrl(pick(image, 'en') ?? pick(image, 'es')),
      nombre_es: pick(name, 'es'),
      nombre_en: pick(name, 'en') ?? pick(name, 'es'),
      fecha: live.streamedAt,
    }
  })
}

export async function blogSearch(locale: Locale, query: string | null) {
  const index = await listPostIndex()
  return searchPosts(index, query).map((post) => toSearchResult(post, locale))
}
