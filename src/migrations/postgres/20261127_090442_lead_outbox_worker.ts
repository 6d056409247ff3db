import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The lead row becomes the whole notification outbox (src/features/notifications/worker.server.ts):
 * `notifications_due_at`, `_claimed_until` and `_attempts` replace Payload's job rows and the
 * per-channel claims. Generated, then hand-written steps: the old lead jobs go first (their task
 * slugs leave the enum), the erasure webhook moves to its own queue, and leads still waiting to be
 * notified are due at once.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('lead-email', 'lead-webhook', 'lead-push', 'lead-confirmation');
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('lead-email', 'lead-webhook', 'lead-push', 'lead-confirmation');
  UPDATE "payload_jobs" SET "queue" = 'erasure' WHERE "task_slug" = 'erasure-webhook';
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'erasure-webhook', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'erasure-webhook', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "leads_notifications_notifications_queued_at_idx";
  ALTER TABLE "leads" ADD COLUMN "notifications_due_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "notifications_claimed_until" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "notifications_attempts" numeric;
  CREATE INDEX "leads_notifications_notifications_due_at_idx" ON "leads" USING btree ("notifications_due_at");
  UPDATE "leads" SET "notifications_due_at" = "created_at"
    WHERE "notifications_email" IN ('pending', 'retrying') OR "notifications_webhook" IN ('pending', 'retrying')
       OR "notifications_push" IN ('pending', 'retrying') OR "notifications_confirmation" IN ('pending', 'retrying');
  ALTER TABLE "leads" DROP COLUMN "notifications_queued_at";
  ALTER TABLE "leads" DROP COLUMN "notifications_email_claimed_at";
  ALTER TABLE "leads" DROP COLUMN "notifications_webhook_claimed_at";
  ALTER TABLE "leads" DROP COLUMN "notifications_push_claimed_at";
  ALTER TABLE "leads" DROP COLUMN "notifications_confirmation_claimed_at";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'lead-push' BEFORE 'erasure-webhook';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'lead-email' BEFORE 'erasure-webhook';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'lead-webhook' BEFORE 'erasure-webhook';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'lead-confirmation' BEFORE 'erasure-webhook';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'lead-push' BEFORE 'erasure-webhook';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'lead-email' BEFORE 'erasure-webhook';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'lead-webhook' BEFORE 'erasure-webhook';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'lead-confirmation' BEFORE 'erasure-webhook';
  DROP INDEX "leads_notifications_notifications_due_at_idx";
  ALTER TABLE "leads" ADD COLUMN "notifications_queued_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "notifications_email_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "notifications_webhook_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "notifications_push_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "notifications_confirmation_claimed_at" timestamp(3) with time zone;
  CREATE INDEX "leads_notifications_notifications_queued_at_idx" ON "leads" USING btree ("notifications_queued_at");
  ALTER TABLE "leads" DROP COLUMN "notifications_due_at";
  ALTER TABLE "leads" DROP COLUMN "notifications_claimed_until";
  ALTER TABLE "leads" DROP COLUMN "notifications_attempts";`)
}
