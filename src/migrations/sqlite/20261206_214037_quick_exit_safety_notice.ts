import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`texts_safety\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`edited_by\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_safety__status_idx\` ON \`texts_safety\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`texts_safety_locales\` (
  	\`exit_label\` text,
  	\`exit_keys\` text,
  	\`notice_summary\` text,
  	\`notice_exit\` text,
  	\`notice_private\` text,
  	\`notice_device\` text,
  	\`notice_call911\` text,
  	\`notice_emergency\` text,
  	\`notice_hotline_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_safety\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_safety_locales_locale_parent_id_unique\` ON \`texts_safety_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_safety_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_edited_by\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_safety_v_version_version__status_idx\` ON \`_texts_safety_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_safety_v_created_at_idx\` ON \`_texts_safety_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_safety_v_updated_at_idx\` ON \`_texts_safety_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_safety_v_snapshot_idx\` ON \`_texts_safety_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_safety_v_published_locale_idx\` ON \`_texts_safety_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_safety_v_latest_idx\` ON \`_texts_safety_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_safety_v_autosave_idx\` ON \`_texts_safety_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_safety_v_locales\` (
  	\`version_exit_label\` text,
  	\`version_exit_keys\` text,
  	\`version_notice_summary\` text,
  	\`version_notice_exit\` text,
  	\`version_notice_private\` text,
  	\`version_notice_device\` text,
  	\`version_notice_call911\` text,
  	\`version_notice_emergency\` text,
  	\`version_notice_hotline_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_safety_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_safety_v_locales_locale_parent_id_unique\` ON \`_texts_safety_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`sensitive\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_sensitive\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`quick_exit_url\` text DEFAULT 'https://weather.com/' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`texts_safety\`;`)
  await db.run(sql`DROP TABLE \`texts_safety_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_safety_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_safety_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`sensitive\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_sensitive\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`quick_exit_url\`;`)
}
