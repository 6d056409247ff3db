import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notifications_email_claimed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notifications_webhook_claimed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notifications_email_claimed_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notifications_webhook_claimed_at\`;`)
}
