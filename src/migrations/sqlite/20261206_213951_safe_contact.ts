import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_contact_in_window\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`safe_contact_call\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`safe_contact_call_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`safe_contact_call_to\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`safe_contact_voicemail\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`safe_contact_texting\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`safe_contact_email\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`safe_contact_confirmation\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`first_contact_in_window\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`safe_contact_call\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`safe_contact_call_from\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`safe_contact_call_to\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`safe_contact_voicemail\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`safe_contact_texting\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`safe_contact_email\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`safe_contact_confirmation\`;`)
}
