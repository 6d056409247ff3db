import { repeatSummary } from '@/features/lead-inbox/repeat'
import { leadsTimeZone, localDateTime } from '@/features/lead-inbox/time-zone'
import {
  channelLabel,
  fieldLabel,
  localeLabel,
  marriedLabel,
  situationLabel,
  stayLabel,
  type LeadField,
  type StaffLanguage,
} from '@/features/lead-inbox/vocabulary'
import type { LeadRecord } from './lead-record'

/**
 * The intake e-mail for one lead: plain text plus an escaped HTML copy, in the desk's language with
 * the lead vocabulary's labels. Pure, so it is tested directly.
 */
export type LeadEmail = { subject: string; text: string; html: string; replyTo?: string }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** One line, no control characters: a subject or header value can never grow a second header. */
export function oneLine(value: string, max = 120): string {
  return (
    value
      // Control characters out: stripping them is the point.
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, max)
  )
}

const simpleEmail = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/

/** An address we may write to or reply to: one plain mailbox, no display name, no list. */
export function isMailableAddress(value: string | null | undefined): value is string {
  const email = value?.trim()
  return Boolean(email && email.length <= 254 && simpleEmail.test(email))
}

function yesNo(value: boolean | null | undefined, lang: StaffLanguage): string {
  return value ? (lang === 'es' ? 'sí' : 'yes') : 'no'
}

/** The same person's earlier enquiries (src/features/lead-inbox/earlier-leads.server.ts). */
export type EarlierSummary = { count: number; since: Date | null }

export type LeadEmailOptions = {
  adminUrl?: string
  /** The intake desk's language; Spanish unless told. */
  lang?: StaffLanguage
  timeZone?: string
  earlier?: EarlierSummary
}

export function leadRows(lead: LeadRecord, options: LeadEmailOptions = {}): Array<[label: string, value: string]> {
  const lang = options.lang ?? 'es'
  const timeZone = options.timeZone ?? leadsTimeZone()
  const f = (field: LeadField) => fieldLabel(field, lang)
  const rows: Array<[string, string | null | undefined]> = [
    [f('name'), lead.name],
    [f('phone'), lead.phone],
    [f('email'), lead.email],
    [f('situation'), situationLabel(lead.situation, lang)],
    [f('married'), marriedLabel(lead.married, lang)],
    [f('stay'), stayLabel(lead.stay, lang)],
    [f('message'), lead.message],
    [f('section'), lead.section],
    [f('campaignSource'), lead.campaignSource],
    [f('locale'), localeLabel(lead.locale, lang)],
    [f('channel'), channelLabel(lead.channel, lang)],
    [`${f('received')} (${timeZone})`, localDateTime(lead.createdAt, timeZone)],
    [f('consentAccepted'), lead.consent ? yesNo(lead.consent.accepted, lang) : undefined],
    [f('pageUrl'), lead.consent?.pageUrl],
  ]
  if (lead.channel === 'social-media' && lead.socialMedia) {
    const sm = lead.socialMedia
    rows.push(
      [f('socialAgent'), sm.agent],
      [f('socialSource'), sm.source],
      [f('socialStatus'), sm.status],
      [f('socialLink'), sm.link],
      [f('socialType'), sm.type],
      [f('socialHora'), yesNo(sm.hora, lang)],
      [f('socialReferred'), yesNo(sm.referred, lang)],
      [f('socialVideoCall'), yesNo(sm.videoCall, lang)],
    )
  }
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '')
}

const words = {
  subject: { es: 'Nuevo prospecto', en: 'New lead' },
  noName: { es: '(sin nombre)', en: '(no name)' },
  open: { es: 'Abrir en la bandeja de prospectos', en: 'Open in the lead inbox' },
}

export function buildLeadEmail(lead: LeadRecord, options: LeadEmailOptions = {}): LeadEmail {
  const lang = options.lang ?? 'es'
  const timeZone = options.timeZone ?? leadsTimeZone()
  const rows = leadRows(lead, { ...options, lang, timeZone })
  const repeat =
    options.earlier && options.earlier.count > 0
      ? repeatSummary(options.earlier.count, options.earlier.since, lang, timeZone)
      : null
  const subject = oneLine(
    `${words.subject[lang]}${repeat ? ` (${fieldLabel('repeat', lang).toLowerCase()})` : ''}: ${lead.name ?? words.noName[lang]}${lead.section ? ` · ${lead.section}` : ''}`,
    150,
  )
  const link = options.adminUrl ? `${options.adminUrl.replace(/\/$/, '')}/admin/collections/leads/${lead.id}` : undefined
  const text = [
    ...(repeat ? [repeat, ''] : []),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(link ? ['', `${words.open[lang]}: ${link}`] : []),
  ].join('\n')
  const html = [
    ...(repeat ? [`<p><strong>${escapeHtml(repeat)}</strong></p>`] : []),
    '<table cellpadding="4" style="border-collapse:collapse;font-family:sans-serif">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(words.open[lang])}</a></p>`] : []),
  ].join('\n')
  const email = lead.email?.trim()
  return { subject, text, html, ...(isMailableAddress(email) ? { replyTo: email } : {}) }
}
