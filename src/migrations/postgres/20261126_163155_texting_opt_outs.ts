import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_texting_opt_outs_source" AS ENUM('reply-stop', 'call', 'webhook');
  CREATE TABLE "texting_opt_outs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"source" "enum_texting_opt_outs_source" DEFAULT 'call' NOT NULL,
  	"note" varchar,
  	"recorded_at" timestamp(3) with time zone,
  	"recorded_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "texting_opt_outs_id" integer;
  ALTER TABLE "texting_opt_outs" ADD CONSTRAINT "texting_opt_outs_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "texting_opt_outs_phone_idx" ON "texting_opt_outs" USING btree ("phone");
  CREATE INDEX "texting_opt_outs_recorded_at_idx" ON "texting_opt_outs" USING btree ("recorded_at");
  CREATE INDEX "texting_opt_outs_recorded_by_idx" ON "texting_opt_outs" USING btree ("recorded_by_id");
  CREATE INDEX "texting_opt_outs_updated_at_idx" ON "texting_opt_outs" USING btree ("updated_at");
  CREATE INDEX "texting_opt_outs_created_at_idx" ON "texting_opt_outs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_texting_opt_outs_fk" FOREIGN KEY ("texting_opt_outs_id") REFERENCES "public"."texting_opt_outs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_texting_opt_outs_id_idx" ON "payload_locked_documents_rels" USING btree ("texting_opt_outs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "texting_opt_outs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "texting_opt_outs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_texting_opt_outs_fk";
  
  DROP INDEX "payload_locked_documents_rels_texting_opt_outs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "texting_opt_outs_id";
  DROP TYPE "public"."enum_texting_opt_outs_source";`)
}
