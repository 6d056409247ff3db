import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "login_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account" varchar NOT NULL,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "client_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "login_attempts_id" integer;
  CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("account");
  CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip");
  CREATE INDEX "login_attempts_updated_at_idx" ON "login_attempts" USING btree ("updated_at");
  CREATE INDEX "login_attempts_created_at_idx" ON "login_attempts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_login_attempts_fk" FOREIGN KEY ("login_attempts_id") REFERENCES "public"."login_attempts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_client_key_idx" ON "leads" USING btree ("client_key");
  CREATE INDEX "payload_locked_documents_rels_login_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("login_attempts_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "login_attempts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "login_attempts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_login_attempts_fk";
  
  DROP INDEX "leads_client_key_idx";
  DROP INDEX "payload_locked_documents_rels_login_attempts_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "leads" DROP COLUMN "client_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "login_attempts_id";`)
}
