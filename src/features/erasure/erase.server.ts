import 'server-only'
import { randomUUID } from 'node:crypto'
import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'
import { emailKey, phoneKey } from '@/features/leads/inbox/search-keys'
import { hashOptOuts, plainOptOutsOf } from '@/features/leads/texting-opt-out/register.server'
import { webhookConfigured } from '@/features/leads/notifications/pending.server'
import { ERASURE_QUEUE, ERASURE_WEBHOOK_TASK } from '@/features/leads/notifications/queue'
import { recordAudit } from '@/features/audit/record.server'
import { AppError } from '@/server/errors'
import { appendLedger, ledgerFile, personKeyHash } from './ledger.mjs'
import { wipeErasedRows } from './wipe.server'

/**
 * "Erase this person" (privacy policy: deletion on request). By phone or e-mail, matched the way
 * staff search (search-keys.ts: any formatting of the phone, any case of the e-mail), it removes
 * the person's leads (their notes live in the lead and go with it), the call clicks made from the
 * addresses those leads came from, and with them their unsent notifications (their jobs find no
 * lead and send nothing); it queues a signed
 * `person.erased` event for the CRM webhook (ids only) and leaves an audit entry with a keyed hash
 * of the phone or e-mail and the counts, never the data. The texting opt-out register keeps the
 * person's numbers only as keyed hashes (still refused texts), without their notes. The erasure is
 * added to the ledger (ledger.mjs) that a restore re-applies, and the database files are rid of
 * the deleted rows (wipe.server.ts). Copies outside the site (the intake mailbox) are listed by
 * lead id for staff to delete by hand.
 */
export type ErasureKey = { kind: 'phone' | 'email'; key: string }

export type ErasurePlan = {
  leads: Array<{ id: number; submissionId: string | null }>
  callClicks: number[]
  /** The person's numbers in search (and register) form: the key, and their leads'. */
  phones: string[]
  /** The texting opt-out register's plain entries of the person's numbers: they become keyed hashes. */
  optOuts: Array<{ id: number; phone: string }>
  /** Of those leads, how many still had notifications to send (they go with the leads). */
  unsent: number
}

export type ErasureResult = {
  erasureId: string
  keyHash: string
  leads: number
  callClicks: number
  notifications: number
  optOuts: number
  crmNotified: boolean
  /** Whether the database files were rid of the deleted rows (wipe.server.ts). */
  filesWiped: boolean
  leadIds: number[]
}

/** The search key of what the admin typed, or a 400 when it is neither a phone nor an e-mail. */
export function erasureKey(input: unknown): ErasureKey {
  const body = (input && typeof input === 'object' ? input : {}) as { phone?: unknown; email?: unknown }
  const email = typeof body.email === 'string' ? emailKey(body.email) : ''
  const phone = typeof body.phone === 'string' ? phoneKey(body.phone) : ''
  if (email && /^[^@\s]+@[^@\s]+$/.test(email)) return { kind: 'email', key: email }
  if (phone.length >= 7) return { kind: 'phone', key: phone }
  throw new AppError('bad_request', {
    message: 'Escriba un teléfono (7 dígitos o más) o un correo. / Enter a phone (7 digits or more) or an e-mail.',
  })
}

/** A keyed hash of the erased phone or e-mail: the audit entry can be matched to a later request, not read. */
export function erasureKeyHash(key: ErasureKey): string {
  return personKeyHash(process.env.PAYLOAD_SECRET ?? '', key.kind, key.key)
}

function leadWhere(key: ErasureKey): Where {
  return key.kind === 'phone' ? { searchPhone: { equals: key.key } } : { searchEmail: { equals: key.key } }
}

/** Every row of a collection that `where` picks, read as the system; none when there is nothing to look for. */
async function everyRow<Slug extends CollectionSlug>(payload: Payload, collection: Slug, where: Where | null) {
  if (!where) return []
  return (await payload.find({ collection, where, pagination: false, depth: 0, overrideAccess: true })).docs
}

/** What an erasure would remove (nothing is changed). */
export async function planErasure(payload: Payload, key: ErasureKey): Promise<ErasurePlan> {
  const found = await payload.find({
    collection: 'leads',
    where: leadWhere(key),
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {
      submissionId: true,
      searchPhone: true,
      consent: { ip: true },
      notifications: { email: true, webhook: true, push: true, confirmation: true },
    },
  })
  const leads = found.docs.map((lead) => ({ id: Number(lead.id), submissionId: lead.submissionId ?? null }))
  const phones = found.docs.map((lead) => lead.searchPhone).filter((phone): phone is string => Boolean(phone))
  const personPhones = [...new Set(key.kind === 'phone' ? [key.key, ...phones] : phones)]
  const optOuts = await plainOptOutsOf(payload, personPhones)
  const addresses = [...new Set(found.docs.map((lead) => lead.consent?.ip).filter((ip): ip is string => Boolean(ip)))]
  const clicks = (await everyRow(payload, 'call-clicks', addresses.length === 0 ? null : { ip: { in: addresses } })).map(
    (click) => Number(click.id),
  )
  const open = ['pending', 'sending', 'retrying']
  const unsent = found.docs.filter((lead) =>
    [lead.notifications?.email, lead.notifications?.webhook, lead.notifications?.push, lead.notifications?.confirmation].some(
      (state) => open.includes(state ?? ''),
    ),
  ).length
  return { leads, callClicks: clicks, phones: personPhones, optOuts, unsent }
}

export async function erasePerson(payload: Payload, key: ErasureKey, actor: TypedUser): Promise<ErasureResult> {
  const plan = await planErasure(payload, key)
  const erasureId = randomUUID()
  const keyHash = erasureKeyHash(key)
  const crmNotified = plan.leads.length > 0 && webhookConfigured()
  const counts = {
    leads: plan.leads.length,
    callClicks: plan.callClicks.length,
    notifications: plan.unsent,
    optOuts: plan.optOuts.length,
  }
  // Recorded first: an erasure that cannot be recorded does not happen.
  await recordAudit(payload, {
    action: 'person-erased',
    actor,
    summary: `Borró a una persona (${key.kind === 'phone' ? 'teléfono' : 'correo'}) / erased a person (${key.kind}): ${counts.leads} prospectos/leads`,
    detail: { erasureId, by: key.kind, keyHash, ...counts, crmNotified, leadIds: plan.leads.map((lead) => lead.id) },
  })
  // And in the ledger, outside the database, before anything goes: a restore re-applies it.
  const secret = process.env.PAYLOAD_SECRET ?? ''
  await appendLedger(ledgerFile(), {
    erasureId,
    erasedAt: new Date().toISOString(),
    kind: key.kind,
    keyHash,
    leadIds: plan.leads.map((lead) => lead.id),
    phoneHashes: plan.phones.map((phone) => personKeyHash(secret, 'phone', phone)),
  })
  if (plan.callClicks.length > 0) {
    await payload.delete({ collection: 'call-clicks', where: { id: { in: plan.callClicks } }, overrideAccess: true, depth: 0 })
  }
  if (plan.leads.length > 0) {
    await payload.delete({
      collection: 'leads',
      where: { id: { in: plan.leads.map((lead) => lead.id) } },
      overrideAccess: true,
      depth: 0,
    })
  }
  await hashOptOuts(payload, plan.optOuts)
  // The rows are gone already; should the files' clean-up fail (the database busy for longer than
  // its wait), the erasure stands, says so, and the next erasure or restore cleans up.
  const filesWiped = await wipeErasedRows(payload).then(
    () => true,
    (error: unknown) => {
      payload.logger.error({ event: 'erasure.wipe_failed', erasureId, reason: String(error) }, 'erased rows may remain on disk')
      return false
    },
  )
  if (crmNotified) {
    await payload.jobs.queue({
      task: ERASURE_WEBHOOK_TASK,
      queue: ERASURE_QUEUE,
      input: { erasureId, leads: plan.leads, erasedAt: new Date().toISOString() },
    })
  }
  return { erasureId, keyHash, ...counts, crmNotified, filesWiped, leadIds: plan.leads.map((lead) => lead.id) }
}
