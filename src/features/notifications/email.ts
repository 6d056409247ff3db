import type { LeadRecord } from './lead-record'

/** The intake e-mail for one lead: plain text plus an escaped HTML copy. Pure, so it is tested directly. */
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

function yesNo(value: boolean | null | undefined): string {
  return value ? 'yes' : 'no'
}

export function leadRows(lead: LeadRecord): Array<[label: string, value: string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['E-mail', lead.email],
    ['Situation', lead.situation],
    ['Married to a citizen', lead.married],
    ['More than 10 years', lead.stay],
    ['Message', lead.message],
    ['Form (seccion)', lead.section],
    ['Campaign source', lead.campaignSource],
    ['Language', lead.locale],
    ['Channel', lead.channel],
    ['Received', lead.createdAt],
    ['Consent accepted', lead.consent ? yesNo(lead.consent.accepted) : undefined],
    ['Page', lead.consent?.pageUrl],
  ]
  if (lead.channel === 'social-media' && lead.socialMedia) {
    const sm = lead.socialMedia
    rows.push(
      ['Agent', sm.agent],
      ['Social source', sm.source],
      ['Social status', sm.status],
      ['Conversation link', sm.link],
      ['Type', sm.type],
      ['Hora', yesNo(sm.hora)],
      ['Referred', yesNo(sm.referred)],
      ['Video call', yesNo(sm.videoCall)],
    )
  }
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '')
}

export function buildLeadEmail(lead: LeadRecord, options: { adminUrl?: string } = {}): LeadEmail {
  const rows = leadRows(lead)
  const subject = oneLine(`New lead: ${lead.name ?? '(no name)'}${lead.section ? ` · ${lead.section}` : ''}`, 150)
  const link = options.adminUrl ? `${options.adminUrl.replace(/\/$/, '')}/admin/collections/leads/${lead.id}` : undefined
  const text = [
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(link ? ['', `Open in the lead inbox: ${link}`] : []),
  ].join('\n')
  const html = [
    '<table cellpadding="4" style="border-collapse:collapse;font-family:sans-serif">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(link ? [`<p><a href="${escapeHtml(link)}">Open in the lead inbox</a></p>`] : []),
  ].join('\n')
  const email = lead.email?.trim()
  return { subject, text, html, ...(email && email.length <= 254 && simpleEmail.test(email) ? { replyTo: email } : {}) }
}
