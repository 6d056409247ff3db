import type { RelationshipFieldServerProps } from 'payload'
import { leadsTimeZone } from '@/features/leads/inbox/time-zone'
import { fieldLabel, staffLanguage, statusLabel } from '@/features/leads/inbox/vocabulary'
import { repeatSummary } from '@/features/leads/inbox/repeat'

type EarlierLead = {
  id: number | string
  name?: string | null
  createdAt?: string
  status?: string | null
  section?: string | null
}

function ids(value: unknown): Array<number | string> {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const id = item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : item
    return typeof id === 'number' || typeof id === 'string' ? [id] : []
  })
}

/**
 * On a lead's page: the same person's earlier enquiries (same phone or e-mail within 90 days before
 * this one), each with its date, status and form, linked to its page. Read with the viewer's own
 * access. Nothing is shown for a first enquiry.
 */
export async function EarlierLeads({ data, payload, i18n, req }: RelationshipFieldServerProps) {
  const linked = ids((data as Record<string, unknown> | undefined)?.earlierLeads)
  if (linked.length === 0) return null
  const lang = staffLanguage(i18n.language)
  const { docs } = await payload.find({
    collection: 'leads',
    where: { id: { in: linked } },
    sort: '-createdAt',
    depth: 0,
    limit: linked.length,
    overrideAccess: false,
    user: req.user,
    select: { name: true, createdAt: true, status: true, section: true },
  })
  const timeZone = leadsTimeZone()
  const date = new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })
  const adminRoute = payload.config.routes.admin
  const oldest = (docs as EarlierLead[]).at(-1)?.createdAt
  const heading = repeatSummary(docs.length, oldest ? new Date(oldest) : null, lang, timeZone)
  return (
    <div className="field-type earlier-leads" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label">{fieldLabel('earlierLeads', lang)}</span>
      <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>{heading}</p>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {(docs as EarlierLead[]).map((lead) => (
          <li key={lead.id}>
            <a href={`${adminRoute}/collections/leads/${lead.id}`}>
              {lead.createdAt ? date.format(new Date(lead.createdAt)) : ''} · {lead.name}
            </a>
            {' · '}
            {statusLabel(lead.status, lang)}
            {lead.section ? ` · ${lead.section}` : ''}
          </li>
        ))}
      </ul>
    </div>
  )
}
