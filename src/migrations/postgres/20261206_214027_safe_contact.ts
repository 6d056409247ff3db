import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_first_contact_in_window" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_leads_safe_contact_call" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_leads_safe_contact_voicemail" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_leads_safe_contact_texting" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_leads_safe_contact_email" AS ENUM('yes', 'no');
  ALTER TABLE "leads" ADD COLUMN "first_contact_in_window" "enum_leads_first_contact_in_window";
  ALTER TABLE "leads" ADD COLUMN "safe_contact_call" "enum_leads_safe_contact_call";
  ALTER TABLE "leads" ADD COLUMN "safe_contact_call_from" numeric;
  ALTER TABLE "leads" ADD COLUMN "safe_contact_call_to" numeric;
  ALTER TABLE "leads" ADD COLUMN "safe_contact_voicemail" "enum_leads_safe_contact_voicemail";
  ALTER TABLE "leads" ADD COLUMN "safe_contact_texting" "enum_leads_safe_contact_texting";
  ALTER TABLE "leads" ADD COLUMN "safe_contact_email" "enum_leads_safe_contact_email";
  ALTER TABLE "leads" ADD COLUMN "safe_contact_confirmation" boolean;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "first_contact_in_window";
  ALTER TABLE "leads" DROP COLUMN "safe_contact_call";
  ALTER TABLE "leads" DROP COLUMN "safe_contact_call_from";
  ALTER TABLE "leads" DROP COLUMN "safe_contact_call_to";
  ALTER TABLE "leads" DROP COLUMN "safe_contact_voicemail";
  ALTER TABLE "leads" DROP COLUMN "safe_contact_texting";
  ALTER TABLE "leads" DROP COLUMN "safe_contact_email";
  ALTER TABLE "leads" DROP COLUMN "safe_contact_confirmation";
  DROP TYPE "public"."enum_leads_first_contact_in_window";
  DROP TYPE "public"."enum_leads_safe_contact_call";
  DROP TYPE "public"."enum_leads_safe_contact_voicemail";
  DROP TYPE "public"."enum_leads_safe_contact_texting";
  DROP TYPE "public"."enum_leads_safe_contact_email";`)
}
