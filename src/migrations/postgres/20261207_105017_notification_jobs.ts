import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Lead notifications become Payload jobs (src/features/leads/notifications/jobs.ts): six task slugs more
 * (one per channel, the escalation, the channels' watch). The job types are made again rather than
 * extended (ADD VALUE), so the same transaction can queue, for each lead still waiting in the old
 * outbox, one job per open channel and its escalation; then the outbox's own columns go. A
 * channel's state gains `sending`: the run that took it (src/features/leads/notifications/deliver.server.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_leads_notifications_email" ADD VALUE 'sending' BEFORE 'retrying';
  ALTER TYPE "public"."enum_leads_notifications_webhook" ADD VALUE 'sending' BEFORE 'retrying';
  ALTER TYPE "public"."enum_leads_notifications_push" ADD VALUE 'sending' BEFORE 'retrying';
  ALTER TYPE "public"."enum_leads_notifications_confirmation" ADD VALUE 'sending' BEFORE 'retrying';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notify-push', 'notify-email', 'notify-webhook', 'notify-confirmation', 'escalate-lead', 'watch-channels', 'erasure-webhook', 'ceiling-alert', 'retention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notify-push', 'notify-email', 'notify-webhook', 'notify-confirmation', 'escalate-lead', 'watch-channels', 'erasure-webhook', 'ceiling-alert', 'retention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  INSERT INTO "payload_jobs" ("input", "task_slug", "queue", "created_at", "updated_at")
    SELECT jsonb_build_object('leadId', "id"::text), ('notify-' || channel.name)::"public"."enum_payload_jobs_task_slug", 'leads', "created_at", now()
    FROM "leads",
      LATERAL (VALUES ('push', "notifications_push"::text), ('email', "notifications_email"::text),
        ('webhook', "notifications_webhook"::text), ('confirmation', "notifications_confirmation"::text)) AS channel(name, state)
    WHERE channel.state IN ('pending', 'retrying')
    ORDER BY "created_at";
  INSERT INTO "payload_jobs" ("input", "task_slug", "queue", "created_at", "updated_at")
    SELECT jsonb_build_object('leadId', "id"::text), 'escalate-lead', 'leads', "created_at", now()
    FROM "leads"
    WHERE "status" = 'new' AND "first_contact_at" IS NULL AND "notifications_admins_alerted_at" IS NULL
      AND "created_at" > now() - interval '7 days';
  DROP INDEX "leads_notifications_notifications_due_at_idx";
  ALTER TABLE "leads" DROP COLUMN "notifications_due_at";
  ALTER TABLE "leads" DROP COLUMN "notifications_claimed_until";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Lead jobs still waiting go with their tasks; their leads are due again in the old outbox.
  await db.execute(sql`
  UPDATE "leads" SET "notifications_push" = 'retrying' WHERE "notifications_push" = 'sending';
  UPDATE "leads" SET "notifications_email" = 'retrying' WHERE "notifications_email" = 'sending';
  UPDATE "leads" SET "notifications_webhook" = 'retrying' WHERE "notifications_webhook" = 'sending';
  UPDATE "leads" SET "notifications_confirmation" = 'retrying' WHERE "notifications_confirmation" = 'sending';
  ALTER TABLE "leads" ADD COLUMN "notifications_due_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "notifications_claimed_until" timestamp(3) with time zone;
  CREATE INDEX "leads_notifications_notifications_due_at_idx" ON "leads" USING btree ("notifications_due_at");
  UPDATE "leads" SET "notifications_due_at" = now()
    WHERE 'pending' IN ("notifications_push"::text, "notifications_email"::text, "notifications_webhook"::text, "notifications_confirmation"::text)
       OR 'retrying' IN ("notifications_push"::text, "notifications_email"::text, "notifications_webhook"::text, "notifications_confirmation"::text);
  ALTER TABLE "leads" ALTER COLUMN "notifications_email" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_notifications_email";
  CREATE TYPE "public"."enum_leads_notifications_email" AS ENUM('pending', 'retrying', 'sent', 'failed', 'skipped');
  ALTER TABLE "leads" ALTER COLUMN "notifications_email" SET DATA TYPE "public"."enum_leads_notifications_email" USING "notifications_email"::"public"."enum_leads_notifications_email";
  ALTER TABLE "leads" ALTER COLUMN "notifications_webhook" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_notifications_webhook";
  CREATE TYPE "public"."enum_leads_notifications_webhook" AS ENUM('pending', 'retrying', 'sent', 'failed', 'skipped');
  ALTER TABLE "leads" ALTER COLUMN "notifications_webhook" SET DATA TYPE "public"."enum_leads_notifications_webhook" USING "notifications_webhook"::"public"."enum_leads_notifications_webhook";
  ALTER TABLE "leads" ALTER COLUMN "notifications_push" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_notifications_push";
  CREATE TYPE "public"."enum_leads_notifications_push" AS ENUM('pending', 'retrying', 'sent', 'failed', 'skipped');
  ALTER TABLE "leads" ALTER COLUMN "notifications_push" SET DATA TYPE "public"."enum_leads_notifications_push" USING "notifications_push"::"public"."enum_leads_notifications_push";
  ALTER TABLE "leads" ALTER COLUMN "notifications_confirmation" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_notifications_confirmation";
  CREATE TYPE "public"."enum_leads_notifications_confirmation" AS ENUM('pending', 'retrying', 'sent', 'failed', 'skipped');
  ALTER TABLE "leads" ALTER COLUMN "notifications_confirmation" SET DATA TYPE "public"."enum_leads_notifications_confirmation" USING "notifications_confirmation"::"public"."enum_leads_notifications_confirmation";
  DELETE FROM "payload_jobs" WHERE "queue" = 'leads';
  DELETE FROM "payload_jobs_log" WHERE "task_slug"::text IN ('notify-push', 'notify-email', 'notify-webhook', 'notify-confirmation', 'escalate-lead', 'watch-channels');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'erasure-webhook', 'ceiling-alert', 'retention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'erasure-webhook', 'ceiling-alert', 'retention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
