import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The captures of what was published (src/features/publication-record/capture.ts): the `snapshots`
 * collection and the `capture-snapshot` task slug.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_snapshots_locale" AS ENUM('es', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'capture-snapshot' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'capture-snapshot' BEFORE 'schedulePublish';
  CREATE TABLE "snapshots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "enum_snapshots_locale" NOT NULL,
  	"captured_at" timestamp(3) with time zone NOT NULL,
  	"status" numeric NOT NULL,
  	"subject" varchar,
  	"html" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "snapshots_id" integer;
  CREATE INDEX "snapshots_path_idx" ON "snapshots" USING btree ("path");
  CREATE INDEX "snapshots_captured_at_idx" ON "snapshots" USING btree ("captured_at");
  CREATE INDEX "snapshots_updated_at_idx" ON "snapshots" USING btree ("updated_at");
  CREATE INDEX "snapshots_created_at_idx" ON "snapshots" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_snapshots_fk" FOREIGN KEY ("snapshots_id") REFERENCES "public"."snapshots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_snapshots_id_idx" ON "payload_locked_documents_rels" USING btree ("snapshots_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Captures still queued would not fit the task-slug type without their value.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'capture-snapshot';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'capture-snapshot';
   ALTER TABLE "snapshots" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "snapshots" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_snapshots_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notify-push', 'notify-email', 'notify-webhook', 'notify-confirmation', 'escalate-lead', 'watch-channels', 'erasure-webhook', 'ceiling-alert', 'retention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notify-push', 'notify-email', 'notify-webhook', 'notify-confirmation', 'escalate-lead', 'watch-channels', 'erasure-webhook', 'ceiling-alert', 'retention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_snapshots_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "snapshots_id";
  DROP TYPE "public"."enum_snapshots_locale";`)
}
