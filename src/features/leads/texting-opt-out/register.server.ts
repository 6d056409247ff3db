import 'server-only'
import type { Payload, PayloadRequest, TypedUser } from 'payload'
import { hashedOptOutPhone } from '@/features/erasure/ledger.mjs'
import type { OptOutSource } from './register'

export type OptOutEntry = { id: number | string; phone: string; recordedAt: string; source: OptOutSource }

/**
 * A number is in the register in one of two forms: as itself (register form, `optOutPhone`), or,
 * once its person was erased, as a keyed hash of it (src/features/erasure/ledger.mjs). Every
 * lookup asks for both, so an erased person who asked not to be texted still is not.
 */
function hashed(phone: string): string {
  return hashedOptOutPhone(process.env.PAYLOAD_SECRET ?? '', phone)
}

async function entryOf(payload: Payload, phone: string): Promise<OptOutEntry | null> {
  const { docs } = await payload.find({
    collection: 'texting-opt-outs',
    where: { phone: { in: [phone, hashed(phone)] } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { phone: true, recordedAt: true, source: true },
  })
  const doc = docs[0]
  return doc ? { id: doc.id, phone: doc.phone, recordedAt: doc.recordedAt ?? '', source: doc.source } : null
}

/**
 * Records that a number (already in the register's form, `optOutPhone`) asked not to be texted.
 * Idempotent: a number already there, plain or hashed, keeps its first entry (`created: false`),
 * also when two recordings race (the unique column refuses the second, which then reads the
 * first). `user` is who recorded it; none for the webhook. Callers check who may record.
 */
export async function recordTextingOptOut(
  payload: Payload,
  entry: { phone: string; source: OptOutSource; note?: string | null; user?: TypedUser | null; req?: Partial<PayloadRequest> },
): Promise<{ entry: OptOutEntry; created: boolean }> {
  const existing = await entryOf(payload, entry.phone)
  if (existing) return { entry: existing, created: false }
  try {
    const doc = await payload.create({
      collection: 'texting-opt-outs',
      data: { phone: entry.phone, source: entry.source, note: entry.note || null },
      // The collection's hook stamps recordedBy from this user and recordedAt from the server clock.
      user: entry.user ?? null,
      overrideAccess: true,
      depth: 0,
    })
    return { entry: { id: doc.id, phone: doc.phone, recordedAt: doc.recordedAt ?? '', source: doc.source }, created: true }
  } catch (error) {
    const raced = await entryOf(payload, entry.phone)
    if (raced) return { entry: raced, created: false }
    throw error
  }
}

/** Which of these numbers (register form) asked not to be texted, with when it was recorded. */
export async function textingOptOutsOf(payload: Payload, phones: Array<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set(phones.filter((phone): phone is string => Boolean(phone)))]
  if (wanted.length === 0) return new Map()
  const asHashed = new Map(wanted.map((phone) => [hashed(phone), phone]))
  const { docs } = await payload.find({
    collection: 'texting-opt-outs',
    where: { phone: { in: [...wanted, ...asHashed.keys()] } },
    limit: wanted.length * 2,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { phone: true, recordedAt: true },
  })
  return new Map(docs.map((doc) => [asHashed.get(doc.phone) ?? doc.phone, doc.recordedAt ?? '']))
}

/** The register's plain entries of these numbers (register form): what erasing their person changes. */
export async function plainOptOutsOf(payload: Payload, phones: string[]): Promise<Array<{ id: number; phone: string }>> {
  const wanted = [...new Set(phones.filter(Boolean))]
  if (wanted.length === 0) return []
  const { docs } = await payload.find({
    collection: 'texting-opt-outs',
    where: { phone: { in: wanted } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { phone: true },
  })
  return docs.map((doc) => ({ id: Number(doc.id), phone: doc.phone }))
}

/**
 * Erasure's part of the register: each entry keeps its place (no texts to that number, ever) but
 * its number becomes the keyed hash and its note goes. Below Payload's field rules (an entry is
 * written once; the hash is not a phone number). Should the hashed form exist already, the plain
 * entry is simply deleted.
 */
export async function hashOptOuts(payload: Payload, entries: Array<{ id: number; phone: string }>): Promise<void> {
  for (const entry of entries) {
    const hash = hashed(entry.phone)
    const taken = await payload.count({
      collection: 'texting-opt-outs',
      where: { phone: { equals: hash } },
      overrideAccess: true,
    })
    if (taken.totalDocs > 0) {
      await payload.delete({ collection: 'texting-opt-outs', id: entry.id, overrideAccess: true, depth: 0 })
      continue
    }
    await payload.db.updateOne({ collection: 'texting-opt-outs', id: entry.id, data: { phone: hash, note: null }, req: {} })
  }
}
