import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'lead-list';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'lead-delete';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'lead-read-ceiling';
  ALTER TABLE "site_settings" ADD COLUMN "lead_read_ceiling_per_hour" numeric DEFAULT 200;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('lead-export', 'lead-view', 'lead-status', 'person-erased', 'retention', 'notification-ceiling');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "site_settings" DROP COLUMN "lead_read_ceiling_per_hour";`)
}
