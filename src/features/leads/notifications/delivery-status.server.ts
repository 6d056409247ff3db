import 'server-only'
import type { Payload, Where } from 'payload'
import { intakeAddress } from './deliver.server'
import type { DeliveryFigures, OpenDelivery } from './delivery-alert'

const UNDELIVERED = ['pending', 'sending', 'retrying', 'failed']
const FAILED_ONCE = ['retrying', 'failed']

/**
 * The figures of delivery-alert.ts from the lead rows: a few indexed reads (notifications.email is
 * indexed), cheap enough for the intake home.
 */
export async function deliveryFigures(payload: Payload): Promise<DeliveryFigures> {
  const undelivered: Where = { 'notifications.email': { in: UNDELIVERED } }
  const [oldest, lastSent, gaveUp, address] = await Promise.all([
    payload.find({
      collection: 'leads',
      where: undelivered,
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { createdAt: true },
    }),
    payload.find({
      collection: 'leads',
      where: { 'notifications.email': { equals: 'sent' } },
      sort: '-notifications.emailedAt',
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { notifications: { emailedAt: true } },
    }),
    payload.count({ collection: 'leads', where: { 'notifications.email': { equals: 'failed' } }, overrideAccess: true }),
    intakeAddress(payload),
  ])
  const sentAt = lastSent.docs[0]?.notifications?.emailedAt
  const failing = await payload.count({
    collection: 'leads',
    where: {
      and: [{ 'notifications.email': { in: FAILED_ONCE } }, ...(sentAt ? [{ createdAt: { greater_than: sentAt } }] : [])],
    },
    overrideAccess: true,
  })
  return {
    waiting: oldest.totalDocs,
    oldestWaitingAt: oldest.docs[0]?.createdAt ?? null,
    failingInARow: failing.totalDocs,
    gaveUp: gaveUp.totalDocs,
    intakeAddress: Boolean(address),
  }
}

const CHANNELS = ['email', 'webhook', 'push', 'confirmation'] as const
const OPEN = new Set(['pending', 'sending', 'retrying'])

/** Any channel still to deliver (its job pending or retrying). */
export const openDelivery: Where = { or: CHANNELS.map((channel) => ({ [`notifications.${channel}`]: { in: [...OPEN] } })) }

/**
 * The oldest lead that came in before `before` and still has a notification to deliver, or null:
 * for a monitor asking every minute (GET /api/health/ready).
 */
export async function oldestOpenDelivery(payload: Payload, before: Date): Promise<OpenDelivery | null> {
  const found = await payload.find({
    collection: 'leads',
    where: { and: [openDelivery, { createdAt: { less_than: before.toISOString() } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { createdAt: true, notifications: { email: true, webhook: true, push: true, confirmation: true } },
  })
  const lead = found.docs[0]
  if (!lead) return null
  const states = (lead.notifications ?? {}) as Partial<Record<(typeof CHANNELS)[number], string | null>>
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    channels: CHANNELS.filter((channel) => OPEN.has(states[channel] ?? '')),
  }
}
