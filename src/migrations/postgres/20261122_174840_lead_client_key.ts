import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "client_key" varchar;
  CREATE INDEX "leads_client_key_idx" ON "leads" USING btree ("client_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_client_key_idx";
  ALTER TABLE "leads" DROP COLUMN "client_key";`)
}
