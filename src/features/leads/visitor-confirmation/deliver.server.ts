import 'server-only'
import type { Payload } from 'payload'
import { sendMail } from '@/server/mailer'
import { readSiteSettings } from '@/globals/settings-read'
import { isMailableAddress } from '@/features/leads/notifications/email'
import { buildConfirmationEmail, visitorLanguage, type ConfirmationFacts } from './email'

export type ConfirmationLead = {
  id: number | string
  submissionId?: string | null
  name?: string | null
  email?: string | null
  locale?: string | null
  createdAt?: string
}

/** The firm's facts the e-mail gives, from site settings. */
export async function firmFacts(payload: Payload): Promise<Omit<ConfirmationFacts, 'callBack'>> {
  const settings = await readSiteSettings(payload)
  return {
    firmName: settings.firmName?.trim() || 'Salazar Immigration Law',
    phone: settings.phones?.immigration?.number?.trim() || null,
    whatsapp: settings.whatsapp?.trim() || null,
  }
}

/**
 * The visitor-confirmation channel: one e-mail to the address the visitor gave, in their language.
 * `skipped` when there is no usable address; throws (to be retried by the queue) when the mail
 * server refuses. Its Message-ID carries the lead and submission, so a retry after a crash is
 * recognisable as the same message. `callBack` says when the firm will call (office hours).
 */
export async function deliverVisitorConfirmation(
  lead: ConfirmationLead,
  options: {
    /** The firm's facts (`firmFacts`), read by the caller: the worker reads them once per pass. */
    facts: () => Promise<Omit<ConfirmationFacts, 'callBack'>>
    callBack?: (language: 'es' | 'en') => Promise<string | null> | string | null
    mailDomain?: string
  },
): Promise<'sent' | 'skipped'> {
  const to = lead.email?.trim()
  if (!isMailableAddress(to)) return 'skipped'
  const facts = await options.facts()
  const callBack = options.callBack ? await options.callBack(visitorLanguage(lead.locale)) : null
  const email = buildConfirmationEmail(lead, { ...facts, callBack })
  await sendMail({
    to,
    ...email,
    messageId: `<confirmation-${lead.id}.${lead.submissionId ?? 'x'}@${options.mailDomain ?? 'localhost'}>`,
  })
  return 'sent'
}
