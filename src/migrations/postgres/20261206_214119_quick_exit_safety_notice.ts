import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_texts_safety_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_safety_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_safety_v_published_locale" AS ENUM('es', 'en');
  CREATE TABLE "texts_safety" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edited_by" varchar,
  	"_status" "enum_texts_safety_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_safety_locales" (
  	"exit_label" varchar,
  	"exit_keys" varchar,
  	"notice_summary" varchar,
  	"notice_exit" varchar,
  	"notice_private" varchar,
  	"notice_device" varchar,
  	"notice_call911" varchar,
  	"notice_emergency" varchar,
  	"notice_hotline_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_safety_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__texts_safety_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_safety_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_safety_v_locales" (
  	"version_exit_label" varchar,
  	"version_exit_keys" varchar,
  	"version_notice_summary" varchar,
  	"version_notice_exit" varchar,
  	"version_notice_private" varchar,
  	"version_notice_device" varchar,
  	"version_notice_call911" varchar,
  	"version_notice_emergency" varchar,
  	"version_notice_hotline_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "sensitive" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_sensitive" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "quick_exit_url" varchar DEFAULT 'https://weather.com/' NOT NULL;
  ALTER TABLE "texts_safety_locales" ADD CONSTRAINT "texts_safety_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_safety"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_safety_v_locales" ADD CONSTRAINT "_texts_safety_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_safety_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "texts_safety__status_idx" ON "texts_safety" USING btree ("_status");
  CREATE UNIQUE INDEX "texts_safety_locales_locale_parent_id_unique" ON "texts_safety_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_safety_v_version_version__status_idx" ON "_texts_safety_v" USING btree ("version__status");
  CREATE INDEX "_texts_safety_v_created_at_idx" ON "_texts_safety_v" USING btree ("created_at");
  CREATE INDEX "_texts_safety_v_updated_at_idx" ON "_texts_safety_v" USING btree ("updated_at");
  CREATE INDEX "_texts_safety_v_snapshot_idx" ON "_texts_safety_v" USING btree ("snapshot");
  CREATE INDEX "_texts_safety_v_published_locale_idx" ON "_texts_safety_v" USING btree ("published_locale");
  CREATE INDEX "_texts_safety_v_latest_idx" ON "_texts_safety_v" USING btree ("latest");
  CREATE INDEX "_texts_safety_v_autosave_idx" ON "_texts_safety_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_safety_v_locales_locale_parent_id_unique" ON "_texts_safety_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "texts_safety" CASCADE;
  DROP TABLE "texts_safety_locales" CASCADE;
  DROP TABLE "_texts_safety_v" CASCADE;
  DROP TABLE "_texts_safety_v_locales" CASCADE;
  ALTER TABLE "pages" DROP COLUMN "sensitive";
  ALTER TABLE "_pages_v" DROP COLUMN "version_sensitive";
  ALTER TABLE "site_settings" DROP COLUMN "quick_exit_url";
  DROP TYPE "public"."enum_texts_safety_status";
  DROP TYPE "public"."enum__texts_safety_v_version_status";
  DROP TYPE "public"."enum__texts_safety_v_published_locale";`)
}
