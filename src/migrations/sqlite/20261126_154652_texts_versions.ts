import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_texts_home_v\` (
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
  await db.run(sql`CREATE INDEX \`_texts_home_v_version_version__status_idx\` ON \`_texts_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_home_v_created_at_idx\` ON \`_texts_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_home_v_updated_at_idx\` ON \`_texts_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_home_v_snapshot_idx\` ON \`_texts_home_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_home_v_published_locale_idx\` ON \`_texts_home_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_home_v_latest_idx\` ON \`_texts_home_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_home_v_autosave_idx\` ON \`_texts_home_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_home_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_hero_label\` text,
  	\`version_hero_badge_value\` text,
  	\`version_hero_badge_label\` text,
  	\`version_hero_experience_eyebrow\` text,
  	\`version_hero_experience_title\` text,
  	\`version_hero_experience_text\` text,
  	\`version_hero_experience_cta\` text,
  	\`version_hero_experience_link\` text,
  	\`version_hero_vawa_eyebrow\` text,
  	\`version_hero_vawa_title\` text,
  	\`version_hero_vawa_text\` text,
  	\`version_hero_vawa_cta\` text,
  	\`version_hero_vawa_link\` text,
  	\`version_hero_t_eyebrow\` text,
  	\`version_hero_t_title\` text,
  	\`version_hero_t_text\` text,
  	\`version_hero_t_cta\` text,
  	\`version_hero_t_link\` text,
  	\`version_hero_u_eyebrow\` text,
  	\`version_hero_u_title\` text,
  	\`version_hero_u_text\` text,
  	\`version_hero_u_cta\` text,
  	\`version_hero_u_link\` text,
  	\`version_hero_points_free\` text,
  	\`version_hero_points_language\` text,
  	\`version_hero_points_confidential\` text,
  	\`version_services_eyebrow\` text,
  	\`version_services_title\` text,
  	\`version_services_intro\` text,
  	\`version_services_all\` text,
  	\`version_about_eyebrow\` text,
  	\`version_about_title\` text,
  	\`version_about_text1\` text,
  	\`version_about_text2\` text,
  	\`version_about_cta\` text,
  	\`version_about_secondary\` text,
  	\`version_about_video_title\` text,
  	\`version_about_video_caption\` text,
  	\`version_about_stat_years_value\` text,
  	\`version_about_stat_years\` text,
  	\`version_about_stat_free\` text,
  	\`version_about_stat_free_value\` text,
  	\`version_about_stat_languages\` text,
  	\`version_about_stat_languages_value\` text,
  	\`version_mission_eyebrow\` text,
  	\`version_mission_title\` text,
  	\`version_mission_text\` text,
  	\`version_mission_honesty_title\` text,
  	\`version_mission_honesty_text\` text,
  	\`version_mission_closeness_title\` text,
  	\`version_mission_closeness_text\` text,
  	\`version_mission_commitment_title\` text,
  	\`version_mission_commitment_text\` text,
  	\`version_lives_eyebrow\` text,
  	\`version_lives_title\` text,
  	\`version_lives_text\` text,
  	\`version_lives_cta\` text,
  	\`version_lives_latest\` text,
  	\`version_lives_all\` text,
  	\`version_testimonials_eyebrow\` text,
  	\`version_testimonials_title\` text,
  	\`version_testimonials_text\` text,
  	\`version_testimonials_cta\` text,
  	\`version_travel_title\` text,
  	\`version_travel_text\` text,
  	\`version_travel_video_label\` text,
  	\`version_giveaway_title\` text,
  	\`version_giveaway_text\` text,
  	\`version_visas_eyebrow\` text,
  	\`version_visas_title\` text,
  	\`version_visas_intro\` text,
  	\`version_visas_all\` text,
  	\`version_blog_eyebrow\` text,
  	\`version_blog_title\` text,
  	\`version_blog_intro\` text,
  	\`version_blog_label\` text,
  	\`version_blog_read_more\` text,
  	\`version_blog_all\` text,
  	\`version_reviews_eyebrow\` text,
  	\`version_reviews_title\` text,
  	\`version_reviews_label\` text,
  	\`version_reviews_stars\` text,
  	\`version_reviews_write\` text,
  	\`version_reviews_all\` text,
  	\`version_form_eyebrow\` text,
  	\`version_form_title\` text,
  	\`version_form_text\` text,
  	\`version_form_point_free\` text,
  	\`version_form_point_private\` text,
  	\`version_form_point_language\` text,
  	\`version_form_call_us\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_home_v_locales_locale_parent_id_unique\` ON \`_texts_home_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_services_v_version_cards_immigration_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_cards_immigration_points_order_idx\` ON \`_texts_services_v_version_cards_immigration_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_cards_immigration_points_parent_id_idx\` ON \`_texts_services_v_version_cards_immigration_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_cards_immigration_points_locale_idx\` ON \`_texts_services_v_version_cards_immigration_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_services_v_version_cards_injury_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_cards_injury_points_order_idx\` ON \`_texts_services_v_version_cards_injury_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_cards_injury_points_parent_id_idx\` ON \`_texts_services_v_version_cards_injury_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_cards_injury_points_locale_idx\` ON \`_texts_services_v_version_cards_injury_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_services_v_version_cards_trucks_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_cards_trucks_points_order_idx\` ON \`_texts_services_v_version_cards_trucks_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_cards_trucks_points_parent_id_idx\` ON \`_texts_services_v_version_cards_trucks_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_cards_trucks_points_locale_idx\` ON \`_texts_services_v_version_cards_trucks_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_services_v_version_lawyer_impossible_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_lawyer_impossible_points_order_idx\` ON \`_texts_services_v_version_lawyer_impossible_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_lawyer_impossible_points_parent_id_idx\` ON \`_texts_services_v_version_lawyer_impossible_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_lawyer_impossible_points_locale_idx\` ON \`_texts_services_v_version_lawyer_impossible_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_services_v_version_lawyer_help_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_lawyer_help_items_order_idx\` ON \`_texts_services_v_version_lawyer_help_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_lawyer_help_items_parent_id_idx\` ON \`_texts_services_v_version_lawyer_help_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_lawyer_help_items_locale_idx\` ON \`_texts_services_v_version_lawyer_help_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_services_v\` (
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
  await db.run(sql`CREATE INDEX \`_texts_services_v_version_version__status_idx\` ON \`_texts_services_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_created_at_idx\` ON \`_texts_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_updated_at_idx\` ON \`_texts_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_snapshot_idx\` ON \`_texts_services_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_published_locale_idx\` ON \`_texts_services_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_latest_idx\` ON \`_texts_services_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_services_v_autosave_idx\` ON \`_texts_services_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_services_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_banner_title\` text,
  	\`version_banner_subtitle\` text,
  	\`version_intro_title\` text,
  	\`version_intro_text\` text,
  	\`version_external_note\` text,
  	\`version_cards_immigration_title\` text,
  	\`version_cards_immigration_text\` text,
  	\`version_cards_immigration_cta\` text,
  	\`version_cards_injury_title\` text,
  	\`version_cards_injury_text\` text,
  	\`version_cards_injury_cta\` text,
  	\`version_cards_trucks_title\` text,
  	\`version_cards_trucks_text\` text,
  	\`version_cards_trucks_cta\` text,
  	\`version_form_eyebrow\` text,
  	\`version_form_title\` text,
  	\`version_form_text\` text,
  	\`version_lawyer_meta_title\` text,
  	\`version_lawyer_meta_description\` text,
  	\`version_lawyer_banner_title\` text,
  	\`version_lawyer_banner_subtitle\` text,
  	\`version_lawyer_intro_eyebrow\` text,
  	\`version_lawyer_intro_title\` text,
  	\`version_lawyer_intro_p1\` text,
  	\`version_lawyer_intro_p2\` text,
  	\`version_lawyer_impossible_title\` text,
  	\`version_lawyer_impossible_text\` text,
  	\`version_lawyer_impossible_cta\` text,
  	\`version_lawyer_free_call_title\` text,
  	\`version_lawyer_free_call_text\` text,
  	\`version_lawyer_free_call_call\` text,
  	\`version_lawyer_form_eyebrow\` text,
  	\`version_lawyer_form_title\` text,
  	\`version_lawyer_form_text\` text,
  	\`version_lawyer_explanation_title\` text,
  	\`version_lawyer_explanation_p1\` text,
  	\`version_lawyer_explanation_p2\` text,
  	\`version_lawyer_steps_eyebrow\` text,
  	\`version_lawyer_steps_title\` text,
  	\`version_lawyer_steps_evaluate_title\` text,
  	\`version_lawyer_steps_evaluate_text\` text,
  	\`version_lawyer_steps_paperwork_title\` text,
  	\`version_lawyer_steps_paperwork_text\` text,
  	\`version_lawyer_steps_documents_title\` text,
  	\`version_lawyer_steps_documents_text\` text,
  	\`version_lawyer_help_title\` text,
  	\`version_lawyer_opportunities_title\` text,
  	\`version_lawyer_opportunities_intro\` text,
  	\`version_lawyer_opportunities_family_title\` text,
  	\`version_lawyer_opportunities_family_text\` text,
  	\`version_lawyer_opportunities_adjustment_title\` text,
  	\`version_lawyer_opportunities_adjustment_text\` text,
  	\`version_lawyer_opportunities_consular_title\` text,
  	\`version_lawyer_opportunities_consular_text\` text,
  	\`version_lawyer_opportunities_waivers_title\` text,
  	\`version_lawyer_opportunities_waivers_text\` text,
  	\`version_lawyer_opportunities_work_title\` text,
  	\`version_lawyer_opportunities_work_text\` text,
  	\`version_lawyer_opportunities_citizenship_title\` text,
  	\`version_lawyer_opportunities_citizenship_text\` text,
  	\`version_lawyer_opportunities_vawa_title\` text,
  	\`version_lawyer_opportunities_vawa_text\` text,
  	\`version_lawyer_opportunities_t_title\` text,
  	\`version_lawyer_opportunities_t_text\` text,
  	\`version_lawyer_opportunities_u_title\` text,
  	\`version_lawyer_opportunities_u_text\` text,
  	\`version_lawyer_opportunities_k1_title\` text,
  	\`version_lawyer_opportunities_k1_text\` text,
  	\`version_lawyer_team_eyebrow\` text,
  	\`version_lawyer_team_title\` text,
  	\`version_lawyer_team_intro\` text,
  	\`version_lawyer_team_label\` text,
  	\`version_lawyer_team_profile\` text,
  	\`version_lawyer_team_card_title\` text,
  	\`version_lawyer_team_card_text\` text,
  	\`version_lawyer_team_card_cta\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_services_v_locales_locale_parent_id_unique\` ON \`_texts_services_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_overview_vawa_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_overview_vawa_points_order_idx\` ON \`_texts_visas_v_version_overview_vawa_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_overview_vawa_points_parent_id_idx\` ON \`_texts_visas_v_version_overview_vawa_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_overview_vawa_points_locale_idx\` ON \`_texts_visas_v_version_overview_vawa_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_overview_t_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_overview_t_points_order_idx\` ON \`_texts_visas_v_version_overview_t_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_overview_t_points_parent_id_idx\` ON \`_texts_visas_v_version_overview_t_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_overview_t_points_locale_idx\` ON \`_texts_visas_v_version_overview_t_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_overview_u_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_overview_u_points_order_idx\` ON \`_texts_visas_v_version_overview_u_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_overview_u_points_parent_id_idx\` ON \`_texts_visas_v_version_overview_u_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_overview_u_points_locale_idx\` ON \`_texts_visas_v_version_overview_u_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_vawa_intro_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_intro_paragraphs_order_idx\` ON \`_texts_visas_v_version_vawa_intro_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_intro_paragraphs_parent_id_idx\` ON \`_texts_visas_v_version_vawa_intro_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_intro_paragraphs_locale_idx\` ON \`_texts_visas_v_version_vawa_intro_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_vawa_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_benefits_order_idx\` ON \`_texts_visas_v_version_vawa_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_benefits_parent_id_idx\` ON \`_texts_visas_v_version_vawa_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_benefits_locale_idx\` ON \`_texts_visas_v_version_vawa_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_vawa_qualify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_qualify_order_idx\` ON \`_texts_visas_v_version_vawa_qualify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_qualify_parent_id_idx\` ON \`_texts_visas_v_version_vawa_qualify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_qualify_locale_idx\` ON \`_texts_visas_v_version_vawa_qualify\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_vawa_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_requirements_order_idx\` ON \`_texts_visas_v_version_vawa_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_requirements_parent_id_idx\` ON \`_texts_visas_v_version_vawa_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_requirements_locale_idx\` ON \`_texts_visas_v_version_vawa_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_vawa_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_steps_order_idx\` ON \`_texts_visas_v_version_vawa_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_steps_parent_id_idx\` ON \`_texts_visas_v_version_vawa_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_steps_locale_idx\` ON \`_texts_visas_v_version_vawa_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_vawa_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`q\` text,
  	\`a\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_faqs_order_idx\` ON \`_texts_visas_v_version_vawa_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_faqs_parent_id_idx\` ON \`_texts_visas_v_version_vawa_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_vawa_faqs_locale_idx\` ON \`_texts_visas_v_version_vawa_faqs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_t_intro_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_intro_paragraphs_order_idx\` ON \`_texts_visas_v_version_t_intro_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_intro_paragraphs_parent_id_idx\` ON \`_texts_visas_v_version_t_intro_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_intro_paragraphs_locale_idx\` ON \`_texts_visas_v_version_t_intro_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_t_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_benefits_order_idx\` ON \`_texts_visas_v_version_t_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_benefits_parent_id_idx\` ON \`_texts_visas_v_version_t_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_benefits_locale_idx\` ON \`_texts_visas_v_version_t_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_t_qualify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_qualify_order_idx\` ON \`_texts_visas_v_version_t_qualify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_qualify_parent_id_idx\` ON \`_texts_visas_v_version_t_qualify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_qualify_locale_idx\` ON \`_texts_visas_v_version_t_qualify\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_t_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_requirements_order_idx\` ON \`_texts_visas_v_version_t_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_requirements_parent_id_idx\` ON \`_texts_visas_v_version_t_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_requirements_locale_idx\` ON \`_texts_visas_v_version_t_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_t_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_steps_order_idx\` ON \`_texts_visas_v_version_t_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_steps_parent_id_idx\` ON \`_texts_visas_v_version_t_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_steps_locale_idx\` ON \`_texts_visas_v_version_t_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_t_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`q\` text,
  	\`a\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_faqs_order_idx\` ON \`_texts_visas_v_version_t_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_faqs_parent_id_idx\` ON \`_texts_visas_v_version_t_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_t_faqs_locale_idx\` ON \`_texts_visas_v_version_t_faqs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_u_intro_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_intro_paragraphs_order_idx\` ON \`_texts_visas_v_version_u_intro_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_intro_paragraphs_parent_id_idx\` ON \`_texts_visas_v_version_u_intro_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_intro_paragraphs_locale_idx\` ON \`_texts_visas_v_version_u_intro_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_u_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_benefits_order_idx\` ON \`_texts_visas_v_version_u_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_benefits_parent_id_idx\` ON \`_texts_visas_v_version_u_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_benefits_locale_idx\` ON \`_texts_visas_v_version_u_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_u_qualify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_qualify_order_idx\` ON \`_texts_visas_v_version_u_qualify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_qualify_parent_id_idx\` ON \`_texts_visas_v_version_u_qualify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_qualify_locale_idx\` ON \`_texts_visas_v_version_u_qualify\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_u_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_requirements_order_idx\` ON \`_texts_visas_v_version_u_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_requirements_parent_id_idx\` ON \`_texts_visas_v_version_u_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_requirements_locale_idx\` ON \`_texts_visas_v_version_u_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_u_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_steps_order_idx\` ON \`_texts_visas_v_version_u_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_steps_parent_id_idx\` ON \`_texts_visas_v_version_u_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_steps_locale_idx\` ON \`_texts_visas_v_version_u_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_u_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`q\` text,
  	\`a\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_faqs_order_idx\` ON \`_texts_visas_v_version_u_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_faqs_parent_id_idx\` ON \`_texts_visas_v_version_u_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_u_faqs_locale_idx\` ON \`_texts_visas_v_version_u_faqs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_k1_intro_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_intro_paragraphs_order_idx\` ON \`_texts_visas_v_version_k1_intro_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_intro_paragraphs_parent_id_idx\` ON \`_texts_visas_v_version_k1_intro_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_intro_paragraphs_locale_idx\` ON \`_texts_visas_v_version_k1_intro_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_k1_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_benefits_order_idx\` ON \`_texts_visas_v_version_k1_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_benefits_parent_id_idx\` ON \`_texts_visas_v_version_k1_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_benefits_locale_idx\` ON \`_texts_visas_v_version_k1_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_k1_qualify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_qualify_order_idx\` ON \`_texts_visas_v_version_k1_qualify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_qualify_parent_id_idx\` ON \`_texts_visas_v_version_k1_qualify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_qualify_locale_idx\` ON \`_texts_visas_v_version_k1_qualify\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_k1_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_requirements_order_idx\` ON \`_texts_visas_v_version_k1_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_requirements_parent_id_idx\` ON \`_texts_visas_v_version_k1_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_requirements_locale_idx\` ON \`_texts_visas_v_version_k1_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_k1_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_steps_order_idx\` ON \`_texts_visas_v_version_k1_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_steps_parent_id_idx\` ON \`_texts_visas_v_version_k1_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_steps_locale_idx\` ON \`_texts_visas_v_version_k1_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_version_k1_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`q\` text,
  	\`a\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_faqs_order_idx\` ON \`_texts_visas_v_version_k1_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_faqs_parent_id_idx\` ON \`_texts_visas_v_version_k1_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_k1_faqs_locale_idx\` ON \`_texts_visas_v_version_k1_faqs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v\` (
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
  await db.run(sql`CREATE INDEX \`_texts_visas_v_version_version__status_idx\` ON \`_texts_visas_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_created_at_idx\` ON \`_texts_visas_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_updated_at_idx\` ON \`_texts_visas_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_snapshot_idx\` ON \`_texts_visas_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_published_locale_idx\` ON \`_texts_visas_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_latest_idx\` ON \`_texts_visas_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_visas_v_autosave_idx\` ON \`_texts_visas_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_visas_v_locales\` (
  	\`version_labels_benefits_title\` text,
  	\`version_labels_qualify_title\` text,
  	\`version_labels_requirements_title\` text,
  	\`version_labels_steps_title\` text,
  	\`version_labels_faq_title\` text,
  	\`version_labels_evaluate_title\` text,
  	\`version_labels_evaluate_text\` text,
  	\`version_labels_form_eyebrow\` text,
  	\`version_labels_form_title\` text,
  	\`version_labels_form_text\` text,
  	\`version_labels_learn_more\` text,
  	\`version_labels_related_title\` text,
  	\`version_labels_step\` text,
  	\`version_cards_vawa_title\` text,
  	\`version_cards_vawa_text\` text,
  	\`version_cards_t_title\` text,
  	\`version_cards_t_text\` text,
  	\`version_cards_u_title\` text,
  	\`version_cards_u_text\` text,
  	\`version_cards_k1_title\` text,
  	\`version_cards_k1_text\` text,
  	\`version_overview_meta_title\` text,
  	\`version_overview_meta_description\` text,
  	\`version_overview_banner_title\` text,
  	\`version_overview_banner_subtitle\` text,
  	\`version_overview_intro_title\` text,
  	\`version_overview_intro_p1\` text,
  	\`version_overview_intro_p2\` text,
  	\`version_overview_vawa_title\` text,
  	\`version_overview_vawa_text\` text,
  	\`version_overview_t_title\` text,
  	\`version_overview_t_text\` text,
  	\`version_overview_u_title\` text,
  	\`version_overview_u_text\` text,
  	\`version_overview_confidential_title\` text,
  	\`version_overview_confidential_text\` text,
  	\`version_overview_k1_title\` text,
  	\`version_overview_k1_text\` text,
  	\`version_overview_k1_cta\` text,
  	\`version_vawa_meta_title\` text,
  	\`version_vawa_meta_description\` text,
  	\`version_vawa_banner_title\` text,
  	\`version_vawa_banner_subtitle\` text,
  	\`version_vawa_intro_title\` text,
  	\`version_t_meta_title\` text,
  	\`version_t_meta_description\` text,
  	\`version_t_banner_title\` text,
  	\`version_t_banner_subtitle\` text,
  	\`version_t_intro_title\` text,
  	\`version_u_meta_title\` text,
  	\`version_u_meta_description\` text,
  	\`version_u_banner_title\` text,
  	\`version_u_banner_subtitle\` text,
  	\`version_u_intro_title\` text,
  	\`version_k1_meta_title\` text,
  	\`version_k1_meta_description\` text,
  	\`version_k1_banner_title\` text,
  	\`version_k1_banner_subtitle\` text,
  	\`version_k1_intro_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_visas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_visas_v_locales_locale_parent_id_unique\` ON \`_texts_visas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_team_v\` (
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
  await db.run(sql`CREATE INDEX \`_texts_team_v_version_version__status_idx\` ON \`_texts_team_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_team_v_created_at_idx\` ON \`_texts_team_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_team_v_updated_at_idx\` ON \`_texts_team_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_team_v_snapshot_idx\` ON \`_texts_team_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_team_v_published_locale_idx\` ON \`_texts_team_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_team_v_latest_idx\` ON \`_texts_team_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_team_v_autosave_idx\` ON \`_texts_team_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_team_v_locales\` (
  	\`version_team_meta_title\` text,
  	\`version_team_meta_description\` text,
  	\`version_team_banner_title\` text,
  	\`version_team_banner_subtitle\` text,
  	\`version_team_intro_title\` text,
  	\`version_team_intro_text\` text,
  	\`version_team_view_profile\` text,
  	\`version_team_contact\` text,
  	\`version_team_form_eyebrow\` text,
  	\`version_team_form_title\` text,
  	\`version_team_form_text\` text,
  	\`version_about_meta_title\` text,
  	\`version_about_meta_description\` text,
  	\`version_about_banner_title\` text,
  	\`version_about_banner_subtitle\` text,
  	\`version_about_mission_eyebrow\` text,
  	\`version_about_mission_title\` text,
  	\`version_about_mission_p1\` text,
  	\`version_about_mission_p2\` text,
  	\`version_about_mission_links_title\` text,
  	\`version_about_mission_services\` text,
  	\`version_about_mission_attorneys\` text,
  	\`version_about_mission_contact\` text,
  	\`version_about_services_eyebrow\` text,
  	\`version_about_services_title\` text,
  	\`version_about_services_intro\` text,
  	\`version_about_founder_eyebrow\` text,
  	\`version_about_founder_text\` text,
  	\`version_about_founder_view_more\` text,
  	\`version_about_founder_view_more_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_team_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_team_v_locales_locale_parent_id_unique\` ON \`_texts_team_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_contact_v\` (
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
  await db.run(sql`CREATE INDEX \`_texts_contact_v_version_version__status_idx\` ON \`_texts_contact_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_created_at_idx\` ON \`_texts_contact_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_updated_at_idx\` ON \`_texts_contact_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_snapshot_idx\` ON \`_texts_contact_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_published_locale_idx\` ON \`_texts_contact_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_latest_idx\` ON \`_texts_contact_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_contact_v_autosave_idx\` ON \`_texts_contact_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_contact_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_banner_title\` text,
  	\`version_banner_subtitle\` text,
  	\`version_form_section\` text,
  	\`version_form_title\` text,
  	\`version_channels_title\` text,
  	\`version_channels_intro\` text,
  	\`version_channels_whatsapp\` text,
  	\`version_channels_whatsapp_cta\` text,
  	\`version_channels_email\` text,
  	\`version_channels_socials\` text,
  	\`version_areas_title\` text,
  	\`version_areas_intro\` text,
  	\`version_areas_call\` text,
  	\`version_areas_immigration_title\` text,
  	\`version_areas_immigration_text\` text,
  	\`version_areas_immigration_cta\` text,
  	\`version_areas_personal_injury_title\` text,
  	\`version_areas_personal_injury_text\` text,
  	\`version_areas_personal_injury_cta\` text,
  	\`version_areas_truck_drivers_title\` text,
  	\`version_areas_truck_drivers_text\` text,
  	\`version_areas_truck_drivers_cta\` text,
  	\`version_offices_title\` text,
  	\`version_offices_coverage_title\` text,
  	\`version_offices_coverage_text\` text,
  	\`version_offices_map_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_contact_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_contact_v_locales_locale_parent_id_unique\` ON \`_texts_contact_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_legal_v_version_terms_sections_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_legal_v_version_terms_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_terms_sections_paragraphs_order_idx\` ON \`_texts_legal_v_version_terms_sections_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_terms_sections_paragraphs_parent_id_idx\` ON \`_texts_legal_v_version_terms_sections_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_terms_sections_paragraphs_locale_idx\` ON \`_texts_legal_v_version_terms_sections_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_legal_v_version_terms_sections_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_legal_v_version_terms_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_terms_sections_list_order_idx\` ON \`_texts_legal_v_version_terms_sections_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_terms_sections_list_parent_id_idx\` ON \`_texts_legal_v_version_terms_sections_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_terms_sections_list_locale_idx\` ON \`_texts_legal_v_version_terms_sections_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_legal_v_version_terms_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_legal_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_terms_sections_order_idx\` ON \`_texts_legal_v_version_terms_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_terms_sections_parent_id_idx\` ON \`_texts_legal_v_version_terms_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_terms_sections_locale_idx\` ON \`_texts_legal_v_version_terms_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_legal_v_version_privacy_sections_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_legal_v_version_privacy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_privacy_sections_paragraphs_order_idx\` ON \`_texts_legal_v_version_privacy_sections_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_privacy_sections_paragraphs_parent_id_idx\` ON \`_texts_legal_v_version_privacy_sections_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_privacy_sections_paragraphs_locale_idx\` ON \`_texts_legal_v_version_privacy_sections_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_legal_v_version_privacy_sections_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_legal_v_version_privacy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_privacy_sections_list_order_idx\` ON \`_texts_legal_v_version_privacy_sections_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_privacy_sections_list_parent_id_idx\` ON \`_texts_legal_v_version_privacy_sections_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_privacy_sections_list_locale_idx\` ON \`_texts_legal_v_version_privacy_sections_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_legal_v_version_privacy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_legal_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_privacy_sections_order_idx\` ON \`_texts_legal_v_version_privacy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_privacy_sections_parent_id_idx\` ON \`_texts_legal_v_version_privacy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_privacy_sections_locale_idx\` ON \`_texts_legal_v_version_privacy_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_legal_v\` (
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
  await db.run(sql`CREATE INDEX \`_texts_legal_v_version_version__status_idx\` ON \`_texts_legal_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_created_at_idx\` ON \`_texts_legal_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_updated_at_idx\` ON \`_texts_legal_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_snapshot_idx\` ON \`_texts_legal_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_published_locale_idx\` ON \`_texts_legal_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_latest_idx\` ON \`_texts_legal_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_legal_v_autosave_idx\` ON \`_texts_legal_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_legal_v_locales\` (
  	\`version_toc_title\` text,
  	\`version_updated\` text,
  	\`version_terms_meta_title\` text,
  	\`version_terms_meta_description\` text,
  	\`version_terms_title\` text,
  	\`version_terms_intro\` text,
  	\`version_privacy_meta_title\` text,
  	\`version_privacy_meta_description\` text,
  	\`version_privacy_title\` text,
  	\`version_privacy_intro\` text,
  	\`version_sitemap_meta_title\` text,
  	\`version_sitemap_meta_description\` text,
  	\`version_sitemap_title\` text,
  	\`version_sitemap_intro\` text,
  	\`version_sitemap_pages\` text,
  	\`version_sitemap_attorneys\` text,
  	\`version_sitemap_categories\` text,
  	\`version_sitemap_posts\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_legal_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_legal_v_locales_locale_parent_id_unique\` ON \`_texts_legal_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_landing_v_version_video_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_video_points_order_idx\` ON \`_texts_landing_v_version_video_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_video_points_parent_id_idx\` ON \`_texts_landing_v_version_video_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_video_points_locale_idx\` ON \`_texts_landing_v_version_video_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_landing_v_version_video_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_video_steps_order_idx\` ON \`_texts_landing_v_version_video_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_video_steps_parent_id_idx\` ON \`_texts_landing_v_version_video_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_video_steps_locale_idx\` ON \`_texts_landing_v_version_video_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_landing_v_version_short_video_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_short_video_points_order_idx\` ON \`_texts_landing_v_version_short_video_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_short_video_points_parent_id_idx\` ON \`_texts_landing_v_version_short_video_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_short_video_points_locale_idx\` ON \`_texts_landing_v_version_short_video_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_landing_v_version_short_video_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_short_video_steps_order_idx\` ON \`_texts_landing_v_version_short_video_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_short_video_steps_parent_id_idx\` ON \`_texts_landing_v_version_short_video_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_short_video_steps_locale_idx\` ON \`_texts_landing_v_version_short_video_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_landing_v_version_referrals_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_referrals_points_order_idx\` ON \`_texts_landing_v_version_referrals_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_referrals_points_parent_id_idx\` ON \`_texts_landing_v_version_referrals_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_referrals_points_locale_idx\` ON \`_texts_landing_v_version_referrals_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_landing_v_version_referrals_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_referrals_steps_order_idx\` ON \`_texts_landing_v_version_referrals_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_referrals_steps_parent_id_idx\` ON \`_texts_landing_v_version_referrals_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_referrals_steps_locale_idx\` ON \`_texts_landing_v_version_referrals_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_landing_v_version_parole_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_parole_points_order_idx\` ON \`_texts_landing_v_version_parole_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_parole_points_parent_id_idx\` ON \`_texts_landing_v_version_parole_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_parole_points_locale_idx\` ON \`_texts_landing_v_version_parole_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_landing_v_version_parole_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_parole_steps_order_idx\` ON \`_texts_landing_v_version_parole_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_parole_steps_parent_id_idx\` ON \`_texts_landing_v_version_parole_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_parole_steps_locale_idx\` ON \`_texts_landing_v_version_parole_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_texts_landing_v\` (
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
  await db.run(sql`CREATE INDEX \`_texts_landing_v_version_version__status_idx\` ON \`_texts_landing_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_created_at_idx\` ON \`_texts_landing_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_updated_at_idx\` ON \`_texts_landing_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_snapshot_idx\` ON \`_texts_landing_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_published_locale_idx\` ON \`_texts_landing_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_latest_idx\` ON \`_texts_landing_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_landing_v_autosave_idx\` ON \`_texts_landing_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_landing_v_locales\` (
  	\`version_shared_trust_title\` text,
  	\`version_shared_trust_founder\` text,
  	\`version_shared_trust_firm\` text,
  	\`version_shared_unique\` text,
  	\`version_video_meta_title\` text,
  	\`version_video_meta_description\` text,
  	\`version_video_eyebrow\` text,
  	\`version_video_title\` text,
  	\`version_video_subtitle\` text,
  	\`version_video_form_title\` text,
  	\`version_video_steps_title\` text,
  	\`version_video_cta\` text,
  	\`version_short_video_meta_title\` text,
  	\`version_short_video_meta_description\` text,
  	\`version_short_video_eyebrow\` text,
  	\`version_short_video_title\` text,
  	\`version_short_video_subtitle\` text,
  	\`version_short_video_form_title\` text,
  	\`version_short_video_steps_title\` text,
  	\`version_short_video_cta\` text,
  	\`version_referrals_meta_title\` text,
  	\`version_referrals_meta_description\` text,
  	\`version_referrals_eyebrow\` text,
  	\`version_referrals_title\` text,
  	\`version_referrals_subtitle\` text,
  	\`version_referrals_form_title\` text,
  	\`version_referrals_steps_title\` text,
  	\`version_referrals_cta\` text,
  	\`version_parole_meta_title\` text,
  	\`version_parole_meta_description\` text,
  	\`version_parole_eyebrow\` text,
  	\`version_parole_title\` text,
  	\`version_parole_subtitle\` text,
  	\`version_parole_form_title\` text,
  	\`version_parole_steps_title\` text,
  	\`version_parole_cta\` text,
  	\`version_thank_you_meta_title\` text,
  	\`version_thank_you_title\` text,
  	\`version_thank_you_text\` text,
  	\`version_thank_you_next\` text,
  	\`version_thank_you_urgent\` text,
  	\`version_thank_you_blog\` text,
  	\`version_referral_thank_you_meta_title\` text,
  	\`version_referral_thank_you_title\` text,
  	\`version_referral_thank_you_text\` text,
  	\`version_referral_thank_you_next\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_landing_v_locales_locale_parent_id_unique\` ON \`_texts_landing_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_show_v\` (
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
  await db.run(sql`CREATE INDEX \`_texts_show_v_version_version__status_idx\` ON \`_texts_show_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_show_v_created_at_idx\` ON \`_texts_show_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_show_v_updated_at_idx\` ON \`_texts_show_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_show_v_snapshot_idx\` ON \`_texts_show_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_show_v_published_locale_idx\` ON \`_texts_show_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_show_v_latest_idx\` ON \`_texts_show_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_show_v_autosave_idx\` ON \`_texts_show_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_show_v_locales\` (
  	\`version_show_title\` text,
  	\`version_show_as_seen_title\` text,
  	\`version_show_description\` text,
  	\`version_show_intro\` text,
  	\`version_show_cta\` text,
  	\`version_show_host_title\` text,
  	\`version_show_body\` text,
  	\`version_show_watch\` text,
  	\`version_show_latest_lives\` text,
  	\`version_show_all_lives\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_show_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_show_v_locales_locale_parent_id_unique\` ON \`_texts_show_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_reviews_v\` (
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
  await db.run(sql`CREATE INDEX \`_texts_reviews_v_version_version__status_idx\` ON \`_texts_reviews_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_reviews_v_created_at_idx\` ON \`_texts_reviews_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_reviews_v_updated_at_idx\` ON \`_texts_reviews_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_reviews_v_snapshot_idx\` ON \`_texts_reviews_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_reviews_v_published_locale_idx\` ON \`_texts_reviews_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_reviews_v_latest_idx\` ON \`_texts_reviews_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_reviews_v_autosave_idx\` ON \`_texts_reviews_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_reviews_v_locales\` (
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_banner_title\` text,
  	\`version_banner_subtitle\` text,
  	\`version_travel_title\` text,
  	\`version_travel_intro\` text,
  	\`version_travel_pager\` text,
  	\`version_travel_list_label\` text,
  	\`version_travel_video_label\` text,
  	\`version_giveaway_title\` text,
  	\`version_giveaway_intro\` text,
  	\`version_giveaway_pager\` text,
  	\`version_giveaway_list_label\` text,
  	\`version_giveaway_image_alt\` text,
  	\`version_google_title\` text,
  	\`version_google_intro\` text,
  	\`version_google_write\` text,
  	\`version_google_stars\` text,
  	\`version_lives_meta_title\` text,
  	\`version_lives_meta_description\` text,
  	\`version_lives_title\` text,
  	\`version_lives_intro\` text,
  	\`version_lives_results_title\` text,
  	\`version_lives_results_intro\` text,
  	\`version_lives_list_label\` text,
  	\`version_lives_pager\` text,
  	\`version_lives_watch\` text,
  	\`version_lives_empty\` text,
  	\`version_lives_questions\` text,
  	\`version_lives_contact_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_reviews_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_reviews_v_locales_locale_parent_id_unique\` ON \`_texts_reviews_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_texts_blog_v\` (
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
  await db.run(sql`CREATE INDEX \`_texts_blog_v_version_version__status_idx\` ON \`_texts_blog_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_texts_blog_v_created_at_idx\` ON \`_texts_blog_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_blog_v_updated_at_idx\` ON \`_texts_blog_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_texts_blog_v_snapshot_idx\` ON \`_texts_blog_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_texts_blog_v_published_locale_idx\` ON \`_texts_blog_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_texts_blog_v_latest_idx\` ON \`_texts_blog_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_texts_blog_v_autosave_idx\` ON \`_texts_blog_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_texts_blog_v_locales\` (
  	\`version_list_meta_title\` text,
  	\`version_list_meta_description\` text,
  	\`version_list_title\` text,
  	\`version_list_intro\` text,
  	\`version_list_categories_label\` text,
  	\`version_list_all_categories\` text,
  	\`version_list_posts_label\` text,
  	\`version_list_empty\` text,
  	\`version_list_pager\` text,
  	\`version_list_read_more\` text,
  	\`version_list_page_suffix\` text,
  	\`version_category_meta_title\` text,
  	\`version_category_meta_description\` text,
  	\`version_category_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_texts_blog_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_texts_blog_v_locales_locale_parent_id_unique\` ON \`_texts_blog_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`texts_home\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`texts_home\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_home__status_idx\` ON \`texts_home\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_home_locales\` ADD \`hero_experience_link\` text;`)
  await db.run(sql`ALTER TABLE \`texts_home_locales\` ADD \`hero_vawa_link\` text;`)
  await db.run(sql`ALTER TABLE \`texts_home_locales\` ADD \`hero_t_link\` text;`)
  await db.run(sql`ALTER TABLE \`texts_home_locales\` ADD \`hero_u_link\` text;`)
  await db.run(sql`ALTER TABLE \`texts_services\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`texts_services\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_services__status_idx\` ON \`texts_services\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_visas\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`texts_visas\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_visas__status_idx\` ON \`texts_visas\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_team\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`texts_team\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_team__status_idx\` ON \`texts_team\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_contact\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`texts_contact\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_contact__status_idx\` ON \`texts_contact\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_legal\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`texts_legal\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_legal__status_idx\` ON \`texts_legal\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_landing\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`texts_landing\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_landing__status_idx\` ON \`texts_landing\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_show\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`texts_show\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_show__status_idx\` ON \`texts_show\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_reviews\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`texts_reviews\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_reviews__status_idx\` ON \`texts_reviews\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`texts_blog\` ADD \`edited_by\` text;`)
  await db.run(sql`ALTER TABLE \`texts_blog\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`texts_blog__status_idx\` ON \`texts_blog\` (\`_status\`);`)
  // The texts as they stand become the published version (the first of their history) in the
  // *_texts_seed_and_record migration: the Local API needs the globals' tables as the config has them.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_texts_home_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_home_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_services_v_version_cards_immigration_points\`;`)
  await db.run(sql`DROP TABLE \`_texts_services_v_version_cards_injury_points\`;`)
  await db.run(sql`DROP TABLE \`_texts_services_v_version_cards_trucks_points\`;`)
  await db.run(sql`DROP TABLE \`_texts_services_v_version_lawyer_impossible_points\`;`)
  await db.run(sql`DROP TABLE \`_texts_services_v_version_lawyer_help_items\`;`)
  await db.run(sql`DROP TABLE \`_texts_services_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_services_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_overview_vawa_points\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_overview_t_points\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_overview_u_points\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_vawa_intro_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_vawa_benefits\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_vawa_qualify\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_vawa_requirements\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_vawa_steps\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_vawa_faqs\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_t_intro_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_t_benefits\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_t_qualify\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_t_requirements\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_t_steps\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_t_faqs\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_u_intro_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_u_benefits\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_u_qualify\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_u_requirements\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_u_steps\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_u_faqs\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_k1_intro_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_k1_benefits\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_k1_qualify\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_k1_requirements\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_k1_steps\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_version_k1_faqs\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_visas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_team_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_team_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_contact_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_contact_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_legal_v_version_terms_sections_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_texts_legal_v_version_terms_sections_list\`;`)
  await db.run(sql`DROP TABLE \`_texts_legal_v_version_terms_sections\`;`)
  await db.run(sql`DROP TABLE \`_texts_legal_v_version_privacy_sections_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_texts_legal_v_version_privacy_sections_list\`;`)
  await db.run(sql`DROP TABLE \`_texts_legal_v_version_privacy_sections\`;`)
  await db.run(sql`DROP TABLE \`_texts_legal_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_legal_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_landing_v_version_video_points\`;`)
  await db.run(sql`DROP TABLE \`_texts_landing_v_version_video_steps\`;`)
  await db.run(sql`DROP TABLE \`_texts_landing_v_version_short_video_points\`;`)
  await db.run(sql`DROP TABLE \`_texts_landing_v_version_short_video_steps\`;`)
  await db.run(sql`DROP TABLE \`_texts_landing_v_version_referrals_points\`;`)
  await db.run(sql`DROP TABLE \`_texts_landing_v_version_referrals_steps\`;`)
  await db.run(sql`DROP TABLE \`_texts_landing_v_version_parole_points\`;`)
  await db.run(sql`DROP TABLE \`_texts_landing_v_version_parole_steps\`;`)
  await db.run(sql`DROP TABLE \`_texts_landing_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_landing_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_show_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_show_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_reviews_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_reviews_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_texts_blog_v\`;`)
  await db.run(sql`DROP TABLE \`_texts_blog_v_locales\`;`)
  await db.run(sql`DROP INDEX \`texts_home__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_home\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`texts_home\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_services__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_services\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`texts_services\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_visas__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_visas\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`texts_visas\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_team__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_team\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`texts_team\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_contact__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_contact\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`texts_contact\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_legal__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_legal\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`texts_legal\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_landing__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_landing\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`texts_landing\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_show__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_show\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`texts_show\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_reviews__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_reviews\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`texts_reviews\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`texts_blog__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`texts_blog\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`texts_blog\` DROP COLUMN \`_status\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`edited_by\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_edited_by\`;`)
  await db.run(sql`ALTER TABLE \`texts_home_locales\` DROP COLUMN \`hero_experience_link\`;`)
  await db.run(sql`ALTER TABLE \`texts_home_locales\` DROP COLUMN \`hero_vawa_link\`;`)
  await db.run(sql`ALTER TABLE \`texts_home_locales\` DROP COLUMN \`hero_t_link\`;`)
  await db.run(sql`ALTER TABLE \`texts_home_locales\` DROP COLUMN \`hero_u_link\`;`)
}
