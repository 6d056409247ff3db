import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the campaign dashboard (src/features/intake/campaign-figures.server.ts) reads only
 * these columns of the leads in a date range; with them all in one index the grouped query can be
 * an index-only range scan. Payload's schema does not declare it (no snapshot change), so later
 * generated migrations neither create nor drop it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS "leads_dashboard_idx" ON "leads" USING btree ("created_at", "status", "section", "campaign_source", "locale");`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "leads_dashboard_idx";`)
}
