import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_language" AS ENUM('es', 'en');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'sign-in';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'sign-in-failed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'second-factor-wrong';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'second-factor-guessing';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'recovery-code-used';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'second-factor-reset';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'recovery-codes-renewed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'password-changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'email-changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'roles-changed';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'user-created';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'user-deleted';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'signed-out-everywhere';
  CREATE TABLE "second_factor_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"user" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language" DEFAULT 'es';
  ALTER TABLE "audit_log" ADD COLUMN "subject" numeric;
  ALTER TABLE "audit_log" ADD COLUMN "client" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "second_factor_uses_id" integer;
  CREATE UNIQUE INDEX "second_factor_uses_key_idx" ON "second_factor_uses" USING btree ("key");
  CREATE INDEX "second_factor_uses_user_idx" ON "second_factor_uses" USING btree ("user");
  CREATE INDEX "second_factor_uses_updated_at_idx" ON "second_factor_uses" USING btree ("updated_at");
  CREATE INDEX "second_factor_uses_created_at_idx" ON "second_factor_uses" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_second_factor_uses_fk" FOREIGN KEY ("second_factor_uses_id") REFERENCES "public"."second_factor_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject");
  CREATE INDEX "payload_locked_documents_rels_second_factor_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("second_factor_uses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "second_factor_uses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "second_factor_uses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_second_factor_uses_fk";
  
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('lead-export', 'lead-view', 'lead-status', 'person-erased', 'retention', 'notification-ceiling');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "audit_log_subject_idx";
  DROP INDEX "payload_locked_documents_rels_second_factor_uses_id_idx";
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "audit_log" DROP COLUMN "subject";
  ALTER TABLE "audit_log" DROP COLUMN "client";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "second_factor_uses_id";
  DROP TYPE "public"."enum_users_language";`)
}
