import type { LeadFilters } from './filters'
import { localDateTime } from './time-zone'
import {
  channelLabel,
  deliveryLabel,
  fieldLabel,
  localeLabel,
  marriedLabel,
  safeAnswerLabel,
  situationLabel,
  statusLabel,
  stayLabel,
  type LeadField,
  type StaffLanguage,
} from './vocabulary'

export type CsvLead = Record<string, unknown> & {
  consent?: Record<string, unknown> | null
  socialMedia?: Record<string, unknown> | null
  notifications?: Record<string, unknown> | null
  spam?: Record<string, unknown> | null
  firstContact?: Record<string, unknown> | null
  safeContact?: Record<string, unknown> | null
  earlierLeads?: unknown[] | null
}

type Column = readonly [header: string, value: (lead: CsvLead) => unknown]

const spamChoiceWords: Record<LeadFilters['spam'], Record<StaffLanguage, string>> = {
  exclude: { es: 'esta exportación no incluye posible spam', en: 'this export leaves out suspected spam' },
  include: { es: 'esta exportación incluye posible spam', en: 'this export includes suspected spam' },
  only: { es: 'esta exportación es solo posible spam', en: 'this export is suspected spam only' },
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/**
 * The CSV's columns in the staff member's language: headers from the lead vocabulary, codes
 * (status, situation…) as their labels, times as wall-clock times in `timeZone`, named in the
 * header. The spam column's header says whether this file includes suspected spam.
 */
export function csvColumns(lang: StaffLanguage, timeZone: string, spamChoice: LeadFilters['spam']): Column[] {
  const h = (field: LeadField) => fieldLabel(field, lang)
  const at = (field: LeadField) => `${h(field)} (${timeZone})`
  const yesNo = (value: unknown) => (value ? (lang === 'es' ? 'sí' : 'yes') : 'no')
  const time = (value: unknown) => localDateTime(str(value), timeZone)
  return [
    [h('id'), (l) => l.id],
    [at('received'), (l) => time(l.createdAt)],
    [h('name'), (l) => l.name],
    [h('phone'), (l) => l.phone],
    [h('email'), (l) => l.email],
    [h('situation'), (l) => situationLabel(str(l.situation), lang)],
    [h('married'), (l) => marriedLabel(str(l.married), lang)],
    [h('stay'), (l) => stayLabel(str(l.stay), lang)],
    [h('message'), (l) => l.message],
    [h('section'), (l) => l.section],
    [h('campaignSource'), (l) => l.campaignSource],
    [h('channel'), (l) => channelLabel(str(l.channel), lang)],
    [h('status'), (l) => statusLabel(str(l.status), lang)],
    [at('firstContact'), (l) => time(l.firstContact?.at)],
    [h('firstContactInWindow'), (l) => safeAnswerLabel(str(l.firstContact?.inWindow), lang)],
    [h('repeat'), (l) => (Array.isArray(l.earlierLeads) ? l.earlierLeads.length : 0)],
    [h('locale'), (l) => localeLabel(str(l.locale), lang)],
    [h('variant'), (l) => l.variant],
    [h('consentAccepted'), (l) => yesNo(l.consent?.accepted)],
    [at('consentAt'), (l) => time(l.consent?.at)],
    [h('consentLanguage'), (l) => l.consent?.language],
    [h('consentVersion'), (l) => l.consent?.versionHash],
    [h('pageUrl'), (l) => l.consent?.pageUrl],
    // How the visitor may be reached safely (src/features/leads/enquiry/safe-contact.ts); hours of day in LEADS_TIME_ZONE.
    [h('safeCall'), (l) => safeAnswerLabel(str(l.safeContact?.call), lang)],
    [h('safeCallFrom'), (l) => l.safeContact?.callFrom],
    [h('safeCallTo'), (l) => l.safeContact?.callTo],
    [h('safeVoicemail'), (l) => safeAnswerLabel(str(l.safeContact?.voicemail), lang)],
    [h('safeTexting'), (l) => safeAnswerLabel(str(l.safeContact?.texting), lang)],
    [h('safeEmail'), (l) => safeAnswerLabel(str(l.safeContact?.email), lang)],
    [h('safeConfirmation'), (l) => yesNo(l.safeContact?.confirmation)],
    [h('socialAgent'), (l) => l.socialMedia?.agent],
    [h('socialSource'), (l) => l.socialMedia?.source],
    [h('socialStatus'), (l) => l.socialMedia?.status],
    [h('socialLink'), (l) => l.socialMedia?.link],
    [h('socialType'), (l) => l.socialMedia?.type],
    [h('emailNotification'), (l) => deliveryLabel(str(l.notifications?.email), lang)],
    [h('webhookNotification'), (l) => deliveryLabel(str(l.notifications?.webhook), lang)],
    [`${statusLabel('spam', lang)} (${spamChoiceWords[spamChoice][lang]})`, (l) => yesNo(l.status === 'spam')],
    [h('spamReason'), (l) => l.spam?.reason],
  ]
}
