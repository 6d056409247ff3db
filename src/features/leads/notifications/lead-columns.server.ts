import 'server-only'
import { eq, inArray, sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { payloadDrizzle, payloadTable } from '@/server/payload-tables'

/**
 * The worker's writes on leads: notification columns only, one UPDATE through Payload's Drizzle
 * instance (`payload.db.drizzle`).
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

/** The notification fields as the table's columns: `{ email: 'sent' }` → `notifications_email`. */
function notificationColumns(fields: Record<string, unknown>, columns: ReadonlySet<string>): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue
    const key = `notifications_${field}`
    // A field the schema lacks is a programming error.
    if (!columns.has(key)) throw new Error(`leads has no column for notifications.${field}`)
    row[key] = value
  }
  return row
}

/** A column of the leads table by its Drizzle key (`notifications_dueAt`), for a condition. */
export type LeadColumn = (key: string) => unknown

/**
 * Sets `notifications.*` fields of the given leads (`{ email: 'sent' }` → `notifications_email`),
 * where `condition` also holds. Answers the ids it changed: the database runs the UPDATE with its
 * condition atomically, row by row, so of racing writers only one gets a given row.
 */
export async function setNotificationFields(
  payload: Payload,
  leadIds: string | string[],
  fields: Record<string, unknown>,
  condition?: (column: LeadColumn) => SQL,
): Promise<Array<number | string>> {
  const { table, col, columns } = payloadTable(payload, 'leads')
  const byId = Array.isArray(leadIds) ? inArray(col('id'), leadIds) : eq(col('id'), leadIds)
  const rows = (await payloadDrizzle<Drizzle>(payload)
    .update(table)
    .set(notificationColumns(fields, columns))
    .where(condition ? sql`${byId} and (${condition(col)})` : byId)
    .returning({ id: col('id') })) as Array<{ id: number | string }>
  return rows.map((row) => row.id)
}
