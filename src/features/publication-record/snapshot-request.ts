import { startOfDayIn } from '@/features/leads/inbox/filters'
import { leadsTimeZone } from '@/features/leads/inbox/time-zone'
import type { StaffLanguage } from '@/features/leads/inbox/vocabulary'

/**
 * What the admin's dated snapshots share: the instant asked for, and the words of a CMS page's
 * record file (in the admin's language) for a publication no capture was made of.
 *
 * Pure: the routes and the unit tests use it as is.
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

const words = {
  es: {
    asOf: 'Como estaba publicada el',
    liveFrom: 'Publicada desde',
    until: 'hasta',
    now: 'hoy',
    version: 'versión',
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
