import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The lead row becomes the whole notification outbox (src/features/notifications/worker.server.ts):
 * `notifications_due_at`, `_claimed_until` and `_attempts` replace Payload's job rows and the
 * per-channel claims. Generated, then two hand-written steps: leads still waiting to be notified
 * are due at once, and the old lead jobs go (the erasure webhook's move to their own queue).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_notifications_notifications_queued_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notifications_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notifications_claimed_until\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notifications_attempts\` numeric;`)
  await db.run(sql`CREATE INDEX \`leads_notifications_notifications_due_at_idx\` ON \`leads\` (\`notifications_due_at\`);`)
  await db.run(sql`UPDATE \`leads\` SET \`notifications_due_at\` = \`created_at\`
    WHERE \`notifications_email\` IN ('pending', 'retrying') OR \`notifications_webhook\` IN ('pending', 'retrying')
       OR \`notifications_push\` IN ('pending', 'retrying') OR \`notifications_confirmation\` IN ('pending', 'retrying');`)
  await db.run(sql`DELETE FROM \`payload_jobs_log\` WHERE \`_parent_id\` IN (SELECT \`id\` FROM \`payload_jobs\` WHERE \`task_slug\` IN ('lead-email', 'lead-webhook', 'lead-push', 'lead-confirmation'));`)
  await db.run(sql`DELETE FROM \`payload_jobs\` WHERE \`task_slug\` IN ('lead-email', 'lead-webhook', 'lead-push', 'lead-confirmation');`)
  await db.run(sql`UPDATE \`payload_jobs\` SET \`queue\` = 'erasure' WHERE \`task_slug\` = 'erasure-webhook';`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notifications_queued_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notifications_email_claimed_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notifications_webhook_claimed_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notifications_push_claimed_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notifications_confirmation_claimed_at\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_notifications_notifications_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notifications_queued_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notifications_email_claimed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notifications_webhook_claimed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notifications_push_claimed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notifications_confirmation_claimed_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_notifications_notifications_queued_at_idx\` ON \`leads\` (\`notifications_queued_at\`);`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notifications_due_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notifications_claimed_until\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`notifications_attempts\`;`)
}
