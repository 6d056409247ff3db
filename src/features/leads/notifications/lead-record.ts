import type { StoredSafeContact } from '@/features/leads/enquiry/safe-contact'

/**
 * The parts of a stored lead that notifications read. Written here (not taken from the generated
 * payload-types) so the queue does not depend on code generation having run.
 */
export type LeadRecord = {
  id: number | string
  createdAt?: string
  submissionId?: string | null
  channel?: string | null
  name?: string | null
  email?: string | null
  phone?: string | null
  message?: string | null
  situation?: string | null
  married?: string | null
  stay?: string | null
  section?: string | null
  campaignSource?: string | null
  locale?: string | null
  clientSubmittedAt?: string | null
  socialMedia?: {
    agent?: string | null
    source?: string | null
    status?: string | null
    link?: string | null
    type?: string | null
    hora?: boolean | null
    referred?: boolean | null
    videoCall?: boolean | null
  } | null
  consent?: {
    accepted?: boolean | null
    text?: string | null
    language?: string | null
    at?: string | null
    timeZone?: string | null
    pageUrl?: string | null
  } | null
  spam?: { flagged?: boolean | null; reason?: string | null } | null
  /** How the visitor may be reached safely (src/features/leads/enquiry/safe-contact.ts). */
  safeContact?: StoredSafeContact
  /** Ids (depth 0) of the same person's earlier leads. */
  earlierLeads?: Array<number | string | { id: number | string }> | null
}
