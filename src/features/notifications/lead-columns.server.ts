import 'server-only'
import { eq, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { leadColumns } from '@/features/enquiry/lead-writer.server'
import { payloadDrizzle, payloadTable } from '@/server/payload-tables'

/**
 * The worker's writes on a lead: notification columns only, one UPDATE through Payload's Drizzle
 * instance (`payload.db.drizzle`, the same builder on SQLite and PostgreSQL).
 *
 * Why not `payload.db.updateOne`: it turns a `Where` into SQL on every call (about 0.6 ms of CPU),
 * and a lead's delivery writes two or three times; after an ad's burst the worker runs beside the
 * posts still coming in, on the same process.
 */
type Drizzle = {
  update: (table: unknown) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (columns: Record<string, unknown>) => Promise<unknown[]> }
    }
  }
}

/** A column of the leads table by its Drizzle key (`notifications_dueAt`), for a condition. */
export type LeadColumn = (key: string) => unknown

/**
 * Sets `notifications.*` fields of one lead (`{ email: 'sent' }` → `notifications_email`), where
 * `condition` also holds. Answers whether the lead was changed: the database runs the UPDATE with
 * its condition atomically, so of racing writers only one gets `true`.
 */
export async function setNotificationFields(
  payload: Payload,
  leadId: string,
  fields: Record<string, unknown>,
  condition?: (column: LeadColumn) => SQL,
): Promise<boolean> {
  const { table, col, columns } = payloadTable(payload, 'leads')
  const byId = eq(col('id'), leadId)
  const rows = await payloadDrizzle<Drizzle>(payload)
    .update(table)
    .set(leadColumns({ notifications: fields }, columns))
    .where(condition ? sql`${byId} and (${condition(col)})` : byId)
    .returning({ id: col('id') })
  return rows.length === 1
}
