import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`texts_home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_home_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`hero_label\` text,
  	\`hero_badge_value\` text,
  	\`hero_badge_label\` text,
  	\`hero_experience_eyebrow\` text,
  	\`hero_experience_title\` text,
  	\`hero_experience_text\` text,
  	\`hero_experience_cta\` text,
  	\`hero_vawa_eyebrow\` text,
  	\`hero_vawa_title\` text,
  	\`hero_vawa_text\` text,
  	\`hero_vawa_cta\` text,
  	\`hero_t_eyebrow\` text,
  	\`hero_t_title\` text,
  	\`hero_t_text\` text,
  	\`hero_t_cta\` text,
  	\`hero_u_eyebrow\` text,
  	\`hero_u_title\` text,
  	\`hero_u_text\` text,
  	\`hero_u_cta\` text,
  	\`hero_points_free\` text,
  	\`hero_points_language\` text,
  	\`hero_points_confidential\` text,
  	\`services_eyebrow\` text,
  	\`services_title\` text,
  	\`services_intro\` text,
  	\`services_all\` text,
  	\`about_eyebrow\` text,
  	\`about_title\` text,
  	\`about_text1\` text,
  	\`about_text2\` text,
  	\`about_cta\` text,
  	\`about_secondary\` text,
  	\`about_video_title\` text,
  	\`about_video_caption\` text,
  	\`about_stat_years_value\` text,
  	\`about_stat_years\` text,
  	\`about_stat_free\` text,
  	\`about_stat_free_value\` text,
  	\`about_stat_languages\` text,
  	\`about_stat_languages_value\` text,
  	\`mission_eyebrow\` text,
  	\`mission_title\` text,
  	\`mission_text\` text,
  	\`mission_honesty_title\` text,
  	\`mission_honesty_text\` text,
  	\`mission_closeness_title\` text,
  	\`mission_closeness_text\` text,
  	\`mission_commitment_title\` text,
  	\`mission_commitment_text\` text,
  	\`lives_eyebrow\` text,
  	\`lives_title\` text,
  	\`lives_text\` text,
  	\`lives_cta\` text,
  	\`lives_latest\` text,
  	\`lives_all\` text,
  	\`testimonials_eyebrow\` text,
  	\`testimonials_title\` text,
  	\`testimonials_text\` text,
  	\`testimonials_cta\` text,
  	\`travel_title\` text,
  	\`travel_text\` text,
  	\`travel_video_label\` text,
  	\`giveaway_title\` text,
  	\`giveaway_text\` text,
  	\`visas_eyebrow\` text,
  	\`visas_title\` text,
  	\`visas_intro\` text,
  	\`visas_all\` text,
  	\`blog_eyebrow\` text,
  	\`blog_title\` text,
  	\`blog_intro\` text,
  	\`blog_label\` text,
  	\`blog_read_more\` text,
  	\`blog_all\` text,
  	\`reviews_eyebrow\` text,
  	\`reviews_title\` text,
  	\`reviews_label\` text,
  	\`reviews_stars\` text,
  	\`reviews_write\` text,
  	\`reviews_all\` text,
  	\`form_eyebrow\` text,
  	\`form_title\` text,
  	\`form_text\` text,
  	\`form_point_free\` text,
  	\`form_point_private\` text,
  	\`form_point_language\` text,
  	\`form_call_us\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_home_locales_locale_parent_id_unique\` ON \`texts_home_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_services_cards_immigration_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_services_cards_immigration_points_order_idx\` ON \`texts_services_cards_immigration_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_services_cards_immigration_points_parent_id_idx\` ON \`texts_services_cards_immigration_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_services_cards_immigration_points_locale_idx\` ON \`texts_services_cards_immigration_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_services_cards_injury_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_services_cards_injury_points_order_idx\` ON \`texts_services_cards_injury_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_services_cards_injury_points_parent_id_idx\` ON \`texts_services_cards_injury_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_services_cards_injury_points_locale_idx\` ON \`texts_services_cards_injury_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_services_cards_trucks_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_services_cards_trucks_points_order_idx\` ON \`texts_services_cards_trucks_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_services_cards_trucks_points_parent_id_idx\` ON \`texts_services_cards_trucks_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_services_cards_trucks_points_locale_idx\` ON \`texts_services_cards_trucks_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_services_lawyer_impossible_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_services_lawyer_impossible_points_order_idx\` ON \`texts_services_lawyer_impossible_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_services_lawyer_impossible_points_parent_id_idx\` ON \`texts_services_lawyer_impossible_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_services_lawyer_impossible_points_locale_idx\` ON \`texts_services_lawyer_impossible_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_services_lawyer_help_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_services_lawyer_help_items_order_idx\` ON \`texts_services_lawyer_help_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_services_lawyer_help_items_parent_id_idx\` ON \`texts_services_lawyer_help_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_services_lawyer_help_items_locale_idx\` ON \`texts_services_lawyer_help_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_services_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`banner_title\` text,
  	\`banner_subtitle\` text,
  	\`intro_title\` text,
  	\`intro_text\` text,
  	\`external_note\` text,
  	\`cards_immigration_title\` text,
  	\`cards_immigration_text\` text,
  	\`cards_immigration_cta\` text,
  	\`cards_injury_title\` text,
  	\`cards_injury_text\` text,
  	\`cards_injury_cta\` text,
  	\`cards_trucks_title\` text,
  	\`cards_trucks_text\` text,
  	\`cards_trucks_cta\` text,
  	\`form_eyebrow\` text,
  	\`form_title\` text,
  	\`form_text\` text,
  	\`lawyer_meta_title\` text,
  	\`lawyer_meta_description\` text,
  	\`lawyer_banner_title\` text,
  	\`lawyer_banner_subtitle\` text,
  	\`lawyer_intro_eyebrow\` text,
  	\`lawyer_intro_title\` text,
  	\`lawyer_intro_p1\` text,
  	\`lawyer_intro_p2\` text,
  	\`lawyer_impossible_title\` text,
  	\`lawyer_impossible_text\` text,
  	\`lawyer_impossible_cta\` text,
  	\`lawyer_free_call_title\` text,
  	\`lawyer_free_call_text\` text,
  	\`lawyer_free_call_call\` text,
  	\`lawyer_form_eyebrow\` text,
  	\`lawyer_form_title\` text,
  	\`lawyer_form_text\` text,
  	\`lawyer_explanation_title\` text,
  	\`lawyer_explanation_p1\` text,
  	\`lawyer_explanation_p2\` text,
  	\`lawyer_steps_eyebrow\` text,
  	\`lawyer_steps_title\` text,
  	\`lawyer_steps_evaluate_title\` text,
  	\`lawyer_steps_evaluate_text\` text,
  	\`lawyer_steps_paperwork_title\` text,
  	\`lawyer_steps_paperwork_text\` text,
  	\`lawyer_steps_documents_title\` text,
  	\`lawyer_steps_documents_text\` text,
  	\`lawyer_help_title\` text,
  	\`lawyer_opportunities_title\` text,
  	\`lawyer_opportunities_intro\` text,
  	\`lawyer_opportunities_family_title\` text,
  	\`lawyer_opportunities_family_text\` text,
  	\`lawyer_opportunities_adjustment_title\` text,
  	\`lawyer_opportunities_adjustment_text\` text,
  	\`lawyer_opportunities_consular_title\` text,
  	\`lawyer_opportunities_consular_text\` text,
  	\`lawyer_opportunities_waivers_title\` text,
  	\`lawyer_opportunities_waivers_text\` text,
  	\`lawyer_opportunities_work_title\` text,
  	\`lawyer_opportunities_work_text\` text,
  	\`lawyer_opportunities_citizenship_title\` text,
  	\`lawyer_opportunities_citizenship_text\` text,
  	\`lawyer_opportunities_vawa_title\` text,
  	\`lawyer_opportunities_vawa_text\` text,
  	\`lawyer_opportunities_t_title\` text,
  	\`lawyer_opportunities_t_text\` text,
  	\`lawyer_opportunities_u_title\` text,
  	\`lawyer_opportunities_u_text\` text,
  	\`lawyer_opportunities_k1_title\` text,
  	\`lawyer_opportunities_k1_text\` text,
  	\`lawyer_team_eyebrow\` text,
  	\`lawyer_team_title\` text,
  	\`lawyer_team_intro\` text,
  	\`lawyer_team_label\` text,
  	\`lawyer_team_profile\` text,
  	\`lawyer_team_card_title\` text,
  	\`lawyer_team_card_text\` text,
  	\`lawyer_team_card_cta\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_services_locales_locale_parent_id_unique\` ON \`texts_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_overview_vawa_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_overview_vawa_points_order_idx\` ON \`texts_visas_overview_vawa_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_overview_vawa_points_parent_id_idx\` ON \`texts_visas_overview_vawa_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_overview_vawa_points_locale_idx\` ON \`texts_visas_overview_vawa_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_overview_t_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_overview_t_points_order_idx\` ON \`texts_visas_overview_t_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_overview_t_points_parent_id_idx\` ON \`texts_visas_overview_t_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_overview_t_points_locale_idx\` ON \`texts_visas_overview_t_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_overview_u_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_overview_u_points_order_idx\` ON \`texts_visas_overview_u_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_overview_u_points_parent_id_idx\` ON \`texts_visas_overview_u_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_overview_u_points_locale_idx\` ON \`texts_visas_overview_u_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_vawa_intro_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_intro_paragraphs_order_idx\` ON \`texts_visas_vawa_intro_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_intro_paragraphs_parent_id_idx\` ON \`texts_visas_vawa_intro_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_intro_paragraphs_locale_idx\` ON \`texts_visas_vawa_intro_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_vawa_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_benefits_order_idx\` ON \`texts_visas_vawa_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_benefits_parent_id_idx\` ON \`texts_visas_vawa_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_benefits_locale_idx\` ON \`texts_visas_vawa_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_vawa_qualify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_qualify_order_idx\` ON \`texts_visas_vawa_qualify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_qualify_parent_id_idx\` ON \`texts_visas_vawa_qualify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_qualify_locale_idx\` ON \`texts_visas_vawa_qualify\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_vawa_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_requirements_order_idx\` ON \`texts_visas_vawa_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_requirements_parent_id_idx\` ON \`texts_visas_vawa_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_requirements_locale_idx\` ON \`texts_visas_vawa_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_vawa_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_steps_order_idx\` ON \`texts_visas_vawa_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_steps_parent_id_idx\` ON \`texts_visas_vawa_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_steps_locale_idx\` ON \`texts_visas_vawa_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_vawa_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`q\` text,
  	\`a\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_faqs_order_idx\` ON \`texts_visas_vawa_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_faqs_parent_id_idx\` ON \`texts_visas_vawa_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_vawa_faqs_locale_idx\` ON \`texts_visas_vawa_faqs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_t_intro_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_t_intro_paragraphs_order_idx\` ON \`texts_visas_t_intro_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_intro_paragraphs_parent_id_idx\` ON \`texts_visas_t_intro_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_intro_paragraphs_locale_idx\` ON \`texts_visas_t_intro_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_t_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_t_benefits_order_idx\` ON \`texts_visas_t_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_benefits_parent_id_idx\` ON \`texts_visas_t_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_benefits_locale_idx\` ON \`texts_visas_t_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_t_qualify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_t_qualify_order_idx\` ON \`texts_visas_t_qualify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_qualify_parent_id_idx\` ON \`texts_visas_t_qualify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_qualify_locale_idx\` ON \`texts_visas_t_qualify\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_t_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_t_requirements_order_idx\` ON \`texts_visas_t_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_requirements_parent_id_idx\` ON \`texts_visas_t_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_requirements_locale_idx\` ON \`texts_visas_t_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_t_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_t_steps_order_idx\` ON \`texts_visas_t_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_steps_parent_id_idx\` ON \`texts_visas_t_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_steps_locale_idx\` ON \`texts_visas_t_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_t_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`q\` text,
  	\`a\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_t_faqs_order_idx\` ON \`texts_visas_t_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_faqs_parent_id_idx\` ON \`texts_visas_t_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_t_faqs_locale_idx\` ON \`texts_visas_t_faqs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_u_intro_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_u_intro_paragraphs_order_idx\` ON \`texts_visas_u_intro_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_intro_paragraphs_parent_id_idx\` ON \`texts_visas_u_intro_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_intro_paragraphs_locale_idx\` ON \`texts_visas_u_intro_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_u_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_u_benefits_order_idx\` ON \`texts_visas_u_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_benefits_parent_id_idx\` ON \`texts_visas_u_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_benefits_locale_idx\` ON \`texts_visas_u_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_u_qualify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_u_qualify_order_idx\` ON \`texts_visas_u_qualify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_qualify_parent_id_idx\` ON \`texts_visas_u_qualify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_qualify_locale_idx\` ON \`texts_visas_u_qualify\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_u_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_u_requirements_order_idx\` ON \`texts_visas_u_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_requirements_parent_id_idx\` ON \`texts_visas_u_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_requirements_locale_idx\` ON \`texts_visas_u_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_u_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_u_steps_order_idx\` ON \`texts_visas_u_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_steps_parent_id_idx\` ON \`texts_visas_u_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_steps_locale_idx\` ON \`texts_visas_u_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_u_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`q\` text,
  	\`a\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_u_faqs_order_idx\` ON \`texts_visas_u_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_faqs_parent_id_idx\` ON \`texts_visas_u_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_u_faqs_locale_idx\` ON \`texts_visas_u_faqs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_k1_intro_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_intro_paragraphs_order_idx\` ON \`texts_visas_k1_intro_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_intro_paragraphs_parent_id_idx\` ON \`texts_visas_k1_intro_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_intro_paragraphs_locale_idx\` ON \`texts_visas_k1_intro_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_k1_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_benefits_order_idx\` ON \`texts_visas_k1_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_benefits_parent_id_idx\` ON \`texts_visas_k1_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_benefits_locale_idx\` ON \`texts_visas_k1_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_k1_qualify\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_qualify_order_idx\` ON \`texts_visas_k1_qualify\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_qualify_parent_id_idx\` ON \`texts_visas_k1_qualify\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_qualify_locale_idx\` ON \`texts_visas_k1_qualify\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_k1_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_requirements_order_idx\` ON \`texts_visas_k1_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_requirements_parent_id_idx\` ON \`texts_visas_k1_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_requirements_locale_idx\` ON \`texts_visas_k1_requirements\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_k1_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_steps_order_idx\` ON \`texts_visas_k1_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_steps_parent_id_idx\` ON \`texts_visas_k1_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_steps_locale_idx\` ON \`texts_visas_k1_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas_k1_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`q\` text,
  	\`a\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_faqs_order_idx\` ON \`texts_visas_k1_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_faqs_parent_id_idx\` ON \`texts_visas_k1_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visas_k1_faqs_locale_idx\` ON \`texts_visas_k1_faqs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_visas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_visas_locales\` (
  	\`labels_benefits_title\` text,
  	\`labels_qualify_title\` text,
  	\`labels_requirements_title\` text,
  	\`labels_steps_title\` text,
  	\`labels_faq_title\` text,
  	\`labels_evaluate_title\` text,
  	\`labels_evaluate_text\` text,
  	\`labels_form_eyebrow\` text,
  	\`labels_form_title\` text,
  	\`labels_form_text\` text,
  	\`labels_learn_more\` text,
  	\`labels_related_title\` text,
  	\`labels_step\` text,
  	\`cards_vawa_title\` text,
  	\`cards_vawa_text\` text,
  	\`cards_t_title\` text,
  	\`cards_t_text\` text,
  	\`cards_u_title\` text,
  	\`cards_u_text\` text,
  	\`cards_k1_title\` text,
  	\`cards_k1_text\` text,
  	\`overview_meta_title\` text,
  	\`overview_meta_description\` text,
  	\`overview_banner_title\` text,
  	\`overview_banner_subtitle\` text,
  	\`overview_intro_title\` text,
  	\`overview_intro_p1\` text,
  	\`overview_intro_p2\` text,
  	\`overview_vawa_title\` text,
  	\`overview_vawa_text\` text,
  	\`overview_t_title\` text,
  	\`overview_t_text\` text,
  	\`overview_u_title\` text,
  	\`overview_u_text\` text,
  	\`overview_confidential_title\` text,
  	\`overview_confidential_text\` text,
  	\`overview_k1_title\` text,
  	\`overview_k1_text\` text,
  	\`overview_k1_cta\` text,
  	\`vawa_meta_title\` text,
  	\`vawa_meta_description\` text,
  	\`vawa_banner_title\` text,
  	\`vawa_banner_subtitle\` text,
  	\`vawa_intro_title\` text,
  	\`t_meta_title\` text,
  	\`t_meta_description\` text,
  	\`t_banner_title\` text,
  	\`t_banner_subtitle\` text,
  	\`t_intro_title\` text,
  	\`u_meta_title\` text,
  	\`u_meta_description\` text,
  	\`u_banner_title\` text,
  	\`u_banner_subtitle\` text,
  	\`u_intro_title\` text,
  	\`k1_meta_title\` text,
  	\`k1_meta_description\` text,
  	\`k1_banner_title\` text,
  	\`k1_banner_subtitle\` text,
  	\`k1_intro_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_visas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_visas_locales_locale_parent_id_unique\` ON \`texts_visas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_team\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_team_locales\` (
  	\`team_meta_title\` text,
  	\`team_meta_description\` text,
  	\`team_banner_title\` text,
  	\`team_banner_subtitle\` text,
  	\`team_intro_title\` text,
  	\`team_intro_text\` text,
  	\`team_view_profile\` text,
  	\`team_contact\` text,
  	\`team_form_eyebrow\` text,
  	\`team_form_title\` text,
  	\`team_form_text\` text,
  	\`about_meta_title\` text,
  	\`about_meta_description\` text,
  	\`about_banner_title\` text,
  	\`about_banner_subtitle\` text,
  	\`about_mission_eyebrow\` text,
  	\`about_mission_title\` text,
  	\`about_mission_p1\` text,
  	\`about_mission_p2\` text,
  	\`about_mission_links_title\` text,
  	\`about_mission_services\` text,
  	\`about_mission_attorneys\` text,
  	\`about_mission_contact\` text,
  	\`about_services_eyebrow\` text,
  	\`about_services_title\` text,
  	\`about_services_intro\` text,
  	\`about_founder_eyebrow\` text,
  	\`about_founder_text\` text,
  	\`about_founder_view_more\` text,
  	\`about_founder_view_more_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_team_locales_locale_parent_id_unique\` ON \`texts_team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_contact\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_contact_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`banner_title\` text,
  	\`banner_subtitle\` text,
  	\`form_section\` text,
  	\`form_title\` text,
  	\`channels_title\` text,
  	\`channels_intro\` text,
  	\`channels_whatsapp\` text,
  	\`channels_whatsapp_cta\` text,
  	\`channels_email\` text,
  	\`channels_socials\` text,
  	\`areas_title\` text,
  	\`areas_intro\` text,
  	\`areas_call\` text,
  	\`areas_immigration_title\` text,
  	\`areas_immigration_text\` text,
  	\`areas_immigration_cta\` text,
  	\`areas_personal_injury_title\` text,
  	\`areas_personal_injury_text\` text,
  	\`areas_personal_injury_cta\` text,
  	\`areas_truck_drivers_title\` text,
  	\`areas_truck_drivers_text\` text,
  	\`areas_truck_drivers_cta\` text,
  	\`offices_title\` text,
  	\`offices_coverage_title\` text,
  	\`offices_coverage_text\` text,
  	\`offices_map_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_contact_locales_locale_parent_id_unique\` ON \`texts_contact_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_legal_terms_sections_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_legal_terms_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_legal_terms_sections_paragraphs_order_idx\` ON \`texts_legal_terms_sections_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_terms_sections_paragraphs_parent_id_idx\` ON \`texts_legal_terms_sections_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_terms_sections_paragraphs_locale_idx\` ON \`texts_legal_terms_sections_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_legal_terms_sections_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_legal_terms_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_legal_terms_sections_list_order_idx\` ON \`texts_legal_terms_sections_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_terms_sections_list_parent_id_idx\` ON \`texts_legal_terms_sections_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_terms_sections_list_locale_idx\` ON \`texts_legal_terms_sections_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_legal_terms_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_legal_terms_sections_order_idx\` ON \`texts_legal_terms_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_terms_sections_parent_id_idx\` ON \`texts_legal_terms_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_terms_sections_locale_idx\` ON \`texts_legal_terms_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_legal_privacy_sections_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_legal_privacy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_legal_privacy_sections_paragraphs_order_idx\` ON \`texts_legal_privacy_sections_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_privacy_sections_paragraphs_parent_id_idx\` ON \`texts_legal_privacy_sections_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_privacy_sections_paragraphs_locale_idx\` ON \`texts_legal_privacy_sections_paragraphs\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_legal_privacy_sections_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_legal_privacy_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_legal_privacy_sections_list_order_idx\` ON \`texts_legal_privacy_sections_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_privacy_sections_list_parent_id_idx\` ON \`texts_legal_privacy_sections_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_privacy_sections_list_locale_idx\` ON \`texts_legal_privacy_sections_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_legal_privacy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_legal_privacy_sections_order_idx\` ON \`texts_legal_privacy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_privacy_sections_parent_id_idx\` ON \`texts_legal_privacy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_legal_privacy_sections_locale_idx\` ON \`texts_legal_privacy_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_legal\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_legal_locales\` (
  	\`toc_title\` text,
  	\`updated\` text,
  	\`terms_meta_title\` text,
  	\`terms_meta_description\` text,
  	\`terms_title\` text,
  	\`terms_intro\` text,
  	\`privacy_meta_title\` text,
  	\`privacy_meta_description\` text,
  	\`privacy_title\` text,
  	\`privacy_intro\` text,
  	\`sitemap_meta_title\` text,
  	\`sitemap_meta_description\` text,
  	\`sitemap_title\` text,
  	\`sitemap_intro\` text,
  	\`sitemap_pages\` text,
  	\`sitemap_attorneys\` text,
  	\`sitemap_categories\` text,
  	\`sitemap_posts\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_legal_locales_locale_parent_id_unique\` ON \`texts_legal_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_landing_video_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_landing_video_points_order_idx\` ON \`texts_landing_video_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_video_points_parent_id_idx\` ON \`texts_landing_video_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_video_points_locale_idx\` ON \`texts_landing_video_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_landing_video_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_landing_video_steps_order_idx\` ON \`texts_landing_video_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_video_steps_parent_id_idx\` ON \`texts_landing_video_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_video_steps_locale_idx\` ON \`texts_landing_video_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_landing_short_video_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_landing_short_video_points_order_idx\` ON \`texts_landing_short_video_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_short_video_points_parent_id_idx\` ON \`texts_landing_short_video_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_short_video_points_locale_idx\` ON \`texts_landing_short_video_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_landing_short_video_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_landing_short_video_steps_order_idx\` ON \`texts_landing_short_video_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_short_video_steps_parent_id_idx\` ON \`texts_landing_short_video_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_short_video_steps_locale_idx\` ON \`texts_landing_short_video_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_landing_referrals_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_landing_referrals_points_order_idx\` ON \`texts_landing_referrals_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_referrals_points_parent_id_idx\` ON \`texts_landing_referrals_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_referrals_points_locale_idx\` ON \`texts_landing_referrals_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_landing_referrals_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_landing_referrals_steps_order_idx\` ON \`texts_landing_referrals_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_referrals_steps_parent_id_idx\` ON \`texts_landing_referrals_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_referrals_steps_locale_idx\` ON \`texts_landing_referrals_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_landing_parole_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_landing_parole_points_order_idx\` ON \`texts_landing_parole_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_parole_points_parent_id_idx\` ON \`texts_landing_parole_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_parole_points_locale_idx\` ON \`texts_landing_parole_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_landing_parole_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_landing_parole_steps_order_idx\` ON \`texts_landing_parole_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_parole_steps_parent_id_idx\` ON \`texts_landing_parole_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_landing_parole_steps_locale_idx\` ON \`texts_landing_parole_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`texts_landing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_landing_locales\` (
  	\`shared_trust_title\` text,
  	\`shared_trust_founder\` text,
  	\`shared_trust_firm\` text,
  	\`shared_unique\` text,
  	\`video_meta_title\` text,
  	\`video_meta_description\` text,
  	\`video_eyebrow\` text,
  	\`video_title\` text,
  	\`video_subtitle\` text,
  	\`video_form_title\` text,
  	\`video_steps_title\` text,
  	\`video_cta\` text,
  	\`short_video_meta_title\` text,
  	\`short_video_meta_description\` text,
  	\`short_video_eyebrow\` text,
  	\`short_video_title\` text,
  	\`short_video_subtitle\` text,
  	\`short_video_form_title\` text,
  	\`short_video_steps_title\` text,
  	\`short_video_cta\` text,
  	\`referrals_meta_title\` text,
  	\`referrals_meta_description\` text,
  	\`referrals_eyebrow\` text,
  	\`referrals_title\` text,
  	\`referrals_subtitle\` text,
  	\`referrals_form_title\` text,
  	\`referrals_steps_title\` text,
  	\`referrals_cta\` text,
  	\`parole_meta_title\` text,
  	\`parole_meta_description\` text,
  	\`parole_eyebrow\` text,
  	\`parole_title\` text,
  	\`parole_subtitle\` text,
  	\`parole_form_title\` text,
  	\`parole_steps_title\` text,
  	\`parole_cta\` text,
  	\`thank_you_meta_title\` text,
  	\`thank_you_title\` text,
  	\`thank_you_text\` text,
  	\`thank_you_next\` text,
  	\`thank_you_urgent\` text,
  	\`thank_you_blog\` text,
  	\`referral_thank_you_meta_title\` text,
  	\`referral_thank_you_title\` text,
  	\`referral_thank_you_text\` text,
  	\`referral_thank_you_next\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_landing_locales_locale_parent_id_unique\` ON \`texts_landing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_show\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_show_locales\` (
  	\`show_title\` text,
  	\`show_as_seen_title\` text,
  	\`show_description\` text,
  	\`show_intro\` text,
  	\`show_cta\` text,
  	\`show_host_title\` text,
  	\`show_body\` text,
  	\`show_watch\` text,
  	\`show_latest_lives\` text,
  	\`show_all_lives\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_show\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_show_locales_locale_parent_id_unique\` ON \`texts_show_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_reviews_locales\` (
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`banner_title\` text,
  	\`banner_subtitle\` text,
  	\`travel_title\` text,
  	\`travel_intro\` text,
  	\`travel_pager\` text,
  	\`travel_list_label\` text,
  	\`travel_video_label\` text,
  	\`giveaway_title\` text,
  	\`giveaway_intro\` text,
  	\`giveaway_pager\` text,
  	\`giveaway_list_label\` text,
  	\`giveaway_image_alt\` text,
  	\`google_title\` text,
  	\`google_intro\` text,
  	\`google_write\` text,
  	\`google_stars\` text,
  	\`lives_meta_title\` text,
  	\`lives_meta_description\` text,
  	\`lives_title\` text,
  	\`lives_intro\` text,
  	\`lives_results_title\` text,
  	\`lives_results_intro\` text,
  	\`lives_list_label\` text,
  	\`lives_pager\` text,
  	\`lives_watch\` text,
  	\`lives_empty\` text,
  	\`lives_questions\` text,
  	\`lives_contact_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_reviews_locales_locale_parent_id_unique\` ON \`texts_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`texts_blog\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`texts_blog_locales\` (
  	\`list_meta_title\` text,
  	\`list_meta_description\` text,
  	\`list_title\` text,
  	\`list_intro\` text,
  	\`list_categories_label\` text,
  	\`list_all_categories\` text,
  	\`list_posts_label\` text,
  	\`list_empty\` text,
  	\`list_pager\` text,
  	\`list_read_more\` text,
  	\`list_page_suffix\` text,
  	\`category_meta_title\` text,
  	\`category_meta_description\` text,
  	\`category_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`texts_blog\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_blog_locales_locale_parent_id_unique\` ON \`texts_blog_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Today's texts of the pages are put in by the *_texts_seed_and_record migration (seedNewSiteTexts): it
  // runs through the Local API, which needs the tables that migration adds.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`texts_home\`;`)
  await db.run(sql`DROP TABLE \`texts_home_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_services_cards_immigration_points\`;`)
  await db.run(sql`DROP TABLE \`texts_services_cards_injury_points\`;`)
  await db.run(sql`DROP TABLE \`texts_services_cards_trucks_points\`;`)
  await db.run(sql`DROP TABLE \`texts_services_lawyer_impossible_points\`;`)
  await db.run(sql`DROP TABLE \`texts_services_lawyer_help_items\`;`)
  await db.run(sql`DROP TABLE \`texts_services\`;`)
  await db.run(sql`DROP TABLE \`texts_services_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_overview_vawa_points\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_overview_t_points\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_overview_u_points\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_vawa_intro_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_vawa_benefits\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_vawa_qualify\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_vawa_requirements\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_vawa_steps\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_vawa_faqs\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_t_intro_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_t_benefits\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_t_qualify\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_t_requirements\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_t_steps\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_t_faqs\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_u_intro_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_u_benefits\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_u_qualify\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_u_requirements\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_u_steps\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_u_faqs\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_k1_intro_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_k1_benefits\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_k1_qualify\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_k1_requirements\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_k1_steps\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_k1_faqs\`;`)
  await db.run(sql`DROP TABLE \`texts_visas\`;`)
  await db.run(sql`DROP TABLE \`texts_visas_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_team\`;`)
  await db.run(sql`DROP TABLE \`texts_team_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_contact\`;`)
  await db.run(sql`DROP TABLE \`texts_contact_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_legal_terms_sections_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`texts_legal_terms_sections_list\`;`)
  await db.run(sql`DROP TABLE \`texts_legal_terms_sections\`;`)
  await db.run(sql`DROP TABLE \`texts_legal_privacy_sections_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`texts_legal_privacy_sections_list\`;`)
  await db.run(sql`DROP TABLE \`texts_legal_privacy_sections\`;`)
  await db.run(sql`DROP TABLE \`texts_legal\`;`)
  await db.run(sql`DROP TABLE \`texts_legal_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_landing_video_points\`;`)
  await db.run(sql`DROP TABLE \`texts_landing_video_steps\`;`)
  await db.run(sql`DROP TABLE \`texts_landing_short_video_points\`;`)
  await db.run(sql`DROP TABLE \`texts_landing_short_video_steps\`;`)
  await db.run(sql`DROP TABLE \`texts_landing_referrals_points\`;`)
  await db.run(sql`DROP TABLE \`texts_landing_referrals_steps\`;`)
  await db.run(sql`DROP TABLE \`texts_landing_parole_points\`;`)
  await db.run(sql`DROP TABLE \`texts_landing_parole_steps\`;`)
  await db.run(sql`DROP TABLE \`texts_landing\`;`)
  await db.run(sql`DROP TABLE \`texts_landing_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_show\`;`)
  await db.run(sql`DROP TABLE \`texts_show_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_reviews\`;`)
  await db.run(sql`DROP TABLE \`texts_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`texts_blog\`;`)
  await db.run(sql`DROP TABLE \`texts_blog_locales\`;`)
}
