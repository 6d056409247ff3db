import 'server-only'
import type { Payload, PayloadRequest, TypedUser } from 'payload'
import type { OptOutSource } from './register'

export type OptOutEntry = { id: number | string; phone: string; recordedAt: string; source: OptOutSource }

async function entryOf(payload: Payload, phone: string): Promise<OptOutEntry | null> {
  const { docs } = await payload.find({
    collection: 'texting-opt-outs',
    where: { phone: { equals: phone } },
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
 * Idempotent: a number already there keeps its first entry (`created: false`), also when two
 * recordings race (the unique column refuses the second, which then reads the first). `user` is
 * who recorded it; none for the webhook. Callers check who may record.
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
  const { docs } = await payload.find({
    collection: 'texting-opt-outs',
    where: { phone: { in: wanted } },
    limit: wanted.length,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { phone: true, recordedAt: true },
  })
  return new Map(docs.map((doc) => [doc.phone, doc.recordedAt ?? '']))
}
