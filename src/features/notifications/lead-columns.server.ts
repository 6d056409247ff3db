import 'server-only'
import { eq, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { leadColumns } from '@/features/enquiry/lead-writer.server'

/**
 * The worker's writes on a lead: notification columns only, one UPDATE through Payload's Drizzle
 * instance (`payload.db.drizzle`, the same builder on SQLite and PostgreSQL).
 *
 * Why not `payload.db.updateOne`: it turns a `Where` into SQL on every call (about 0.6 ms of CPU),
 * and a lead's delivery writes two or three times; after an ad's burst the worker runs beside the
 * posts still coming in, on the same process.
 */
type LeadsTable = Record<string, unknown> & { id: unknown }
type Drizzle = {
  update: (table: unknown) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: unknown) => { returning: (columns: Record<string, unknown>) => Promise<unknown[]> }
    }
  }
}

function leadsTable(payload: Payload): { drizzle: Drizzle; table: LeadsTable; columns: Set<string> } {
  const db = payload.db as unknown as { drizzle: Drizzle; tables: Record<string, LeadsTable | undefined> }
  const table = db.tables.leads
  if (!table) throw new Error('leads table missing from the Drizzle schema')
  return { drizzle: db.drizzle, table, columns: new Set(Object.keys(table)) }
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
  const { drizzle, table, columns } = leadsTable(payload)
  const column: LeadColumn = (key) => {
    if (!columns.has(key)) throw new Error(`leads has no column ${key}`)
    return table[key]
  }
  const byId = eq(table.id as never, leadId)
  const rows = await drizzle
    .update(table)
    .set(leadColumns({ notifications: fields }, columns))
    .where(condition ? sql`${byId} and (${condition(column)})` : byId)
    .returning({ id: table.id })
  return rows.length === 1
}
