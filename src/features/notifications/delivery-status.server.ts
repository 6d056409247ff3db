import 'server-only'
import type { Payload, Where } from 'payload'
import { intakeAddress } from './deliver.server'
import type { DeliveryFigures } from './delivery-alert'

const UNDELIVERED = ['pending', 'retrying', 'failed']
const FAILED_ONCE = ['retrying', 'failed']

/**
 * The figures of delivery-alert.ts from the lead rows: a few indexed reads (notifications.email is
 * indexed), cheap enough for the intake home and /api/health.
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
