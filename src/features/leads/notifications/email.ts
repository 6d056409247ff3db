import { repeatSummary } from '@/features/leads/inbox/repeat'
import { leadsTimeZone, localDateTime } from '@/features/leads/inbox/time-zone'
import { channelLabel, fieldLabel, localeLabel, type LeadField, type StaffLanguage } from '@/features/leads/inbox/vocabulary'
import { firstName } from '@/features/leads/staff-push/message'
import type { LeadRecord } from './lead-record'

/**
 * The intake e-mail for one lead: plain text plus an escaped HTML copy, in the desk's language with
 * the lead vocabulary's labels. Pure, so it is tested directly.
 */
export type LeadEmail = { subject: string; text: string; html: string }

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

/** The same person's earlier enquiries (src/features/leads/inbox/earlier-leads.server.ts). */
export type EarlierSummary = { count: number; since: Date | null }

export type LeadEmailOptions = {
  adminUrl?: string
  /** The intake desk's language; Spanish unless told. */
  lang?: StaffLanguage
  timeZone?: string
  earlier?: EarlierSummary
}

/**
 * What the intake e-mail shows of a lead: the first name, the language, the channel and when it
 * came in, nothing more (issue 50). A mailbox is read on phones, forwarded and shared; the
 * situation, the form it came from (a section or page can name VAWA), the phone, the address and
 * the message are on the lead's page, one tap away. No Reply-To either: an answer from the intake
 * box to a visitor's own address is exactly the contact they may not have chosen.
 */
export function leadRows(lead: LeadRecord, options: LeadEmailOptions = {}): Array<[label: string, value: string]> {
  const lang = options.lang ?? 'es'
  const timeZone = options.timeZone ?? leadsTimeZone()
  const f = (field: LeadField) => fieldLabel(field, lang)
  const rows: Array<[string, string | null | undefined]> = [
    [f('name'), firstName(lead.name)],
    [f('locale'), localeLabel(lead.locale, lang)],
    [f('channel'), channelLabel(lead.channel, lang)],
    [`${f('received')} (${timeZone})`, localDateTime(lead.createdAt, timeZone)],
  ]
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '')
}

const words = {
  subject: { es: 'Nuevo prospecto', en: 'New lead' },
  noName: { es: '(sin nombre)', en: '(no name)' },
  open: {
    es: 'Abrir en la bandeja de prospectos (situación, teléfono y mensaje)',
    en: 'Open in the lead inbox (situation, phone and message)',
  },
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
    `${words.subject[lang]}${repeat ? ` (${fieldLabel('repeat', lang).toLowerCase()})` : ''}: ${firstName(lead.name) || words.noName[lang]}`,
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
  return { subject, text, html }
}
