import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`client_key\` text;`)
  await db.run(sql`CREATE INDEX \`leads_client_key_idx\` ON \`leads\` (\`client_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_client_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`client_key\`;`)
}
