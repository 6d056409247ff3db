import { createHmac, timingSafeEqual } from 'node:crypto'
import { startOfDayIn } from '@/features/lead-inbox/filters'
import { leadsTimeZone } from '@/features/lead-inbox/time-zone'
import type { StaffLanguage } from '@/features/lead-inbox/vocabulary'

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

const mac = (secret: string, instant: string) =>
  createHmac('sha256', secret).update(`site-texts:snapshot:${instant}`).digest('base64url')

/** The cookie's value: the instant and a key made from the Payload secret, so no visitor can ask for old texts. */
export function snapshotCookieValue(secret: string, at: Date): string {
  const instant = at.toISOString()
  return `${instant}.${mac(secret, instant)}`
}

/** The instant a snapshot render asks for, if the cookie is there and genuine. */
export function instantOfCookie(secret: string, value: string | undefined): Date | null {
  if (!value) return null
  const dot = value.lastIndexOf('.')
  if (dot <= 0) return null
  const instant = value.slice(0, dot)
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(mac(secret, instant))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const date = new Date(instant)
  return Number.isNaN(date.getTime()) ? null : date
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
