import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_publications_locale" AS ENUM('es', 'en');
  CREATE TABLE "publications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"locale" "enum_publications_locale" NOT NULL,
  	"version" varchar NOT NULL,
  	"title" varchar,
  	"path" varchar,
  	"live_from" timestamp(3) with time zone NOT NULL,
  	"live_until" timestamp(3) with time zone,
  	"content" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "publications_id" integer;
  CREATE INDEX "publications_subject_idx" ON "publications" USING btree ("subject");
  CREATE INDEX "publications_live_from_idx" ON "publications" USING btree ("live_from");
  CREATE INDEX "publications_live_until_idx" ON "publications" USING btree ("live_until");
  CREATE INDEX "publications_updated_at_idx" ON "publications" USING btree ("updated_at");
  CREATE INDEX "publications_created_at_idx" ON "publications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publications_fk" FOREIGN KEY ("publications_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_publications_id_idx" ON "payload_locked_documents_rels" USING btree ("publications_id");`)
  // What is live then starts the record in the *_texts_seed_and_record migration, through the
  // Local API, which needs the pages' and text groups' tables as the config has them.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "publications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "publications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_publications_fk";
  
  DROP INDEX "payload_locked_documents_rels_publications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "publications_id";
  DROP TYPE "public"."enum_publications_locale";`)
}
