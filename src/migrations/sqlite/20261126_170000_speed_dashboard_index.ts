import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written: the dashboard's speed to lead (campaignSpeed in
 * src/features/intake/campaign-figures.server.ts) reads these columns of every lead in a date
 * range; in one index that is an index-only range scan instead of a table lookup per lead (100,000
 * leads: BENCH=dashboard). Payload's schema does not declare it, so later generated migrations
 * neither create nor drop it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS \`leads_speed_idx\` ON \`leads\` (\`created_at\`, \`status\`, \`first_contact_at\`, \`first_contact_by_id\`, \`campaign_source\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`leads_speed_idx\`;`)
}
