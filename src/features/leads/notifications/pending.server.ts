import 'server-only'
import { vapidKeys } from '@/features/leads/staff-push/vapid'
import { confirmationWanted, type StoredSafeContact } from '@/features/leads/enquiry/safe-contact'

export function webhookConfigured(): boolean {
  return Boolean(process.env.CRM_WEBHOOK_URL?.trim())
}

/**
 * The notification state a lead to be notified is written with: one field per channel, `pending`
 * until its job (./lead-jobs.server.ts, queued by the create) says otherwise, `skipped` for a
 * channel with nothing to send.
 */
export function pendingNotifications(lead: {
  email?: string | null
  channel?: string | null
  safeContact?: StoredSafeContact
}): Record<string, string> {
  return {
    email: 'pending',
    webhook: webhookConfigured() ? 'pending' : 'skipped',
    // Without the site's VAPID keys no phone can be told (the desk says so).
    push: vapidKeys() ? 'pending' : 'skipped',
    // The visitor who wrote to us from the site, gave an address and ticked the box for it (off by
    // default: a shared or watched mailbox can be a danger), unless they said e-mail or texts are
    // not safe (src/features/leads/enquiry/safe-contact.ts).
    confirmation:
      lead.email?.trim() && lead.channel !== 'social-media' && confirmationWanted(lead.safeContact) ? 'pending' : 'skipped',
  }
}
