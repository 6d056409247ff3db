import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_form" ALTER COLUMN "form" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_form" ALTER COLUMN "form" DROP DEFAULT;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_form" ALTER COLUMN "form" SET DEFAULT 'video-landing';
  ALTER TABLE "_pages_v_blocks_form" ALTER COLUMN "form" SET DEFAULT 'video-landing';`)
}
