import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_texts_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_home_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_texts_services_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_services_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_services_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_texts_visas_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_visas_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_visas_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_texts_team_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_team_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_team_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_texts_contact_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_contact_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_contact_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_texts_legal_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_legal_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_legal_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_texts_landing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_landing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_landing_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_texts_show_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_show_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_show_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_texts_reviews_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_reviews_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_reviews_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_texts_blog_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_blog_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__texts_blog_v_published_locale" AS ENUM('es', 'en');
  CREATE TABLE "_texts_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__texts_home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_home_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_home_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_hero_label" varchar,
  	"version_hero_badge_value" varchar,
  	"version_hero_badge_label" varchar,
  	"version_hero_experience_eyebrow" varchar,
  	"version_hero_experience_title" varchar,
  	"version_hero_experience_text" varchar,
  	"version_hero_experience_cta" varchar,
  	"version_hero_experience_link" varchar,
  	"version_hero_vawa_eyebrow" varchar,
  	"version_hero_vawa_title" varchar,
  	"version_hero_vawa_text" varchar,
  	"version_hero_vawa_cta" varchar,
  	"version_hero_vawa_link" varchar,
  	"version_hero_t_eyebrow" varchar,
  	"version_hero_t_title" varchar,
  	"version_hero_t_text" varchar,
  	"version_hero_t_cta" varchar,
  	"version_hero_t_link" varchar,
  	"version_hero_u_eyebrow" varchar,
  	"version_hero_u_title" varchar,
  	"version_hero_u_text" varchar,
  	"version_hero_u_cta" varchar,
  	"version_hero_u_link" varchar,
  	"version_hero_points_free" varchar,
  	"version_hero_points_language" varchar,
  	"version_hero_points_confidential" varchar,
  	"version_services_eyebrow" varchar,
  	"version_services_title" varchar,
  	"version_services_intro" varchar,
  	"version_services_all" varchar,
  	"version_about_eyebrow" varchar,
  	"version_about_title" varchar,
  	"version_about_text1" varchar,
  	"version_about_text2" varchar,
  	"version_about_cta" varchar,
  	"version_about_secondary" varchar,
  	"version_about_video_title" varchar,
  	"version_about_video_caption" varchar,
  	"version_about_stat_years_value" varchar,
  	"version_about_stat_years" varchar,
  	"version_about_stat_free" varchar,
  	"version_about_stat_free_value" varchar,
  	"version_about_stat_languages" varchar,
  	"version_about_stat_languages_value" varchar,
  	"version_mission_eyebrow" varchar,
  	"version_mission_title" varchar,
  	"version_mission_text" varchar,
  	"version_mission_honesty_title" varchar,
  	"version_mission_honesty_text" varchar,
  	"version_mission_closeness_title" varchar,
  	"version_mission_closeness_text" varchar,
  	"version_mission_commitment_title" varchar,
  	"version_mission_commitment_text" varchar,
  	"version_lives_eyebrow" varchar,
  	"version_lives_title" varchar,
  	"version_lives_text" varchar,
  	"version_lives_cta" varchar,
  	"version_lives_latest" varchar,
  	"version_lives_all" varchar,
  	"version_testimonials_eyebrow" varchar,
  	"version_testimonials_title" varchar,
  	"version_testimonials_text" varchar,
  	"version_testimonials_cta" varchar,
  	"version_travel_title" varchar,
  	"version_travel_text" varchar,
  	"version_travel_video_label" varchar,
  	"version_giveaway_title" varchar,
  	"version_giveaway_text" varchar,
  	"version_visas_eyebrow" varchar,
  	"version_visas_title" varchar,
  	"version_visas_intro" varchar,
  	"version_visas_all" varchar,
  	"version_blog_eyebrow" varchar,
  	"version_blog_title" varchar,
  	"version_blog_intro" varchar,
  	"version_blog_label" varchar,
  	"version_blog_read_more" varchar,
  	"version_blog_all" varchar,
  	"version_reviews_eyebrow" varchar,
  	"version_reviews_title" varchar,
  	"version_reviews_label" varchar,
  	"version_reviews_stars" varchar,
  	"version_reviews_write" varchar,
  	"version_reviews_all" varchar,
  	"version_form_eyebrow" varchar,
  	"version_form_title" varchar,
  	"version_form_text" varchar,
  	"version_form_point_free" varchar,
  	"version_form_point_private" varchar,
  	"version_form_point_language" varchar,
  	"version_form_call_us" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_services_v_version_cards_immigration_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_services_v_version_cards_injury_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_services_v_version_cards_trucks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_services_v_version_lawyer_impossible_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_services_v_version_lawyer_help_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_services_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__texts_services_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_services_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_services_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_banner_title" varchar,
  	"version_banner_subtitle" varchar,
  	"version_intro_title" varchar,
  	"version_intro_text" varchar,
  	"version_external_note" varchar,
  	"version_cards_immigration_title" varchar,
  	"version_cards_immigration_text" varchar,
  	"version_cards_immigration_cta" varchar,
  	"version_cards_injury_title" varchar,
  	"version_cards_injury_text" varchar,
  	"version_cards_injury_cta" varchar,
  	"version_cards_trucks_title" varchar,
  	"version_cards_trucks_text" varchar,
  	"version_cards_trucks_cta" varchar,
  	"version_form_eyebrow" varchar,
  	"version_form_title" varchar,
  	"version_form_text" varchar,
  	"version_lawyer_meta_title" varchar,
  	"version_lawyer_meta_description" varchar,
  	"version_lawyer_banner_title" varchar,
  	"version_lawyer_banner_subtitle" varchar,
  	"version_lawyer_intro_eyebrow" varchar,
  	"version_lawyer_intro_title" varchar,
  	"version_lawyer_intro_p1" varchar,
  	"version_lawyer_intro_p2" varchar,
  	"version_lawyer_impossible_title" varchar,
  	"version_lawyer_impossible_text" varchar,
  	"version_lawyer_impossible_cta" varchar,
  	"version_lawyer_free_call_title" varchar,
  	"version_lawyer_free_call_text" varchar,
  	"version_lawyer_free_call_call" varchar,
  	"version_lawyer_form_eyebrow" varchar,
  	"version_lawyer_form_title" varchar,
  	"version_lawyer_form_text" varchar,
  	"version_lawyer_explanation_title" varchar,
  	"version_lawyer_explanation_p1" varchar,
  	"version_lawyer_explanation_p2" varchar,
  	"version_lawyer_steps_eyebrow" varchar,
  	"version_lawyer_steps_title" varchar,
  	"version_lawyer_steps_evaluate_title" varchar,
  	"version_lawyer_steps_evaluate_text" varchar,
  	"version_lawyer_steps_paperwork_title" varchar,
  	"version_lawyer_steps_paperwork_text" varchar,
  	"version_lawyer_steps_documents_title" varchar,
  	"version_lawyer_steps_documents_text" varchar,
  	"version_lawyer_help_title" varchar,
  	"version_lawyer_opportunities_title" varchar,
  	"version_lawyer_opportunities_intro" varchar,
  	"version_lawyer_opportunities_family_title" varchar,
  	"version_lawyer_opportunities_family_text" varchar,
  	"version_lawyer_opportunities_adjustment_title" varchar,
  	"version_lawyer_opportunities_adjustment_text" varchar,
  	"version_lawyer_opportunities_consular_title" varchar,
  	"version_lawyer_opportunities_consular_text" varchar,
  	"version_lawyer_opportunities_waivers_title" varchar,
  	"version_lawyer_opportunities_waivers_text" varchar,
  	"version_lawyer_opportunities_work_title" varchar,
  	"version_lawyer_opportunities_work_text" varchar,
  	"version_lawyer_opportunities_citizenship_title" varchar,
  	"version_lawyer_opportunities_citizenship_text" varchar,
  	"version_lawyer_opportunities_vawa_title" varchar,
  	"version_lawyer_opportunities_vawa_text" varchar,
  	"version_lawyer_opportunities_t_title" varchar,
  	"version_lawyer_opportunities_t_text" varchar,
  	"version_lawyer_opportunities_u_title" varchar,
  	"version_lawyer_opportunities_u_text" varchar,
  	"version_lawyer_opportunities_k1_title" varchar,
  	"version_lawyer_opportunities_k1_text" varchar,
  	"version_lawyer_team_eyebrow" varchar,
  	"version_lawyer_team_title" varchar,
  	"version_lawyer_team_intro" varchar,
  	"version_lawyer_team_label" varchar,
  	"version_lawyer_team_profile" varchar,
  	"version_lawyer_team_card_title" varchar,
  	"version_lawyer_team_card_text" varchar,
  	"version_lawyer_team_card_cta" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_visas_v_version_overview_vawa_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_overview_t_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_overview_u_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_vawa_intro_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_vawa_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_vawa_qualify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_vawa_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_vawa_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_vawa_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"q" varchar,
  	"a" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_t_intro_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_t_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_t_qualify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_t_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_t_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_t_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"q" varchar,
  	"a" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_u_intro_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_u_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_u_qualify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_u_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_u_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_u_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"q" varchar,
  	"a" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_k1_intro_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_k1_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_k1_qualify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_k1_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_k1_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v_version_k1_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"q" varchar,
  	"a" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_visas_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__texts_visas_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_visas_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_visas_v_locales" (
  	"version_labels_benefits_title" varchar,
  	"version_labels_qualify_title" varchar,
  	"version_labels_requirements_title" varchar,
  	"version_labels_steps_title" varchar,
  	"version_labels_faq_title" varchar,
  	"version_labels_evaluate_title" varchar,
  	"version_labels_evaluate_text" varchar,
  	"version_labels_form_eyebrow" varchar,
  	"version_labels_form_title" varchar,
  	"version_labels_form_text" varchar,
  	"version_labels_learn_more" varchar,
  	"version_labels_related_title" varchar,
  	"version_labels_step" varchar,
  	"version_cards_vawa_title" varchar,
  	"version_cards_vawa_text" varchar,
  	"version_cards_t_title" varchar,
  	"version_cards_t_text" varchar,
  	"version_cards_u_title" varchar,
  	"version_cards_u_text" varchar,
  	"version_cards_k1_title" varchar,
  	"version_cards_k1_text" varchar,
  	"version_overview_meta_title" varchar,
  	"version_overview_meta_description" varchar,
  	"version_overview_banner_title" varchar,
  	"version_overview_banner_subtitle" varchar,
  	"version_overview_intro_title" varchar,
  	"version_overview_intro_p1" varchar,
  	"version_overview_intro_p2" varchar,
  	"version_overview_vawa_title" varchar,
  	"version_overview_vawa_text" varchar,
  	"version_overview_t_title" varchar,
  	"version_overview_t_text" varchar,
  	"version_overview_u_title" varchar,
  	"version_overview_u_text" varchar,
  	"version_overview_confidential_title" varchar,
  	"version_overview_confidential_text" varchar,
  	"version_overview_k1_title" varchar,
  	"version_overview_k1_text" varchar,
  	"version_overview_k1_cta" varchar,
  	"version_vawa_meta_title" varchar,
  	"version_vawa_meta_description" varchar,
  	"version_vawa_banner_title" varchar,
  	"version_vawa_banner_subtitle" varchar,
  	"version_vawa_intro_title" varchar,
  	"version_t_meta_title" varchar,
  	"version_t_meta_description" varchar,
  	"version_t_banner_title" varchar,
  	"version_t_banner_subtitle" varchar,
  	"version_t_intro_title" varchar,
  	"version_u_meta_title" varchar,
  	"version_u_meta_description" varchar,
  	"version_u_banner_title" varchar,
  	"version_u_banner_subtitle" varchar,
  	"version_u_intro_title" varchar,
  	"version_k1_meta_title" varchar,
  	"version_k1_meta_description" varchar,
  	"version_k1_banner_title" varchar,
  	"version_k1_banner_subtitle" varchar,
  	"version_k1_intro_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_team_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__texts_team_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_team_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_team_v_locales" (
  	"version_team_meta_title" varchar,
  	"version_team_meta_description" varchar,
  	"version_team_banner_title" varchar,
  	"version_team_banner_subtitle" varchar,
  	"version_team_intro_title" varchar,
  	"version_team_intro_text" varchar,
  	"version_team_view_profile" varchar,
  	"version_team_contact" varchar,
  	"version_team_form_eyebrow" varchar,
  	"version_team_form_title" varchar,
  	"version_team_form_text" varchar,
  	"version_about_meta_title" varchar,
  	"version_about_meta_description" varchar,
  	"version_about_banner_title" varchar,
  	"version_about_banner_subtitle" varchar,
  	"version_about_mission_eyebrow" varchar,
  	"version_about_mission_title" varchar,
  	"version_about_mission_p1" varchar,
  	"version_about_mission_p2" varchar,
  	"version_about_mission_links_title" varchar,
  	"version_about_mission_services" varchar,
  	"version_about_mission_attorneys" varchar,
  	"version_about_mission_contact" varchar,
  	"version_about_services_eyebrow" varchar,
  	"version_about_services_title" varchar,
  	"version_about_services_intro" varchar,
  	"version_about_founder_eyebrow" varchar,
  	"version_about_founder_text" varchar,
  	"version_about_founder_view_more" varchar,
  	"version_about_founder_view_more_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_contact_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__texts_contact_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_contact_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_contact_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_banner_title" varchar,
  	"version_banner_subtitle" varchar,
  	"version_form_section" varchar,
  	"version_form_title" varchar,
  	"version_channels_title" varchar,
  	"version_channels_intro" varchar,
  	"version_channels_whatsapp" varchar,
  	"version_channels_whatsapp_cta" varchar,
  	"version_channels_email" varchar,
  	"version_channels_socials" varchar,
  	"version_areas_title" varchar,
  	"version_areas_intro" varchar,
  	"version_areas_call" varchar,
  	"version_areas_immigration_title" varchar,
  	"version_areas_immigration_text" varchar,
  	"version_areas_immigration_cta" varchar,
  	"version_areas_personal_injury_title" varchar,
  	"version_areas_personal_injury_text" varchar,
  	"version_areas_personal_injury_cta" varchar,
  	"version_areas_truck_drivers_title" varchar,
  	"version_areas_truck_drivers_text" varchar,
  	"version_areas_truck_drivers_cta" varchar,
  	"version_offices_title" varchar,
  	"version_offices_coverage_title" varchar,
  	"version_offices_coverage_text" varchar,
  	"version_offices_map_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_legal_v_version_terms_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_legal_v_version_terms_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_legal_v_version_terms_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_legal_v_version_privacy_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_legal_v_version_privacy_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_legal_v_version_privacy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_legal_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__texts_legal_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_legal_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_legal_v_locales" (
  	"version_toc_title" varchar,
  	"version_updated" varchar,
  	"version_terms_meta_title" varchar,
  	"version_terms_meta_description" varchar,
  	"version_terms_title" varchar,
  	"version_terms_intro" varchar,
  	"version_privacy_meta_title" varchar,
  	"version_privacy_meta_description" varchar,
  	"version_privacy_title" varchar,
  	"version_privacy_intro" varchar,
  	"version_sitemap_meta_title" varchar,
  	"version_sitemap_meta_description" varchar,
  	"version_sitemap_title" varchar,
  	"version_sitemap_intro" varchar,
  	"version_sitemap_pages" varchar,
  	"version_sitemap_attorneys" varchar,
  	"version_sitemap_categories" varchar,
  	"version_sitemap_posts" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_landing_v_version_video_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_landing_v_version_video_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_landing_v_version_short_video_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_landing_v_version_short_video_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_landing_v_version_referrals_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_landing_v_version_referrals_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_landing_v_version_parole_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_landing_v_version_parole_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_texts_landing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__texts_landing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_landing_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_landing_v_locales" (
  	"version_shared_trust_title" varchar,
  	"version_shared_trust_founder" varchar,
  	"version_shared_trust_firm" varchar,
  	"version_shared_unique" varchar,
  	"version_video_meta_title" varchar,
  	"version_video_meta_description" varchar,
  	"version_video_eyebrow" varchar,
  	"version_video_title" varchar,
  	"version_video_subtitle" varchar,
  	"version_video_form_title" varchar,
  	"version_video_steps_title" varchar,
  	"version_video_cta" varchar,
  	"version_short_video_meta_title" varchar,
  	"version_short_video_meta_description" varchar,
  	"version_short_video_eyebrow" varchar,
  	"version_short_video_title" varchar,
  	"version_short_video_subtitle" varchar,
  	"version_short_video_form_title" varchar,
  	"version_short_video_steps_title" varchar,
  	"version_short_video_cta" varchar,
  	"version_referrals_meta_title" varchar,
  	"version_referrals_meta_description" varchar,
  	"version_referrals_eyebrow" varchar,
  	"version_referrals_title" varchar,
  	"version_referrals_subtitle" varchar,
  	"version_referrals_form_title" varchar,
  	"version_referrals_steps_title" varchar,
  	"version_referrals_cta" varchar,
  	"version_parole_meta_title" varchar,
  	"version_parole_meta_description" varchar,
  	"version_parole_eyebrow" varchar,
  	"version_parole_title" varchar,
  	"version_parole_subtitle" varchar,
  	"version_parole_form_title" varchar,
  	"version_parole_steps_title" varchar,
  	"version_parole_cta" varchar,
  	"version_thank_you_meta_title" varchar,
  	"version_thank_you_title" varchar,
  	"version_thank_you_text" varchar,
  	"version_thank_you_next" varchar,
  	"version_thank_you_urgent" varchar,
  	"version_thank_you_blog" varchar,
  	"version_referral_thank_you_meta_title" varchar,
  	"version_referral_thank_you_title" varchar,
  	"version_referral_thank_you_text" varchar,
  	"version_referral_thank_you_next" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_show_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__texts_show_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_show_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_show_v_locales" (
  	"version_show_title" varchar,
  	"version_show_as_seen_title" varchar,
  	"version_show_description" varchar,
  	"version_show_intro" varchar,
  	"version_show_cta" varchar,
  	"version_show_host_title" varchar,
  	"version_show_body" varchar,
  	"version_show_watch" varchar,
  	"version_show_latest_lives" varchar,
  	"version_show_all_lives" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_reviews_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__texts_reviews_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_reviews_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_reviews_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_banner_title" varchar,
  	"version_banner_subtitle" varchar,
  	"version_travel_title" varchar,
  	"version_travel_intro" varchar,
  	"version_travel_pager" varchar,
  	"version_travel_list_label" varchar,
  	"version_travel_video_label" varchar,
  	"version_giveaway_title" varchar,
  	"version_giveaway_intro" varchar,
  	"version_giveaway_pager" varchar,
  	"version_giveaway_list_label" varchar,
  	"version_giveaway_image_alt" varchar,
  	"version_google_title" varchar,
  	"version_google_intro" varchar,
  	"version_google_write" varchar,
  	"version_google_stars" varchar,
  	"version_lives_meta_title" varchar,
  	"version_lives_meta_description" varchar,
  	"version_lives_title" varchar,
  	"version_lives_intro" varchar,
  	"version_lives_results_title" varchar,
  	"version_lives_results_intro" varchar,
  	"version_lives_list_label" varchar,
  	"version_lives_pager" varchar,
  	"version_lives_watch" varchar,
  	"version_lives_empty" varchar,
  	"version_lives_questions" varchar,
  	"version_lives_contact_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_texts_blog_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_edited_by" varchar,
  	"version__status" "enum__texts_blog_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__texts_blog_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_texts_blog_v_locales" (
  	"version_list_meta_title" varchar,
  	"version_list_meta_description" varchar,
  	"version_list_title" varchar,
  	"version_list_intro" varchar,
  	"version_list_categories_label" varchar,
  	"version_list_all_categories" varchar,
  	"version_list_posts_label" varchar,
  	"version_list_empty" varchar,
  	"version_list_pager" varchar,
  	"version_list_read_more" varchar,
  	"version_list_page_suffix" varchar,
  	"version_category_meta_title" varchar,
  	"version_category_meta_description" varchar,
  	"version_category_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "texts_home" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "texts_home" ADD COLUMN "_status" "enum_texts_home_status" DEFAULT 'draft';
  ALTER TABLE "texts_home_locales" ADD COLUMN "hero_experience_link" varchar;
  ALTER TABLE "texts_home_locales" ADD COLUMN "hero_vawa_link" varchar;
  ALTER TABLE "texts_home_locales" ADD COLUMN "hero_t_link" varchar;
  ALTER TABLE "texts_home_locales" ADD COLUMN "hero_u_link" varchar;
  ALTER TABLE "texts_services" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "texts_services" ADD COLUMN "_status" "enum_texts_services_status" DEFAULT 'draft';
  ALTER TABLE "texts_visas" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "texts_visas" ADD COLUMN "_status" "enum_texts_visas_status" DEFAULT 'draft';
  ALTER TABLE "texts_team" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "texts_team" ADD COLUMN "_status" "enum_texts_team_status" DEFAULT 'draft';
  ALTER TABLE "texts_contact" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "texts_contact" ADD COLUMN "_status" "enum_texts_contact_status" DEFAULT 'draft';
  ALTER TABLE "texts_legal" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "texts_legal" ADD COLUMN "_status" "enum_texts_legal_status" DEFAULT 'draft';
  ALTER TABLE "texts_landing" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "texts_landing" ADD COLUMN "_status" "enum_texts_landing_status" DEFAULT 'draft';
  ALTER TABLE "texts_show" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "texts_show" ADD COLUMN "_status" "enum_texts_show_status" DEFAULT 'draft';
  ALTER TABLE "texts_reviews" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "texts_reviews" ADD COLUMN "_status" "enum_texts_reviews_status" DEFAULT 'draft';
  ALTER TABLE "texts_blog" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "texts_blog" ADD COLUMN "_status" "enum_texts_blog_status" DEFAULT 'draft';
  ALTER TABLE "_texts_home_v_locales" ADD CONSTRAINT "_texts_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_services_v_version_cards_immigration_points" ADD CONSTRAINT "_texts_services_v_version_cards_immigration_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_services_v_version_cards_injury_points" ADD CONSTRAINT "_texts_services_v_version_cards_injury_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_services_v_version_cards_trucks_points" ADD CONSTRAINT "_texts_services_v_version_cards_trucks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_services_v_version_lawyer_impossible_points" ADD CONSTRAINT "_texts_services_v_version_lawyer_impossible_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_services_v_version_lawyer_help_items" ADD CONSTRAINT "_texts_services_v_version_lawyer_help_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_services_v_locales" ADD CONSTRAINT "_texts_services_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_services_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_overview_vawa_points" ADD CONSTRAINT "_texts_visas_v_version_overview_vawa_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_overview_t_points" ADD CONSTRAINT "_texts_visas_v_version_overview_t_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_overview_u_points" ADD CONSTRAINT "_texts_visas_v_version_overview_u_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_vawa_intro_paragraphs" ADD CONSTRAINT "_texts_visas_v_version_vawa_intro_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_vawa_benefits" ADD CONSTRAINT "_texts_visas_v_version_vawa_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_vawa_qualify" ADD CONSTRAINT "_texts_visas_v_version_vawa_qualify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_vawa_requirements" ADD CONSTRAINT "_texts_visas_v_version_vawa_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_vawa_steps" ADD CONSTRAINT "_texts_visas_v_version_vawa_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_vawa_faqs" ADD CONSTRAINT "_texts_visas_v_version_vawa_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_t_intro_paragraphs" ADD CONSTRAINT "_texts_visas_v_version_t_intro_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_t_benefits" ADD CONSTRAINT "_texts_visas_v_version_t_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_t_qualify" ADD CONSTRAINT "_texts_visas_v_version_t_qualify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_t_requirements" ADD CONSTRAINT "_texts_visas_v_version_t_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_t_steps" ADD CONSTRAINT "_texts_visas_v_version_t_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_t_faqs" ADD CONSTRAINT "_texts_visas_v_version_t_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_u_intro_paragraphs" ADD CONSTRAINT "_texts_visas_v_version_u_intro_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_u_benefits" ADD CONSTRAINT "_texts_visas_v_version_u_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_u_qualify" ADD CONSTRAINT "_texts_visas_v_version_u_qualify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_u_requirements" ADD CONSTRAINT "_texts_visas_v_version_u_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_u_steps" ADD CONSTRAINT "_texts_visas_v_version_u_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_u_faqs" ADD CONSTRAINT "_texts_visas_v_version_u_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_k1_intro_paragraphs" ADD CONSTRAINT "_texts_visas_v_version_k1_intro_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_k1_benefits" ADD CONSTRAINT "_texts_visas_v_version_k1_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_k1_qualify" ADD CONSTRAINT "_texts_visas_v_version_k1_qualify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_k1_requirements" ADD CONSTRAINT "_texts_visas_v_version_k1_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_k1_steps" ADD CONSTRAINT "_texts_visas_v_version_k1_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_version_k1_faqs" ADD CONSTRAINT "_texts_visas_v_version_k1_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_visas_v_locales" ADD CONSTRAINT "_texts_visas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_visas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_team_v_locales" ADD CONSTRAINT "_texts_team_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_team_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_contact_v_locales" ADD CONSTRAINT "_texts_contact_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_legal_v_version_terms_sections_paragraphs" ADD CONSTRAINT "_texts_legal_v_version_terms_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_legal_v_version_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_legal_v_version_terms_sections_list" ADD CONSTRAINT "_texts_legal_v_version_terms_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_legal_v_version_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_legal_v_version_terms_sections" ADD CONSTRAINT "_texts_legal_v_version_terms_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_legal_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_legal_v_version_privacy_sections_paragraphs" ADD CONSTRAINT "_texts_legal_v_version_privacy_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_legal_v_version_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_legal_v_version_privacy_sections_list" ADD CONSTRAINT "_texts_legal_v_version_privacy_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_legal_v_version_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_legal_v_version_privacy_sections" ADD CONSTRAINT "_texts_legal_v_version_privacy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_legal_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_legal_v_locales" ADD CONSTRAINT "_texts_legal_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_legal_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_landing_v_version_video_points" ADD CONSTRAINT "_texts_landing_v_version_video_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_landing_v_version_video_steps" ADD CONSTRAINT "_texts_landing_v_version_video_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_landing_v_version_short_video_points" ADD CONSTRAINT "_texts_landing_v_version_short_video_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_landing_v_version_short_video_steps" ADD CONSTRAINT "_texts_landing_v_version_short_video_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_landing_v_version_referrals_points" ADD CONSTRAINT "_texts_landing_v_version_referrals_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_landing_v_version_referrals_steps" ADD CONSTRAINT "_texts_landing_v_version_referrals_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_landing_v_version_parole_points" ADD CONSTRAINT "_texts_landing_v_version_parole_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_landing_v_version_parole_steps" ADD CONSTRAINT "_texts_landing_v_version_parole_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_landing_v_locales" ADD CONSTRAINT "_texts_landing_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_show_v_locales" ADD CONSTRAINT "_texts_show_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_show_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_reviews_v_locales" ADD CONSTRAINT "_texts_reviews_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_reviews_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_texts_blog_v_locales" ADD CONSTRAINT "_texts_blog_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_texts_blog_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_texts_home_v_version_version__status_idx" ON "_texts_home_v" USING btree ("version__status");
  CREATE INDEX "_texts_home_v_created_at_idx" ON "_texts_home_v" USING btree ("created_at");
  CREATE INDEX "_texts_home_v_updated_at_idx" ON "_texts_home_v" USING btree ("updated_at");
  CREATE INDEX "_texts_home_v_snapshot_idx" ON "_texts_home_v" USING btree ("snapshot");
  CREATE INDEX "_texts_home_v_published_locale_idx" ON "_texts_home_v" USING btree ("published_locale");
  CREATE INDEX "_texts_home_v_latest_idx" ON "_texts_home_v" USING btree ("latest");
  CREATE INDEX "_texts_home_v_autosave_idx" ON "_texts_home_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_home_v_locales_locale_parent_id_unique" ON "_texts_home_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_services_v_version_cards_immigration_points_order_idx" ON "_texts_services_v_version_cards_immigration_points" USING btree ("_order");
  CREATE INDEX "_texts_services_v_version_cards_immigration_points_parent_id_idx" ON "_texts_services_v_version_cards_immigration_points" USING btree ("_parent_id");
  CREATE INDEX "_texts_services_v_version_cards_immigration_points_locale_idx" ON "_texts_services_v_version_cards_immigration_points" USING btree ("_locale");
  CREATE INDEX "_texts_services_v_version_cards_injury_points_order_idx" ON "_texts_services_v_version_cards_injury_points" USING btree ("_order");
  CREATE INDEX "_texts_services_v_version_cards_injury_points_parent_id_idx" ON "_texts_services_v_version_cards_injury_points" USING btree ("_parent_id");
  CREATE INDEX "_texts_services_v_version_cards_injury_points_locale_idx" ON "_texts_services_v_version_cards_injury_points" USING btree ("_locale");
  CREATE INDEX "_texts_services_v_version_cards_trucks_points_order_idx" ON "_texts_services_v_version_cards_trucks_points" USING btree ("_order");
  CREATE INDEX "_texts_services_v_version_cards_trucks_points_parent_id_idx" ON "_texts_services_v_version_cards_trucks_points" USING btree ("_parent_id");
  CREATE INDEX "_texts_services_v_version_cards_trucks_points_locale_idx" ON "_texts_services_v_version_cards_trucks_points" USING btree ("_locale");
  CREATE INDEX "_texts_services_v_version_lawyer_impossible_points_order_idx" ON "_texts_services_v_version_lawyer_impossible_points" USING btree ("_order");
  CREATE INDEX "_texts_services_v_version_lawyer_impossible_points_parent_id_idx" ON "_texts_services_v_version_lawyer_impossible_points" USING btree ("_parent_id");
  CREATE INDEX "_texts_services_v_version_lawyer_impossible_points_locale_idx" ON "_texts_services_v_version_lawyer_impossible_points" USING btree ("_locale");
  CREATE INDEX "_texts_services_v_version_lawyer_help_items_order_idx" ON "_texts_services_v_version_lawyer_help_items" USING btree ("_order");
  CREATE INDEX "_texts_services_v_version_lawyer_help_items_parent_id_idx" ON "_texts_services_v_version_lawyer_help_items" USING btree ("_parent_id");
  CREATE INDEX "_texts_services_v_version_lawyer_help_items_locale_idx" ON "_texts_services_v_version_lawyer_help_items" USING btree ("_locale");
  CREATE INDEX "_texts_services_v_version_version__status_idx" ON "_texts_services_v" USING btree ("version__status");
  CREATE INDEX "_texts_services_v_created_at_idx" ON "_texts_services_v" USING btree ("created_at");
  CREATE INDEX "_texts_services_v_updated_at_idx" ON "_texts_services_v" USING btree ("updated_at");
  CREATE INDEX "_texts_services_v_snapshot_idx" ON "_texts_services_v" USING btree ("snapshot");
  CREATE INDEX "_texts_services_v_published_locale_idx" ON "_texts_services_v" USING btree ("published_locale");
  CREATE INDEX "_texts_services_v_latest_idx" ON "_texts_services_v" USING btree ("latest");
  CREATE INDEX "_texts_services_v_autosave_idx" ON "_texts_services_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_services_v_locales_locale_parent_id_unique" ON "_texts_services_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_visas_v_version_overview_vawa_points_order_idx" ON "_texts_visas_v_version_overview_vawa_points" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_overview_vawa_points_parent_id_idx" ON "_texts_visas_v_version_overview_vawa_points" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_overview_vawa_points_locale_idx" ON "_texts_visas_v_version_overview_vawa_points" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_overview_t_points_order_idx" ON "_texts_visas_v_version_overview_t_points" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_overview_t_points_parent_id_idx" ON "_texts_visas_v_version_overview_t_points" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_overview_t_points_locale_idx" ON "_texts_visas_v_version_overview_t_points" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_overview_u_points_order_idx" ON "_texts_visas_v_version_overview_u_points" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_overview_u_points_parent_id_idx" ON "_texts_visas_v_version_overview_u_points" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_overview_u_points_locale_idx" ON "_texts_visas_v_version_overview_u_points" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_vawa_intro_paragraphs_order_idx" ON "_texts_visas_v_version_vawa_intro_paragraphs" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_vawa_intro_paragraphs_parent_id_idx" ON "_texts_visas_v_version_vawa_intro_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_vawa_intro_paragraphs_locale_idx" ON "_texts_visas_v_version_vawa_intro_paragraphs" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_vawa_benefits_order_idx" ON "_texts_visas_v_version_vawa_benefits" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_vawa_benefits_parent_id_idx" ON "_texts_visas_v_version_vawa_benefits" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_vawa_benefits_locale_idx" ON "_texts_visas_v_version_vawa_benefits" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_vawa_qualify_order_idx" ON "_texts_visas_v_version_vawa_qualify" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_vawa_qualify_parent_id_idx" ON "_texts_visas_v_version_vawa_qualify" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_vawa_qualify_locale_idx" ON "_texts_visas_v_version_vawa_qualify" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_vawa_requirements_order_idx" ON "_texts_visas_v_version_vawa_requirements" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_vawa_requirements_parent_id_idx" ON "_texts_visas_v_version_vawa_requirements" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_vawa_requirements_locale_idx" ON "_texts_visas_v_version_vawa_requirements" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_vawa_steps_order_idx" ON "_texts_visas_v_version_vawa_steps" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_vawa_steps_parent_id_idx" ON "_texts_visas_v_version_vawa_steps" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_vawa_steps_locale_idx" ON "_texts_visas_v_version_vawa_steps" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_vawa_faqs_order_idx" ON "_texts_visas_v_version_vawa_faqs" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_vawa_faqs_parent_id_idx" ON "_texts_visas_v_version_vawa_faqs" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_vawa_faqs_locale_idx" ON "_texts_visas_v_version_vawa_faqs" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_t_intro_paragraphs_order_idx" ON "_texts_visas_v_version_t_intro_paragraphs" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_t_intro_paragraphs_parent_id_idx" ON "_texts_visas_v_version_t_intro_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_t_intro_paragraphs_locale_idx" ON "_texts_visas_v_version_t_intro_paragraphs" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_t_benefits_order_idx" ON "_texts_visas_v_version_t_benefits" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_t_benefits_parent_id_idx" ON "_texts_visas_v_version_t_benefits" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_t_benefits_locale_idx" ON "_texts_visas_v_version_t_benefits" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_t_qualify_order_idx" ON "_texts_visas_v_version_t_qualify" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_t_qualify_parent_id_idx" ON "_texts_visas_v_version_t_qualify" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_t_qualify_locale_idx" ON "_texts_visas_v_version_t_qualify" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_t_requirements_order_idx" ON "_texts_visas_v_version_t_requirements" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_t_requirements_parent_id_idx" ON "_texts_visas_v_version_t_requirements" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_t_requirements_locale_idx" ON "_texts_visas_v_version_t_requirements" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_t_steps_order_idx" ON "_texts_visas_v_version_t_steps" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_t_steps_parent_id_idx" ON "_texts_visas_v_version_t_steps" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_t_steps_locale_idx" ON "_texts_visas_v_version_t_steps" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_t_faqs_order_idx" ON "_texts_visas_v_version_t_faqs" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_t_faqs_parent_id_idx" ON "_texts_visas_v_version_t_faqs" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_t_faqs_locale_idx" ON "_texts_visas_v_version_t_faqs" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_u_intro_paragraphs_order_idx" ON "_texts_visas_v_version_u_intro_paragraphs" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_u_intro_paragraphs_parent_id_idx" ON "_texts_visas_v_version_u_intro_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_u_intro_paragraphs_locale_idx" ON "_texts_visas_v_version_u_intro_paragraphs" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_u_benefits_order_idx" ON "_texts_visas_v_version_u_benefits" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_u_benefits_parent_id_idx" ON "_texts_visas_v_version_u_benefits" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_u_benefits_locale_idx" ON "_texts_visas_v_version_u_benefits" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_u_qualify_order_idx" ON "_texts_visas_v_version_u_qualify" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_u_qualify_parent_id_idx" ON "_texts_visas_v_version_u_qualify" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_u_qualify_locale_idx" ON "_texts_visas_v_version_u_qualify" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_u_requirements_order_idx" ON "_texts_visas_v_version_u_requirements" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_u_requirements_parent_id_idx" ON "_texts_visas_v_version_u_requirements" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_u_requirements_locale_idx" ON "_texts_visas_v_version_u_requirements" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_u_steps_order_idx" ON "_texts_visas_v_version_u_steps" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_u_steps_parent_id_idx" ON "_texts_visas_v_version_u_steps" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_u_steps_locale_idx" ON "_texts_visas_v_version_u_steps" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_u_faqs_order_idx" ON "_texts_visas_v_version_u_faqs" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_u_faqs_parent_id_idx" ON "_texts_visas_v_version_u_faqs" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_u_faqs_locale_idx" ON "_texts_visas_v_version_u_faqs" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_k1_intro_paragraphs_order_idx" ON "_texts_visas_v_version_k1_intro_paragraphs" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_k1_intro_paragraphs_parent_id_idx" ON "_texts_visas_v_version_k1_intro_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_k1_intro_paragraphs_locale_idx" ON "_texts_visas_v_version_k1_intro_paragraphs" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_k1_benefits_order_idx" ON "_texts_visas_v_version_k1_benefits" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_k1_benefits_parent_id_idx" ON "_texts_visas_v_version_k1_benefits" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_k1_benefits_locale_idx" ON "_texts_visas_v_version_k1_benefits" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_k1_qualify_order_idx" ON "_texts_visas_v_version_k1_qualify" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_k1_qualify_parent_id_idx" ON "_texts_visas_v_version_k1_qualify" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_k1_qualify_locale_idx" ON "_texts_visas_v_version_k1_qualify" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_k1_requirements_order_idx" ON "_texts_visas_v_version_k1_requirements" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_k1_requirements_parent_id_idx" ON "_texts_visas_v_version_k1_requirements" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_k1_requirements_locale_idx" ON "_texts_visas_v_version_k1_requirements" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_k1_steps_order_idx" ON "_texts_visas_v_version_k1_steps" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_k1_steps_parent_id_idx" ON "_texts_visas_v_version_k1_steps" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_k1_steps_locale_idx" ON "_texts_visas_v_version_k1_steps" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_k1_faqs_order_idx" ON "_texts_visas_v_version_k1_faqs" USING btree ("_order");
  CREATE INDEX "_texts_visas_v_version_k1_faqs_parent_id_idx" ON "_texts_visas_v_version_k1_faqs" USING btree ("_parent_id");
  CREATE INDEX "_texts_visas_v_version_k1_faqs_locale_idx" ON "_texts_visas_v_version_k1_faqs" USING btree ("_locale");
  CREATE INDEX "_texts_visas_v_version_version__status_idx" ON "_texts_visas_v" USING btree ("version__status");
  CREATE INDEX "_texts_visas_v_created_at_idx" ON "_texts_visas_v" USING btree ("created_at");
  CREATE INDEX "_texts_visas_v_updated_at_idx" ON "_texts_visas_v" USING btree ("updated_at");
  CREATE INDEX "_texts_visas_v_snapshot_idx" ON "_texts_visas_v" USING btree ("snapshot");
  CREATE INDEX "_texts_visas_v_published_locale_idx" ON "_texts_visas_v" USING btree ("published_locale");
  CREATE INDEX "_texts_visas_v_latest_idx" ON "_texts_visas_v" USING btree ("latest");
  CREATE INDEX "_texts_visas_v_autosave_idx" ON "_texts_visas_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_visas_v_locales_locale_parent_id_unique" ON "_texts_visas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_team_v_version_version__status_idx" ON "_texts_team_v" USING btree ("version__status");
  CREATE INDEX "_texts_team_v_created_at_idx" ON "_texts_team_v" USING btree ("created_at");
  CREATE INDEX "_texts_team_v_updated_at_idx" ON "_texts_team_v" USING btree ("updated_at");
  CREATE INDEX "_texts_team_v_snapshot_idx" ON "_texts_team_v" USING btree ("snapshot");
  CREATE INDEX "_texts_team_v_published_locale_idx" ON "_texts_team_v" USING btree ("published_locale");
  CREATE INDEX "_texts_team_v_latest_idx" ON "_texts_team_v" USING btree ("latest");
  CREATE INDEX "_texts_team_v_autosave_idx" ON "_texts_team_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_team_v_locales_locale_parent_id_unique" ON "_texts_team_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_contact_v_version_version__status_idx" ON "_texts_contact_v" USING btree ("version__status");
  CREATE INDEX "_texts_contact_v_created_at_idx" ON "_texts_contact_v" USING btree ("created_at");
  CREATE INDEX "_texts_contact_v_updated_at_idx" ON "_texts_contact_v" USING btree ("updated_at");
  CREATE INDEX "_texts_contact_v_snapshot_idx" ON "_texts_contact_v" USING btree ("snapshot");
  CREATE INDEX "_texts_contact_v_published_locale_idx" ON "_texts_contact_v" USING btree ("published_locale");
  CREATE INDEX "_texts_contact_v_latest_idx" ON "_texts_contact_v" USING btree ("latest");
  CREATE INDEX "_texts_contact_v_autosave_idx" ON "_texts_contact_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_contact_v_locales_locale_parent_id_unique" ON "_texts_contact_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_legal_v_version_terms_sections_paragraphs_order_idx" ON "_texts_legal_v_version_terms_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_texts_legal_v_version_terms_sections_paragraphs_parent_id_idx" ON "_texts_legal_v_version_terms_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_texts_legal_v_version_terms_sections_paragraphs_locale_idx" ON "_texts_legal_v_version_terms_sections_paragraphs" USING btree ("_locale");
  CREATE INDEX "_texts_legal_v_version_terms_sections_list_order_idx" ON "_texts_legal_v_version_terms_sections_list" USING btree ("_order");
  CREATE INDEX "_texts_legal_v_version_terms_sections_list_parent_id_idx" ON "_texts_legal_v_version_terms_sections_list" USING btree ("_parent_id");
  CREATE INDEX "_texts_legal_v_version_terms_sections_list_locale_idx" ON "_texts_legal_v_version_terms_sections_list" USING btree ("_locale");
  CREATE INDEX "_texts_legal_v_version_terms_sections_order_idx" ON "_texts_legal_v_version_terms_sections" USING btree ("_order");
  CREATE INDEX "_texts_legal_v_version_terms_sections_parent_id_idx" ON "_texts_legal_v_version_terms_sections" USING btree ("_parent_id");
  CREATE INDEX "_texts_legal_v_version_terms_sections_locale_idx" ON "_texts_legal_v_version_terms_sections" USING btree ("_locale");
  CREATE INDEX "_texts_legal_v_version_privacy_sections_paragraphs_order_idx" ON "_texts_legal_v_version_privacy_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_texts_legal_v_version_privacy_sections_paragraphs_parent_id_idx" ON "_texts_legal_v_version_privacy_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_texts_legal_v_version_privacy_sections_paragraphs_locale_idx" ON "_texts_legal_v_version_privacy_sections_paragraphs" USING btree ("_locale");
  CREATE INDEX "_texts_legal_v_version_privacy_sections_list_order_idx" ON "_texts_legal_v_version_privacy_sections_list" USING btree ("_order");
  CREATE INDEX "_texts_legal_v_version_privacy_sections_list_parent_id_idx" ON "_texts_legal_v_version_privacy_sections_list" USING btree ("_parent_id");
  CREATE INDEX "_texts_legal_v_version_privacy_sections_list_locale_idx" ON "_texts_legal_v_version_privacy_sections_list" USING btree ("_locale");
  CREATE INDEX "_texts_legal_v_version_privacy_sections_order_idx" ON "_texts_legal_v_version_privacy_sections" USING btree ("_order");
  CREATE INDEX "_texts_legal_v_version_privacy_sections_parent_id_idx" ON "_texts_legal_v_version_privacy_sections" USING btree ("_parent_id");
  CREATE INDEX "_texts_legal_v_version_privacy_sections_locale_idx" ON "_texts_legal_v_version_privacy_sections" USING btree ("_locale");
  CREATE INDEX "_texts_legal_v_version_version__status_idx" ON "_texts_legal_v" USING btree ("version__status");
  CREATE INDEX "_texts_legal_v_created_at_idx" ON "_texts_legal_v" USING btree ("created_at");
  CREATE INDEX "_texts_legal_v_updated_at_idx" ON "_texts_legal_v" USING btree ("updated_at");
  CREATE INDEX "_texts_legal_v_snapshot_idx" ON "_texts_legal_v" USING btree ("snapshot");
  CREATE INDEX "_texts_legal_v_published_locale_idx" ON "_texts_legal_v" USING btree ("published_locale");
  CREATE INDEX "_texts_legal_v_latest_idx" ON "_texts_legal_v" USING btree ("latest");
  CREATE INDEX "_texts_legal_v_autosave_idx" ON "_texts_legal_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_legal_v_locales_locale_parent_id_unique" ON "_texts_legal_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_landing_v_version_video_points_order_idx" ON "_texts_landing_v_version_video_points" USING btree ("_order");
  CREATE INDEX "_texts_landing_v_version_video_points_parent_id_idx" ON "_texts_landing_v_version_video_points" USING btree ("_parent_id");
  CREATE INDEX "_texts_landing_v_version_video_points_locale_idx" ON "_texts_landing_v_version_video_points" USING btree ("_locale");
  CREATE INDEX "_texts_landing_v_version_video_steps_order_idx" ON "_texts_landing_v_version_video_steps" USING btree ("_order");
  CREATE INDEX "_texts_landing_v_version_video_steps_parent_id_idx" ON "_texts_landing_v_version_video_steps" USING btree ("_parent_id");
  CREATE INDEX "_texts_landing_v_version_video_steps_locale_idx" ON "_texts_landing_v_version_video_steps" USING btree ("_locale");
  CREATE INDEX "_texts_landing_v_version_short_video_points_order_idx" ON "_texts_landing_v_version_short_video_points" USING btree ("_order");
  CREATE INDEX "_texts_landing_v_version_short_video_points_parent_id_idx" ON "_texts_landing_v_version_short_video_points" USING btree ("_parent_id");
  CREATE INDEX "_texts_landing_v_version_short_video_points_locale_idx" ON "_texts_landing_v_version_short_video_points" USING btree ("_locale");
  CREATE INDEX "_texts_landing_v_version_short_video_steps_order_idx" ON "_texts_landing_v_version_short_video_steps" USING btree ("_order");
  CREATE INDEX "_texts_landing_v_version_short_video_steps_parent_id_idx" ON "_texts_landing_v_version_short_video_steps" USING btree ("_parent_id");
  CREATE INDEX "_texts_landing_v_version_short_video_steps_locale_idx" ON "_texts_landing_v_version_short_video_steps" USING btree ("_locale");
  CREATE INDEX "_texts_landing_v_version_referrals_points_order_idx" ON "_texts_landing_v_version_referrals_points" USING btree ("_order");
  CREATE INDEX "_texts_landing_v_version_referrals_points_parent_id_idx" ON "_texts_landing_v_version_referrals_points" USING btree ("_parent_id");
  CREATE INDEX "_texts_landing_v_version_referrals_points_locale_idx" ON "_texts_landing_v_version_referrals_points" USING btree ("_locale");
  CREATE INDEX "_texts_landing_v_version_referrals_steps_order_idx" ON "_texts_landing_v_version_referrals_steps" USING btree ("_order");
  CREATE INDEX "_texts_landing_v_version_referrals_steps_parent_id_idx" ON "_texts_landing_v_version_referrals_steps" USING btree ("_parent_id");
  CREATE INDEX "_texts_landing_v_version_referrals_steps_locale_idx" ON "_texts_landing_v_version_referrals_steps" USING btree ("_locale");
  CREATE INDEX "_texts_landing_v_version_parole_points_order_idx" ON "_texts_landing_v_version_parole_points" USING btree ("_order");
  CREATE INDEX "_texts_landing_v_version_parole_points_parent_id_idx" ON "_texts_landing_v_version_parole_points" USING btree ("_parent_id");
  CREATE INDEX "_texts_landing_v_version_parole_points_locale_idx" ON "_texts_landing_v_version_parole_points" USING btree ("_locale");
  CREATE INDEX "_texts_landing_v_version_parole_steps_order_idx" ON "_texts_landing_v_version_parole_steps" USING btree ("_order");
  CREATE INDEX "_texts_landing_v_version_parole_steps_parent_id_idx" ON "_texts_landing_v_version_parole_steps" USING btree ("_parent_id");
  CREATE INDEX "_texts_landing_v_version_parole_steps_locale_idx" ON "_texts_landing_v_version_parole_steps" USING btree ("_locale");
  CREATE INDEX "_texts_landing_v_version_version__status_idx" ON "_texts_landing_v" USING btree ("version__status");
  CREATE INDEX "_texts_landing_v_created_at_idx" ON "_texts_landing_v" USING btree ("created_at");
  CREATE INDEX "_texts_landing_v_updated_at_idx" ON "_texts_landing_v" USING btree ("updated_at");
  CREATE INDEX "_texts_landing_v_snapshot_idx" ON "_texts_landing_v" USING btree ("snapshot");
  CREATE INDEX "_texts_landing_v_published_locale_idx" ON "_texts_landing_v" USING btree ("published_locale");
  CREATE INDEX "_texts_landing_v_latest_idx" ON "_texts_landing_v" USING btree ("latest");
  CREATE INDEX "_texts_landing_v_autosave_idx" ON "_texts_landing_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_landing_v_locales_locale_parent_id_unique" ON "_texts_landing_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_show_v_version_version__status_idx" ON "_texts_show_v" USING btree ("version__status");
  CREATE INDEX "_texts_show_v_created_at_idx" ON "_texts_show_v" USING btree ("created_at");
  CREATE INDEX "_texts_show_v_updated_at_idx" ON "_texts_show_v" USING btree ("updated_at");
  CREATE INDEX "_texts_show_v_snapshot_idx" ON "_texts_show_v" USING btree ("snapshot");
  CREATE INDEX "_texts_show_v_published_locale_idx" ON "_texts_show_v" USING btree ("published_locale");
  CREATE INDEX "_texts_show_v_latest_idx" ON "_texts_show_v" USING btree ("latest");
  CREATE INDEX "_texts_show_v_autosave_idx" ON "_texts_show_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_show_v_locales_locale_parent_id_unique" ON "_texts_show_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_reviews_v_version_version__status_idx" ON "_texts_reviews_v" USING btree ("version__status");
  CREATE INDEX "_texts_reviews_v_created_at_idx" ON "_texts_reviews_v" USING btree ("created_at");
  CREATE INDEX "_texts_reviews_v_updated_at_idx" ON "_texts_reviews_v" USING btree ("updated_at");
  CREATE INDEX "_texts_reviews_v_snapshot_idx" ON "_texts_reviews_v" USING btree ("snapshot");
  CREATE INDEX "_texts_reviews_v_published_locale_idx" ON "_texts_reviews_v" USING btree ("published_locale");
  CREATE INDEX "_texts_reviews_v_latest_idx" ON "_texts_reviews_v" USING btree ("latest");
  CREATE INDEX "_texts_reviews_v_autosave_idx" ON "_texts_reviews_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_reviews_v_locales_locale_parent_id_unique" ON "_texts_reviews_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_texts_blog_v_version_version__status_idx" ON "_texts_blog_v" USING btree ("version__status");
  CREATE INDEX "_texts_blog_v_created_at_idx" ON "_texts_blog_v" USING btree ("created_at");
  CREATE INDEX "_texts_blog_v_updated_at_idx" ON "_texts_blog_v" USING btree ("updated_at");
  CREATE INDEX "_texts_blog_v_snapshot_idx" ON "_texts_blog_v" USING btree ("snapshot");
  CREATE INDEX "_texts_blog_v_published_locale_idx" ON "_texts_blog_v" USING btree ("published_locale");
  CREATE INDEX "_texts_blog_v_latest_idx" ON "_texts_blog_v" USING btree ("latest");
  CREATE INDEX "_texts_blog_v_autosave_idx" ON "_texts_blog_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_texts_blog_v_locales_locale_parent_id_unique" ON "_texts_blog_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "texts_home__status_idx" ON "texts_home" USING btree ("_status");
  CREATE INDEX "texts_services__status_idx" ON "texts_services" USING btree ("_status");
  CREATE INDEX "texts_visas__status_idx" ON "texts_visas" USING btree ("_status");
  CREATE INDEX "texts_team__status_idx" ON "texts_team" USING btree ("_status");
  CREATE INDEX "texts_contact__status_idx" ON "texts_contact" USING btree ("_status");
  CREATE INDEX "texts_legal__status_idx" ON "texts_legal" USING btree ("_status");
  CREATE INDEX "texts_landing__status_idx" ON "texts_landing" USING btree ("_status");
  CREATE INDEX "texts_show__status_idx" ON "texts_show" USING btree ("_status");
  CREATE INDEX "texts_reviews__status_idx" ON "texts_reviews" USING btree ("_status");
  CREATE INDEX "texts_blog__status_idx" ON "texts_blog" USING btree ("_status");`)
  // The texts as they stand become the published version (the first of their history) in the
  // *_texts_seed_and_record migration: the Local API needs the globals' tables as the config has them.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_texts_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_home_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_services_v_version_cards_immigration_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_services_v_version_cards_injury_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_services_v_version_cards_trucks_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_services_v_version_lawyer_impossible_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_services_v_version_lawyer_help_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_services_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_services_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_overview_vawa_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_overview_t_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_overview_u_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_vawa_intro_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_vawa_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_vawa_qualify" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_vawa_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_vawa_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_vawa_faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_t_intro_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_t_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_t_qualify" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_t_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_t_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_t_faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_u_intro_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_u_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_u_qualify" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_u_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_u_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_u_faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_k1_intro_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_k1_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_k1_qualify" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_k1_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_k1_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_version_k1_faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_visas_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_team_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_team_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_contact_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_contact_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_legal_v_version_terms_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_legal_v_version_terms_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_legal_v_version_terms_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_legal_v_version_privacy_sections_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_legal_v_version_privacy_sections_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_legal_v_version_privacy_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_legal_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_legal_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_landing_v_version_video_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_landing_v_version_video_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_landing_v_version_short_video_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_landing_v_version_short_video_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_landing_v_version_referrals_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_landing_v_version_referrals_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_landing_v_version_parole_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_landing_v_version_parole_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_landing_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_landing_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_show_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_show_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_reviews_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_reviews_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_blog_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_texts_blog_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_texts_home_v" CASCADE;
  DROP TABLE "_texts_home_v_locales" CASCADE;
  DROP TABLE "_texts_services_v_version_cards_immigration_points" CASCADE;
  DROP TABLE "_texts_services_v_version_cards_injury_points" CASCADE;
  DROP TABLE "_texts_services_v_version_cards_trucks_points" CASCADE;
  DROP TABLE "_texts_services_v_version_lawyer_impossible_points" CASCADE;
  DROP TABLE "_texts_services_v_version_lawyer_help_items" CASCADE;
  DROP TABLE "_texts_services_v" CASCADE;
  DROP TABLE "_texts_services_v_locales" CASCADE;
  DROP TABLE "_texts_visas_v_version_overview_vawa_points" CASCADE;
  DROP TABLE "_texts_visas_v_version_overview_t_points" CASCADE;
  DROP TABLE "_texts_visas_v_version_overview_u_points" CASCADE;
  DROP TABLE "_texts_visas_v_version_vawa_intro_paragraphs" CASCADE;
  DROP TABLE "_texts_visas_v_version_vawa_benefits" CASCADE;
  DROP TABLE "_texts_visas_v_version_vawa_qualify" CASCADE;
  DROP TABLE "_texts_visas_v_version_vawa_requirements" CASCADE;
  DROP TABLE "_texts_visas_v_version_vawa_steps" CASCADE;
  DROP TABLE "_texts_visas_v_version_vawa_faqs" CASCADE;
  DROP TABLE "_texts_visas_v_version_t_intro_paragraphs" CASCADE;
  DROP TABLE "_texts_visas_v_version_t_benefits" CASCADE;
  DROP TABLE "_texts_visas_v_version_t_qualify" CASCADE;
  DROP TABLE "_texts_visas_v_version_t_requirements" CASCADE;
  DROP TABLE "_texts_visas_v_version_t_steps" CASCADE;
  DROP TABLE "_texts_visas_v_version_t_faqs" CASCADE;
  DROP TABLE "_texts_visas_v_version_u_intro_paragraphs" CASCADE;
  DROP TABLE "_texts_visas_v_version_u_benefits" CASCADE;
  DROP TABLE "_texts_visas_v_version_u_qualify" CASCADE;
  DROP TABLE "_texts_visas_v_version_u_requirements" CASCADE;
  DROP TABLE "_texts_visas_v_version_u_steps" CASCADE;
  DROP TABLE "_texts_visas_v_version_u_faqs" CASCADE;
  DROP TABLE "_texts_visas_v_version_k1_intro_paragraphs" CASCADE;
  DROP TABLE "_texts_visas_v_version_k1_benefits" CASCADE;
  DROP TABLE "_texts_visas_v_version_k1_qualify" CASCADE;
  DROP TABLE "_texts_visas_v_version_k1_requirements" CASCADE;
  DROP TABLE "_texts_visas_v_version_k1_steps" CASCADE;
  DROP TABLE "_texts_visas_v_version_k1_faqs" CASCADE;
  DROP TABLE "_texts_visas_v" CASCADE;
  DROP TABLE "_texts_visas_v_locales" CASCADE;
  DROP TABLE "_texts_team_v" CASCADE;
  DROP TABLE "_texts_team_v_locales" CASCADE;
  DROP TABLE "_texts_contact_v" CASCADE;
  DROP TABLE "_texts_contact_v_locales" CASCADE;
  DROP TABLE "_texts_legal_v_version_terms_sections_paragraphs" CASCADE;
  DROP TABLE "_texts_legal_v_version_terms_sections_list" CASCADE;
  DROP TABLE "_texts_legal_v_version_terms_sections" CASCADE;
  DROP TABLE "_texts_legal_v_version_privacy_sections_paragraphs" CASCADE;
  DROP TABLE "_texts_legal_v_version_privacy_sections_list" CASCADE;
  DROP TABLE "_texts_legal_v_version_privacy_sections" CASCADE;
  DROP TABLE "_texts_legal_v" CASCADE;
  DROP TABLE "_texts_legal_v_locales" CASCADE;
  DROP TABLE "_texts_landing_v_version_video_points" CASCADE;
  DROP TABLE "_texts_landing_v_version_video_steps" CASCADE;
  DROP TABLE "_texts_landing_v_version_short_video_points" CASCADE;
  DROP TABLE "_texts_landing_v_version_short_video_steps" CASCADE;
  DROP TABLE "_texts_landing_v_version_referrals_points" CASCADE;
  DROP TABLE "_texts_landing_v_version_referrals_steps" CASCADE;
  DROP TABLE "_texts_landing_v_version_parole_points" CASCADE;
  DROP TABLE "_texts_landing_v_version_parole_steps" CASCADE;
  DROP TABLE "_texts_landing_v" CASCADE;
  DROP TABLE "_texts_landing_v_locales" CASCADE;
  DROP TABLE "_texts_show_v" CASCADE;
  DROP TABLE "_texts_show_v_locales" CASCADE;
  DROP TABLE "_texts_reviews_v" CASCADE;
  DROP TABLE "_texts_reviews_v_locales" CASCADE;
  DROP TABLE "_texts_blog_v" CASCADE;
  DROP TABLE "_texts_blog_v_locales" CASCADE;
  DROP INDEX "texts_home__status_idx";
  DROP INDEX "texts_services__status_idx";
  DROP INDEX "texts_visas__status_idx";
  DROP INDEX "texts_team__status_idx";
  DROP INDEX "texts_contact__status_idx";
  DROP INDEX "texts_legal__status_idx";
  DROP INDEX "texts_landing__status_idx";
  DROP INDEX "texts_show__status_idx";
  DROP INDEX "texts_reviews__status_idx";
  DROP INDEX "texts_blog__status_idx";
  ALTER TABLE "pages" DROP COLUMN "edited_by";
  ALTER TABLE "_pages_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "texts_home" DROP COLUMN "edited_by";
  ALTER TABLE "texts_home" DROP COLUMN "_status";
  ALTER TABLE "texts_home_locales" DROP COLUMN "hero_experience_link";
  ALTER TABLE "texts_home_locales" DROP COLUMN "hero_vawa_link";
  ALTER TABLE "texts_home_locales" DROP COLUMN "hero_t_link";
  ALTER TABLE "texts_home_locales" DROP COLUMN "hero_u_link";
  ALTER TABLE "texts_services" DROP COLUMN "edited_by";
  ALTER TABLE "texts_services" DROP COLUMN "_status";
  ALTER TABLE "texts_visas" DROP COLUMN "edited_by";
  ALTER TABLE "texts_visas" DROP COLUMN "_status";
  ALTER TABLE "texts_team" DROP COLUMN "edited_by";
  ALTER TABLE "texts_team" DROP COLUMN "_status";
  ALTER TABLE "texts_contact" DROP COLUMN "edited_by";
  ALTER TABLE "texts_contact" DROP COLUMN "_status";
  ALTER TABLE "texts_legal" DROP COLUMN "edited_by";
  ALTER TABLE "texts_legal" DROP COLUMN "_status";
  ALTER TABLE "texts_landing" DROP COLUMN "edited_by";
  ALTER TABLE "texts_landing" DROP COLUMN "_status";
  ALTER TABLE "texts_show" DROP COLUMN "edited_by";
  ALTER TABLE "texts_show" DROP COLUMN "_status";
  ALTER TABLE "texts_reviews" DROP COLUMN "edited_by";
  ALTER TABLE "texts_reviews" DROP COLUMN "_status";
  ALTER TABLE "texts_blog" DROP COLUMN "edited_by";
  ALTER TABLE "texts_blog" DROP COLUMN "_status";
  DROP TYPE "public"."enum_texts_home_status";
  DROP TYPE "public"."enum__texts_home_v_version_status";
  DROP TYPE "public"."enum__texts_home_v_published_locale";
  DROP TYPE "public"."enum_texts_services_status";
  DROP TYPE "public"."enum__texts_services_v_version_status";
  DROP TYPE "public"."enum__texts_services_v_published_locale";
  DROP TYPE "public"."enum_texts_visas_status";
  DROP TYPE "public"."enum__texts_visas_v_version_status";
  DROP TYPE "public"."enum__texts_visas_v_published_locale";
  DROP TYPE "public"."enum_texts_team_status";
  DROP TYPE "public"."enum__texts_team_v_version_status";
  DROP TYPE "public"."enum__texts_team_v_published_locale";
  DROP TYPE "public"."enum_texts_contact_status";
  DROP TYPE "public"."enum__texts_contact_v_version_status";
  DROP TYPE "public"."enum__texts_contact_v_published_locale";
  DROP TYPE "public"."enum_texts_legal_status";
  DROP TYPE "public"."enum__texts_legal_v_version_status";
  DROP TYPE "public"."enum__texts_legal_v_published_locale";
  DROP TYPE "public"."enum_texts_landing_status";
  DROP TYPE "public"."enum__texts_landing_v_version_status";
  DROP TYPE "public"."enum__texts_landing_v_published_locale";
  DROP TYPE "public"."enum_texts_show_status";
  DROP TYPE "public"."enum__texts_show_v_version_status";
  DROP TYPE "public"."enum__texts_show_v_published_locale";
  DROP TYPE "public"."enum_texts_reviews_status";
  DROP TYPE "public"."enum__texts_reviews_v_version_status";
  DROP TYPE "public"."enum__texts_reviews_v_published_locale";
  DROP TYPE "public"."enum_texts_blog_status";
  DROP TYPE "public"."enum__texts_blog_v_version_status";
  DROP TYPE "public"."enum__texts_blog_v_published_locale";`)
}
