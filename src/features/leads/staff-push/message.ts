import { localeLabel, type StaffLanguage } from '@/features/leads/inbox/vocabulary'

/**
 * What a staff phone receives for a new lead: the first name, the language and the lead's address
 * in the desk, nothing more. A push message crosses a browser vendor's servers (encrypted, RFC
 * 8291) and lands on a lock screen that anyone near the phone can read, so no surname, phone,
 * e-mail, message, nor the situation ("abuse victim" next to a name is what a lock screen must
 * never show, for any lead): the situation appears once the lead is opened. Words are in the staff
 * member's admin language.
 */
export type StaffPushMessage = {
  firstName: string
  language: string
  url: string
}

export type PushLead = {
  id: number | string
  name?: string | null
  locale?: string | null
}

/** The first word of the name the visitor typed, at most 40 characters ("" when none). */
export function firstName(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? ''
  return Array.from(first).slice(0, 40).join('')
}

export function leadDeskUrl(siteUrl: string, leadId: number | string): string {
  return `${siteUrl.replace(/\/$/, '')}/admin/collections/leads/${encodeURIComponent(String(leadId))}`
}

export function staffPushMessage(lead: PushLead, options: { siteUrl: string; language: StaffLanguage }): StaffPushMessage {
  return {
    firstName: firstName(lead.name),
    language: localeLabel(lead.locale, options.language),
    url: leadDeskUrl(options.siteUrl, lead.id),
  }
}
