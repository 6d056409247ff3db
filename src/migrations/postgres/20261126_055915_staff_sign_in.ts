import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "second_factors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user" numeric NOT NULL,
  	"state" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "second_factor_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sid" varchar NOT NULL,
  	"user" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false;
  ALTER TABLE "login_attempts" ADD COLUMN "device" varchar;
  ALTER TABLE "login_attempts" ADD COLUMN "kind" varchar DEFAULT 'login';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "second_factors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "second_factor_sessions_id" integer;
  CREATE UNIQUE INDEX "second_factors_user_idx" ON "second_factors" USING btree ("user");
  CREATE INDEX "second_factors_updated_at_idx" ON "second_factors" USING btree ("updated_at");
  CREATE INDEX "second_factors_created_at_idx" ON "second_factors" USING btree ("created_at");
  CREATE UNIQUE INDEX "second_factor_sessions_sid_idx" ON "second_factor_sessions" USING btree ("sid");
  CREATE INDEX "second_factor_sessions_user_idx" ON "second_factor_sessions" USING btree ("user");
  CREATE INDEX "second_factor_sessions_updated_at_idx" ON "second_factor_sessions" USING btree ("updated_at");
  CREATE INDEX "second_factor_sessions_created_at_idx" ON "second_factor_sessions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_second_factors_fk" FOREIGN KEY ("second_factors_id") REFERENCES "public"."second_factors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_second_factor_sessions_fk" FOREIGN KEY ("second_factor_sessions_id") REFERENCES "public"."second_factor_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "login_attempts_device_idx" ON "login_attempts" USING btree ("device");
  CREATE INDEX "login_attempts_kind_idx" ON "login_attempts" USING btree ("kind");
  CREATE INDEX "payload_locked_documents_rels_second_factors_id_idx" ON "payload_locked_documents_rels" USING btree ("second_factors_id");
  CREATE INDEX "payload_locked_documents_rels_second_factor_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("second_factor_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "second_factors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "second_factor_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "second_factors" CASCADE;
  DROP TABLE "second_factor_sessions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_second_factors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_second_factor_sessions_fk";
  
  DROP INDEX "login_attempts_device_idx";
  DROP INDEX "login_attempts_kind_idx";
  DROP INDEX "payload_locked_documents_rels_second_factors_id_idx";
  DROP INDEX "payload_locked_documents_rels_second_factor_sessions_id_idx";
  ALTER TABLE "users" DROP COLUMN "must_change_password";
  ALTER TABLE "login_attempts" DROP COLUMN "device";
  ALTER TABLE "login_attempts" DROP COLUMN "kind";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "second_factors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "second_factor_sessions_id";`)
}
