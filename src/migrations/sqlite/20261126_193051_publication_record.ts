import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`version\` text NOT NULL,
  	\`title\` text,
  	\`path\` text,
  	\`live_from\` text NOT NULL,
  	\`live_until\` text,
  	\`content\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`publications_subject_idx\` ON \`publications\` (\`subject\`);`)
  await db.run(sql`CREATE INDEX \`publications_live_from_idx\` ON \`publications\` (\`live_from\`);`)
  await db.run(sql`CREATE INDEX \`publications_live_until_idx\` ON \`publications\` (\`live_until\`);`)
  await db.run(sql`CREATE INDEX \`publications_updated_at_idx\` ON \`publications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`publications_created_at_idx\` ON \`publications\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`publications_id\` integer REFERENCES publications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_publications_id_idx\` ON \`payload_locked_documents_rels\` (\`publications_id\`);`)
  // What is live then starts the record in the *_texts_seed_and_record migration, through the
  // Local API, which needs the pages' and text groups' tables as the config has them.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`publications\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`testimonials_id\` integer,
  	\`attorney_testimonials_id\` integer,
  	\`reviews_id\` integer,
  	\`lives_id\` integer,
  	\`attorneys_id\` integer,
  	\`leads_id\` integer,
  	\`push_subscriptions_id\` integer,
  	\`texting_opt_outs_id\` integer,
  	\`call_clicks_id\` integer,
  	\`users_id\` integer,
  	\`login_attempts_id\` integer,
  	\`audit_log_id\` integer,
  	\`second_factors_id\` integer,
  	\`second_factor_sessions_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attorney_testimonials_id\`) REFERENCES \`attorney_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lives_id\`) REFERENCES \`lives\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attorneys_id\`) REFERENCES \`attorneys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`push_subscriptions_id\`) REFERENCES \`push_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`texting_opt_outs_id\`) REFERENCES \`texting_opt_outs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`call_clicks_id\`) REFERENCES \`call_clicks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`login_attempts_id\`) REFERENCES \`login_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`second_factors_id\`) REFERENCES \`second_factors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`second_factor_sessions_id\`) REFERENCES \`second_factor_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "media_id", "testimonials_id", "attorney_testimonials_id", "reviews_id", "lives_id", "attorneys_id", "leads_id", "push_subscriptions_id", "texting_opt_outs_id", "call_clicks_id", "users_id", "login_attempts_id", "audit_log_id", "second_factors_id", "second_factor_sessions_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "media_id", "testimonials_id", "attorney_testimonials_id", "reviews_id", "lives_id", "attorneys_id", "leads_id", "push_subscriptions_id", "texting_opt_outs_id", "call_clicks_id", "users_id", "login_attempts_id", "audit_log_id", "second_factors_id", "second_factor_sessions_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attorney_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`attorney_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lives_id_idx\` ON \`payload_locked_documents_rels\` (\`lives_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attorneys_id_idx\` ON \`payload_locked_documents_rels\` (\`attorneys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_texting_opt_outs_id_idx\` ON \`payload_locked_documents_rels\` (\`texting_opt_outs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_clicks_id_idx\` ON \`payload_locked_documents_rels\` (\`call_clicks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_login_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`login_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_second_factors_id_idx\` ON \`payload_locked_documents_rels\` (\`second_factors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_second_factor_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`second_factor_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
