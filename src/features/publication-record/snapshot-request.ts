import { createHmac, timingSafeEqual } from 'node:crypto'
import { startOfDayIn } from '@/features/leads/inbox/filters'
import { leadsTimeZone } from '@/features/leads/inbox/time-zone'
import type { StaffLanguage } from '@/features/leads/inbox/vocabulary'

/**
 * What the admin's dated snapshots share: the instant asked for, the words of the note at the top of
 * the file (in the admin's language), and the signed cookie that tells a page rendered for a snapshot
 * which instant its texts are read at (src/features/site-texts/texts.server.ts).
 *
 * Pure but for node:crypto: the routes and the unit tests use it as is.
 */
export class BadInstant extends Error {}

/**
 * `date` (YYYY-MM-DD, a day in LEADS_TIME_ZONE: the page as it stood at that day's last moment) or
 * `at` (an ISO instant); null when neither is given. A malformed or impossible one throws BadInstant.
 */
export function snapshotInstant(params: URLSearchParams, timeZone = leadsTimeZone()): Date | null {
  const day = params.get('date')
  if (day) {
    const start = startOfDayIn(day, timeZone)
    if (!start) throw new BadInstant(day)
    const [y, m, d] = day.split('-').map(Number) as [number, number, number]
    const next = startOfDayIn(new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10), timeZone)
    return new Date((next ?? new Date(start.getTime() + 86_400_000)).getTime() - 1)
  }
  const at = params.get('at')
  if (!at) return null
  const instant = new Date(at)
  if (Number.isNaN(instant.getTime()) || at.length > 40) throw new BadInstant(at)
  return instant
}

export const SNAPSHOT_COOKIE = 'site-snapshot-at'

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`site-texts:snapshot:${payload}`).digest('base64url')

/** A snapshot's render: the instant it shows, and the id under which it notes the text groups it read. */
export type SnapshotRender = { at: Date; id: string }

/**
 * The cookie's value: the instant and the render's id, with a key made from the Payload secret, so
 * no visitor can ask for old content.
 */
export function snapshotCookieValue(secret: string, { at, id }: SnapshotRender): string {
  const payload = `${at.toISOString()}~${id}`
  return `${payload}.${mac(secret, payload)}`
}

/** The render a snapshot asks for, if the cookie is there and genuine. */
export function snapshotOfCookie(secret: string, value: string | undefined): SnapshotRender | null {
  if (!value) return null
  const dot = value.lastIndexOf('.')
  if (dot <= 0) return null
  const payload = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(mac(secret, payload))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const [instant = '', id = ''] = payload.split('~')
  const at = new Date(instant)
  return Number.isNaN(at.getTime()) || !id ? null : { at, id }
}

const words = {
  es: {
    asOf: 'Como estaba publicada el',
    liveFrom: 'Publicada desde',
    until: 'hasta',
    now: 'hoy',
    version: 'versión',
    texts: 'Textos del sitio vigentes entonces (grupo, versión, desde)',
    filesTexts: 'sin publicar: textos originales del sitio',
    note: 'Copia fechada descargada del administrador del sitio.',
    others:
      'Entradas del blog: las publicadas hasta ese momento. Testimonios y reseñas: los añadidos hasta entonces. Ajustes del sitio (teléfonos, direcciones, horario) y abogados: los de hoy, porque de ellos no se guarda historial.',
    noTexts: 'Esta página no muestra textos del sitio editables.',
    image: 'Imagen',
    video: 'Video',
    poster: 'Portada',
    form: 'Formulario',
    call: 'Llamar',
  },
  en: {
    asOf: 'As published on',
    liveFrom: 'Live from',
    until: 'until',
    now: 'now',
    version: 'version',
    texts: 'Site texts live then (group, version, since)',
    filesTexts: 'unpublished: the site’s original texts',
    note: 'Dated copy downloaded from the site’s admin.',
    others:
      'Blog posts: those published by then. Testimonials and reviews: those added by then. Site settings (phones, addresses, hours) and attorneys: today’s, as no history of them is kept.',
    noTexts: 'This page shows no editable site texts.',
    image: 'Image',
    video: 'Video',
    poster: 'Poster',
    form: 'Form',
    call: 'Call',
  },
} as const satisfies Record<StaffLanguage, Record<string, string>>

export const snapshotWords = (ui: StaffLanguage) => words[ui]

/** An instant as staff read it: the firm's time zone, in the admin's language, with the exact ISO time. */
export function staffTime(value: string | Date, ui: StaffLanguage, timeZone = leadsTimeZone()): string {
  const date = typeof value === 'string' ? new Date(value) : value
  const local = new Intl.DateTimeFormat(ui === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(date)
  return `${local} (${date.toISOString()})`
}

export const escapeHtml = (value: string | number | null | undefined): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
