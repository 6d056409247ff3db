import type { UIFieldServerProps } from 'payload'
import { staffRoles } from '@/access'
import { ContactLinks } from './ContactLinks'
import { contactLinks } from './contact-links'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { intakeCopy } from './copy'
import { firstContactUrl } from './first-contact.endpoint'
import { firmName } from './intake-home.server'
import { isQuietHour } from '@/features/office-hours/quiet-hours'
import { leadsTimeZone } from '@/features/leads/inbox/time-zone'
import { optedOutNote } from './opted-out'
import { optOutPhone } from '@/features/leads/texting-opt-out/register'
import { textingOptOutsOf } from '@/features/leads/texting-opt-out/register.server'
import { OptOutButtons } from '@/features/leads/texting-opt-out/OptOutButtons'
import { leadOptOutUrl } from '@/features/leads/texting-opt-out/lead-opt-out.endpoint'
import { SafeContactNotice, safeContactLinkProps } from './SafeContactNotice'
import type { StoredSafeContact } from '@/features/leads/enquiry/safe-contact'
import './intake.css'

type FirstContact = {
  by?: number | string | { id: number | string; name?: string | null; email?: string } | null
  at?: string | null
  inWindow?: 'yes' | 'no' | null
}

async function contactedBy(props: UIFieldServerProps, by: FirstContact['by']): Promise<string> {
  if (by && typeof by === 'object') return by.name || by.email || String(by.id)
  if (by === null || by === undefined) return '?'
  const user = await props.payload.findByID({ collection: 'users', id: by, depth: 0, overrideAccess: true, disableErrors: true })
  return user?.name || user?.email || String(by)
}

/**
 * On a lead's page, above its fields: call, text and WhatsApp links like the intake home's, and who
 * contacted the lead first. The first tap by staff is recorded (src/features/leads/desk/first-contact.endpoint.ts).
 */
export async function LeadContactField(props: UIFieldServerProps) {
  const { data, id, req, payload } = props
  if (!id || !data || staffRoles(req).length === 0) return null
  const lang = staffLanguage(req.i18n.language)
  const t = intakeCopy(lang)
  const links = contactLinks({ phone: data.phone, name: data.name, locale: data.locale, firmName: await firmName(payload) })
  const optOutKey = optOutPhone(data.phone)
  const optedOutAt = optOutKey ? ((await textingOptOutsOf(payload, [optOutKey])).get(optOutKey) ?? null) : null
  const first = (data.firstContact ?? null) as FirstContact | null
  const zone = leadsTimeZone()
  const when = first?.at
    ? new Intl.DateTimeFormat(lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: zone,
      }).format(new Date(first.at))
    : null
  const safeHours = first?.inWindow === 'yes' ? t.firstContactInside : first?.inWindow === 'no' ? t.firstContactOutside : null
  const safeContact = (data.safeContact ?? null) as StoredSafeContact
  return (
    <div className="intake-lead-field" data-testid="lead-contact">
      <SafeContactNotice safeContact={safeContact} t={t} lang={lang} timeZone={zone} />
      <h3 style={{ margin: '0 0 0.25rem' }}>{t.contactLinks}</h3>
      {links ? (
        <ContactLinks
          links={links}
          name={String(data.name ?? '')}
          recordUrl={when ? undefined : firstContactUrl(payload.config.routes.api, id)}
          labels={{ call: t.call, text: t.text, whatsapp: t.whatsapp }}
          quietNote={isQuietHour(new Date(), zone) ? t.quietHours : undefined}
          optedOutNote={optedOutNote(t, lang, optedOutAt)}
          {...safeContactLinkProps(safeContact, t, zone)}
        />
      ) : (
        <p className="intake-lead__muted">{t.noPhone}</p>
      )}
      {optOutKey && optedOutAt === null && (
        <OptOutButtons
          url={leadOptOutUrl(payload.config.routes.api, id)}
          labels={{
            title: t.optOutTitle,
            replyStop: t.optOutReplyStop,
            call: t.optOutCall,
            saving: t.optOutSaving,
            failed: t.optOutFailed,
          }}
        />
      )}
      <p className="intake-first-contact" data-testid="first-contact">
        {when ? t.firstContact(await contactedBy(props, first?.by), safeHours ? `${when}, ${safeHours}` : when) : t.notContacted}
      </p>
    </div>
  )
}
