import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Exactly one sender per lead and channel. Payload's `jobs.run` does not claim a job atomically
 * (payloadcms/payload#16043): two passes — two instances, or a process's two Next bundles — can
 * pick the same job and both send the lead. So a delivery first claims its channel on the lead row
 * with one conditional UPDATE, which the database runs atomically (SQLite holds the write lock;
 * PostgreSQL re-checks the condition on the locked row): only one of any number of racing senders
 * gets the row back. A claim lapses after CLAIM_TTL_MS, so a sender that died mid-delivery does not
 * hold the lead for ever; a failed delivery clears it (deliver.server.ts), so the retry can claim at
 * once.
 */
export type Channel = 'email' | 'webhook' | 'push' | 'confirmation'

/** Longer than any delivery takes (SMTP and webhook time out in under a minute). */
export const CLAIM_TTL_MS = 2 * 60_000

const columns = {
  email: { state: 'notifications_email', claimedAt: 'notifications_emailClaimedAt' },
  webhook: { state: 'notifications_webhook', claimedAt: 'notifications_webhookClaimedAt' },
  push: { state: 'notifications_push', claimedAt: 'notifications_pushClaimedAt' },
  confirmation: { state: 'notifications_confirmation', claimedAt: 'notifications_confirmationClaimedAt' },
} as const

/** What we use of Payload's Drizzle adapter: the same query builder on SQLite and PostgreSQL. */
type UpdateBuilder = {
  set: (values: Record<string, unknown>) => {
    where: (condition: unknown) => { returning: (columns: Record<string, unknown>) => Promise<unknown[]> }
  }
}
type Drizzle = { update: (table: unknown) => UpdateBuilder }

function leadsTable(payload: Payload): { drizzle: Drizzle; table: Record<string, unknown> } {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, Record<string, unknown> | undefined> }
  const table = db.tables.leads
  if (!table) throw new Error('leads table missing from the Drizzle schema')
  return { drizzle: db.drizzle, table }
}

/**
 * Claims the channel of a lead for this sender. False when the lead is gone, already sent on that
 * channel, or claimed by another sender within the last CLAIM_TTL_MS.
 */
export async function claimDelivery(payload: Payload, leadId: string, channel: Channel, now = Date.now()): Promise<boolean> {
  const { drizzle, table } = leadsTable(payload)
  const state = table[columns[channel].state]
  const claimedAt = table[columns[channel].claimedAt]
  const lapsed = new Date(now - CLAIM_TTL_MS).toISOString()
  const rows = await drizzle
    .update(table)
    .set({ [columns[channel].claimedAt]: new Date(now).toISOString() })
    .where(
      sql`${table.id} = ${leadId} and (${state} is null or ${state} <> 'sent') and (${claimedAt} is null or ${claimedAt} < ${lapsed})`,
    )
    .returning({ id: table.id })
  return rows.length === 1
}
