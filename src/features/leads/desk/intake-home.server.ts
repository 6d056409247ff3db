import 'server-only'
import type { Payload, TypedUser } from 'payload'
import { leadStatuses } from '@/features/leads/enquiry/situations'
import { contactLinks, type ContactLinks } from './contact-links'
import type { StoredSafeContact } from '@/features/leads/enquiry/safe-contact'
import { optOutPhone } from '@/features/leads/texting-opt-out/register'
import { textingOptOutsOf } from '@/features/leads/texting-opt-out/register.server'

/** How many new leads the home lists; the rest are one tap away in the filtered list. */
export const NEW_LEADS_SHOWN = 50

export type NewLead = {
  id: number | string
  name: string
  links: ContactLinks
  phone: string
  situation: string | null
  section: string | null
  campaignSource: string | null
  locale: string | null
  createdAt: string
  /** When the number was put in the texting opt-out register; null while it is not there. */
  optedOutAt: string | null
  /** How the visitor may be reached safely (src/features/leads/enquiry/safe-contact.ts). */
  safeContact: StoredSafeContact
}

export type IntakeHome = {
  newLeads: NewLead[]
  newCount: number
  /** Every other status with its count, in the order of leadStatuses. */
  otherCounts: Array<{ status: string; count: number }>
  firmName: string
  /** When the figures were read, for "how long ago". */
  loadedAt: number
}

/** The firm's name for greetings; the site settings hold it. */
export async function firmName(payload: Payload): Promise<string> {
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    return settings.firmName?.trim() || 'Salazar Immigration'
  } catch {
    return 'Salazar Immigration'
  }
}

/**
 * The intake home's figures, read with the staff member's own access (Local API,
 * overrideAccess false): a user who may not read leads sees none.
 */
export async function loadIntakeHome(payload: Payload, user: TypedUser): Promise<IntakeHome> {
  const asUser = { user, overrideAccess: false } as const
  const [found, counts, firm] = await Promise.all([
    payload.find({
      collection: 'leads',
      where: { status: { equals: 'new' } },
      sort: '-createdAt',
      limit: NEW_LEADS_SHOWN,
      depth: 0,
      select: {
        name: true,
        phone: true,
        situation: true,
        section: true,
        campaignSource: true,
        locale: true,
        createdAt: true,
        safeContact: true,
      },
      ...asUser,
    }),
    Promise.all(
      leadStatuses
        .filter((status) => status !== 'new')
        .map(async (status) => ({
          status,
          count: (await payload.count({ collection: 'leads', where: { status: { equals: status } }, ...asUser })).totalDocs,
        })),
    ),
    firmName(payload),
  ])
  const optedOut = await textingOptOutsOf(
    payload,
    found.docs.map((lead) => optOutPhone(lead.phone)),
  )
  return {
    newCount: found.totalDocs,
    otherCounts: counts,
    firmName: firm,
    loadedAt: Date.now(),
    newLeads: found.docs.map((lead) => ({
      id: lead.id,
      name: lead.name,
      phone: lead.phone,
      links: contactLinks({ phone: lead.phone, name: lead.name, locale: lead.locale, firmName: firm }),
      situation: lead.situation ?? null,
      section: lead.section ?? null,
      campaignSource: lead.campaignSource ?? null,
      locale: lead.locale ?? null,
      createdAt: lead.createdAt,
      optedOutAt: optedOut.get(optOutPhone(lead.phone) ?? '') ?? null,
      safeContact: lead.safeContact ?? null,
    })),
  }
}
