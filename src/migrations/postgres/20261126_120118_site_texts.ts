import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "texts_home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_home_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"hero_label" varchar,
  	"hero_badge_value" varchar,
  	"hero_badge_label" varchar,
  	"hero_experience_eyebrow" varchar,
  	"hero_experience_title" varchar,
  	"hero_experience_text" varchar,
  	"hero_experience_cta" varchar,
  	"hero_vawa_eyebrow" varchar,
  	"hero_vawa_title" varchar,
  	"hero_vawa_text" varchar,
  	"hero_vawa_cta" varchar,
  	"hero_t_eyebrow" varchar,
  	"hero_t_title" varchar,
  	"hero_t_text" varchar,
  	"hero_t_cta" varchar,
  	"hero_u_eyebrow" varchar,
  	"hero_u_title" varchar,
  	"hero_u_text" varchar,
  	"hero_u_cta" varchar,
  	"hero_points_free" varchar,
  	"hero_points_language" varchar,
  	"hero_points_confidential" varchar,
  	"services_eyebrow" varchar,
  	"services_title" varchar,
  	"services_intro" varchar,
  	"services_all" varchar,
  	"about_eyebrow" varchar,
  	"about_title" varchar,
  	"about_text1" varchar,
  	"about_text2" varchar,
  	"about_cta" varchar,
  	"about_secondary" varchar,
  	"about_video_title" varchar,
  	"about_video_caption" varchar,
  	"about_stat_years_value" varchar,
  	"about_stat_years" varchar,
  	"about_stat_free" varchar,
  	"about_stat_free_value" varchar,
  	"about_stat_languages" varchar,
  	"about_stat_languages_value" varchar,
  	"mission_eyebrow" varchar,
  	"mission_title" varchar,
  	"mission_text" varchar,
  	"mission_honesty_title" varchar,
  	"mission_honesty_text" varchar,
  	"mission_closeness_title" varchar,
  	"mission_closeness_text" varchar,
  	"mission_commitment_title" varchar,
  	"mission_commitment_text" varchar,
  	"lives_eyebrow" varchar,
  	"lives_title" varchar,
  	"lives_text" varchar,
  	"lives_cta" varchar,
  	"lives_latest" varchar,
  	"lives_all" varchar,
  	"testimonials_eyebrow" varchar,
  	"testimonials_title" varchar,
  	"testimonials_text" varchar,
  	"testimonials_cta" varchar,
  	"travel_title" varchar,
  	"travel_text" varchar,
  	"travel_video_label" varchar,
  	"giveaway_title" varchar,
  	"giveaway_text" varchar,
  	"visas_eyebrow" varchar,
  	"visas_title" varchar,
  	"visas_intro" varchar,
  	"visas_all" varchar,
  	"blog_eyebrow" varchar,
  	"blog_title" varchar,
  	"blog_intro" varchar,
  	"blog_label" varchar,
  	"blog_read_more" varchar,
  	"blog_all" varchar,
  	"reviews_eyebrow" varchar,
  	"reviews_title" varchar,
  	"reviews_label" varchar,
  	"reviews_stars" varchar,
  	"reviews_write" varchar,
  	"reviews_all" varchar,
  	"form_eyebrow" varchar,
  	"form_title" varchar,
  	"form_text" varchar,
  	"form_point_free" varchar,
  	"form_point_private" varchar,
  	"form_point_language" varchar,
  	"form_call_us" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_services_cards_immigration_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_services_cards_injury_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_services_cards_trucks_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_services_lawyer_impossible_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_services_lawyer_help_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "texts_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_services_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"banner_title" varchar,
  	"banner_subtitle" varchar,
  	"intro_title" varchar,
  	"intro_text" varchar,
  	"external_note" varchar,
  	"cards_immigration_title" varchar,
  	"cards_immigration_text" varchar,
  	"cards_immigration_cta" varchar,
  	"cards_injury_title" varchar,
  	"cards_injury_text" varchar,
  	"cards_injury_cta" varchar,
  	"cards_trucks_title" varchar,
  	"cards_trucks_text" varchar,
  	"cards_trucks_cta" varchar,
  	"form_eyebrow" varchar,
  	"form_title" varchar,
  	"form_text" varchar,
  	"lawyer_meta_title" varchar,
  	"lawyer_meta_description" varchar,
  	"lawyer_banner_title" varchar,
  	"lawyer_banner_subtitle" varchar,
  	"lawyer_intro_eyebrow" varchar,
  	"lawyer_intro_title" varchar,
  	"lawyer_intro_p1" varchar,
  	"lawyer_intro_p2" varchar,
  	"lawyer_impossible_title" varchar,
  	"lawyer_impossible_text" varchar,
  	"lawyer_impossible_cta" varchar,
  	"lawyer_free_call_title" varchar,
  	"lawyer_free_call_text" varchar,
  	"lawyer_free_call_call" varchar,
  	"lawyer_form_eyebrow" varchar,
  	"lawyer_form_title" varchar,
  	"lawyer_form_text" varchar,
  	"lawyer_explanation_title" varchar,
  	"lawyer_explanation_p1" varchar,
  	"lawyer_explanation_p2" varchar,
  	"lawyer_steps_eyebrow" varchar,
  	"lawyer_steps_title" varchar,
  	"lawyer_steps_evaluate_title" varchar,
  	"lawyer_steps_evaluate_text" varchar,
  	"lawyer_steps_paperwork_title" varchar,
  	"lawyer_steps_paperwork_text" varchar,
  	"lawyer_steps_documents_title" varchar,
  	"lawyer_steps_documents_text" varchar,
  	"lawyer_help_title" varchar,
  	"lawyer_opportunities_title" varchar,
  	"lawyer_opportunities_intro" varchar,
  	"lawyer_opportunities_family_title" varchar,
  	"lawyer_opportunities_family_text" varchar,
  	"lawyer_opportunities_adjustment_title" varchar,
  	"lawyer_opportunities_adjustment_text" varchar,
  	"lawyer_opportunities_consular_title" varchar,
  	"lawyer_opportunities_consular_text" varchar,
  	"lawyer_opportunities_waivers_title" varchar,
  	"lawyer_opportunities_waivers_text" varchar,
  	"lawyer_opportunities_work_title" varchar,
  	"lawyer_opportunities_work_text" varchar,
  	"lawyer_opportunities_citizenship_title" varchar,
  	"lawyer_opportunities_citizenship_text" varchar,
  	"lawyer_opportunities_vawa_title" varchar,
  	"lawyer_opportunities_vawa_text" varchar,
  	"lawyer_opportunities_t_title" varchar,
  	"lawyer_opportunities_t_text" varchar,
  	"lawyer_opportunities_u_title" varchar,
  	"lawyer_opportunities_u_text" varchar,
  	"lawyer_opportunities_k1_title" varchar,
  	"lawyer_opportunities_k1_text" varchar,
  	"lawyer_team_eyebrow" varchar,
  	"lawyer_team_title" varchar,
  	"lawyer_team_intro" varchar,
  	"lawyer_team_label" varchar,
  	"lawyer_team_profile" varchar,
  	"lawyer_team_card_title" varchar,
  	"lawyer_team_card_text" varchar,
  	"lawyer_team_card_cta" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_visas_overview_vawa_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_overview_t_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_overview_u_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_vawa_intro_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_vawa_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_vawa_qualify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_vawa_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_vawa_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_vawa_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"q" varchar,
  	"a" varchar
  );
  
  CREATE TABLE "texts_visas_t_intro_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_t_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_t_qualify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_t_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_t_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_t_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"q" varchar,
  	"a" varchar
  );
  
  CREATE TABLE "texts_visas_u_intro_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_u_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_u_qualify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_u_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_u_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_u_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"q" varchar,
  	"a" varchar
  );
  
  CREATE TABLE "texts_visas_k1_intro_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_k1_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_k1_qualify" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_k1_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_k1_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "texts_visas_k1_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"q" varchar,
  	"a" varchar
  );
  
  CREATE TABLE "texts_visas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_visas_locales" (
  	"labels_benefits_title" varchar,
  	"labels_qualify_title" varchar,
  	"labels_requirements_title" varchar,
  	"labels_steps_title" varchar,
  	"labels_faq_title" varchar,
  	"labels_evaluate_title" varchar,
  	"labels_evaluate_text" varchar,
  	"labels_form_eyebrow" varchar,
  	"labels_form_title" varchar,
  	"labels_form_text" varchar,
  	"labels_learn_more" varchar,
  	"labels_related_title" varchar,
  	"labels_step" varchar,
  	"cards_vawa_title" varchar,
  	"cards_vawa_text" varchar,
  	"cards_t_title" varchar,
  	"cards_t_text" varchar,
  	"cards_u_title" varchar,
  	"cards_u_text" varchar,
  	"cards_k1_title" varchar,
  	"cards_k1_text" varchar,
  	"overview_meta_title" varchar,
  	"overview_meta_description" varchar,
  	"overview_banner_title" varchar,
  	"overview_banner_subtitle" varchar,
  	"overview_intro_title" varchar,
  	"overview_intro_p1" varchar,
  	"overview_intro_p2" varchar,
  	"overview_vawa_title" varchar,
  	"overview_vawa_text" varchar,
  	"overview_t_title" varchar,
  	"overview_t_text" varchar,
  	"overview_u_title" varchar,
  	"overview_u_text" varchar,
  	"overview_confidential_title" varchar,
  	"overview_confidential_text" varchar,
  	"overview_k1_title" varchar,
  	"overview_k1_text" varchar,
  	"overview_k1_cta" varchar,
  	"vawa_meta_title" varchar,
  	"vawa_meta_description" varchar,
  	"vawa_banner_title" varchar,
  	"vawa_banner_subtitle" varchar,
  	"vawa_intro_title" varchar,
  	"t_meta_title" varchar,
  	"t_meta_description" varchar,
  	"t_banner_title" varchar,
  	"t_banner_subtitle" varchar,
  	"t_intro_title" varchar,
  	"u_meta_title" varchar,
  	"u_meta_description" varchar,
  	"u_banner_title" varchar,
  	"u_banner_subtitle" varchar,
  	"u_intro_title" varchar,
  	"k1_meta_title" varchar,
  	"k1_meta_description" varchar,
  	"k1_banner_title" varchar,
  	"k1_banner_subtitle" varchar,
  	"k1_intro_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_team" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_team_locales" (
  	"team_meta_title" varchar,
  	"team_meta_description" varchar,
  	"team_banner_title" varchar,
  	"team_banner_subtitle" varchar,
  	"team_intro_title" varchar,
  	"team_intro_text" varchar,
  	"team_view_profile" varchar,
  	"team_contact" varchar,
  	"team_form_eyebrow" varchar,
  	"team_form_title" varchar,
  	"team_form_text" varchar,
  	"about_meta_title" varchar,
  	"about_meta_description" varchar,
  	"about_banner_title" varchar,
  	"about_banner_subtitle" varchar,
  	"about_mission_eyebrow" varchar,
  	"about_mission_title" varchar,
  	"about_mission_p1" varchar,
  	"about_mission_p2" varchar,
  	"about_mission_links_title" varchar,
  	"about_mission_services" varchar,
  	"about_mission_attorneys" varchar,
  	"about_mission_contact" varchar,
  	"about_services_eyebrow" varchar,
  	"about_services_title" varchar,
  	"about_services_intro" varchar,
  	"about_founder_eyebrow" varchar,
  	"about_founder_text" varchar,
  	"about_founder_view_more" varchar,
  	"about_founder_view_more_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_contact_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"banner_title" varchar,
  	"banner_subtitle" varchar,
  	"form_section" varchar,
  	"form_title" varchar,
  	"channels_title" varchar,
  	"channels_intro" varchar,
  	"channels_whatsapp" varchar,
  	"channels_whatsapp_cta" varchar,
  	"channels_email" varchar,
  	"channels_socials" varchar,
  	"areas_title" varchar,
  	"areas_intro" varchar,
  	"areas_call" varchar,
  	"areas_immigration_title" varchar,
  	"areas_immigration_text" varchar,
  	"areas_immigration_cta" varchar,
  	"areas_personal_injury_title" varchar,
  	"areas_personal_injury_text" varchar,
  	"areas_personal_injury_cta" varchar,
  	"areas_truck_drivers_title" varchar,
  	"areas_truck_drivers_text" varchar,
  	"areas_truck_drivers_cta" varchar,
  	"offices_title" varchar,
  	"offices_coverage_title" varchar,
  	"offices_coverage_text" varchar,
  	"offices_map_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_legal_terms_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_legal_terms_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_legal_terms_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar
  );
  
  CREATE TABLE "texts_legal_privacy_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_legal_privacy_sections_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_legal_privacy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar
  );
  
  CREATE TABLE "texts_legal" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_legal_locales" (
  	"toc_title" varchar,
  	"updated" varchar,
  	"terms_meta_title" varchar,
  	"terms_meta_description" varchar,
  	"terms_title" varchar,
  	"terms_intro" varchar,
  	"privacy_meta_title" varchar,
  	"privacy_meta_description" varchar,
  	"privacy_title" varchar,
  	"privacy_intro" varchar,
  	"sitemap_meta_title" varchar,
  	"sitemap_meta_description" varchar,
  	"sitemap_title" varchar,
  	"sitemap_intro" varchar,
  	"sitemap_pages" varchar,
  	"sitemap_attorneys" varchar,
  	"sitemap_categories" varchar,
  	"sitemap_posts" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_landing_video_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_landing_video_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "texts_landing_short_video_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_landing_short_video_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "texts_landing_referrals_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_landing_referrals_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "texts_landing_parole_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "texts_landing_parole_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "texts_landing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_landing_locales" (
  	"shared_trust_title" varchar,
  	"shared_trust_founder" varchar,
  	"shared_trust_firm" varchar,
  	"shared_unique" varchar,
  	"video_meta_title" varchar,
  	"video_meta_description" varchar,
  	"video_eyebrow" varchar,
  	"video_title" varchar,
  	"video_subtitle" varchar,
  	"video_form_title" varchar,
  	"video_steps_title" varchar,
  	"video_cta" varchar,
  	"short_video_meta_title" varchar,
  	"short_video_meta_description" varchar,
  	"short_video_eyebrow" varchar,
  	"short_video_title" varchar,
  	"short_video_subtitle" varchar,
  	"short_video_form_title" varchar,
  	"short_video_steps_title" varchar,
  	"short_video_cta" varchar,
  	"referrals_meta_title" varchar,
  	"referrals_meta_description" varchar,
  	"referrals_eyebrow" varchar,
  	"referrals_title" varchar,
  	"referrals_subtitle" varchar,
  	"referrals_form_title" varchar,
  	"referrals_steps_title" varchar,
  	"referrals_cta" varchar,
  	"parole_meta_title" varchar,
  	"parole_meta_description" varchar,
  	"parole_eyebrow" varchar,
  	"parole_title" varchar,
  	"parole_subtitle" varchar,
  	"parole_form_title" varchar,
  	"parole_steps_title" varchar,
  	"parole_cta" varchar,
  	"thank_you_meta_title" varchar,
  	"thank_you_title" varchar,
  	"thank_you_text" varchar,
  	"thank_you_next" varchar,
  	"thank_you_urgent" varchar,
  	"thank_you_blog" varchar,
  	"referral_thank_you_meta_title" varchar,
  	"referral_thank_you_title" varchar,
  	"referral_thank_you_text" varchar,
  	"referral_thank_you_next" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_show" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_show_locales" (
  	"show_title" varchar,
  	"show_as_seen_title" varchar,
  	"show_description" varchar,
  	"show_intro" varchar,
  	"show_cta" varchar,
  	"show_host_title" varchar,
  	"show_body" varchar,
  	"show_watch" varchar,
  	"show_latest_lives" varchar,
  	"show_all_lives" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_reviews_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"banner_title" varchar,
  	"banner_subtitle" varchar,
  	"travel_title" varchar,
  	"travel_intro" varchar,
  	"travel_pager" varchar,
  	"travel_list_label" varchar,
  	"travel_video_label" varchar,
  	"giveaway_title" varchar,
  	"giveaway_intro" varchar,
  	"giveaway_pager" varchar,
  	"giveaway_list_label" varchar,
  	"giveaway_image_alt" varchar,
  	"google_title" varchar,
  	"google_intro" varchar,
  	"google_write" varchar,
  	"google_stars" varchar,
  	"lives_meta_title" varchar,
  	"lives_meta_description" varchar,
  	"lives_title" varchar,
  	"lives_intro" varchar,
  	"lives_results_title" varchar,
  	"lives_results_intro" varchar,
  	"lives_list_label" varchar,
  	"lives_pager" varchar,
  	"lives_watch" varchar,
  	"lives_empty" varchar,
  	"lives_questions" varchar,
  	"lives_contact_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "texts_blog" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "texts_blog_locales" (
  	"list_meta_title" varchar,
  	"list_meta_description" varchar,
  	"list_title" varchar,
  	"list_intro" varchar,
  	"list_categories_label" varchar,
  	"list_all_categories" varchar,
  	"list_posts_label" varchar,
  	"list_empty" varchar,
  	"list_pager" varchar,
  	"list_read_more" varchar,
  	"list_page_suffix" varchar,
  	"category_meta_title" varchar,
  	"category_meta_description" varchar,
  	"category_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "texts_home_locales" ADD CONSTRAINT "texts_home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_services_cards_immigration_points" ADD CONSTRAINT "texts_services_cards_immigration_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_services_cards_injury_points" ADD CONSTRAINT "texts_services_cards_injury_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_services_cards_trucks_points" ADD CONSTRAINT "texts_services_cards_trucks_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_services_lawyer_impossible_points" ADD CONSTRAINT "texts_services_lawyer_impossible_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_services_lawyer_help_items" ADD CONSTRAINT "texts_services_lawyer_help_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_services_locales" ADD CONSTRAINT "texts_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_overview_vawa_points" ADD CONSTRAINT "texts_visas_overview_vawa_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_overview_t_points" ADD CONSTRAINT "texts_visas_overview_t_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_overview_u_points" ADD CONSTRAINT "texts_visas_overview_u_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_vawa_intro_paragraphs" ADD CONSTRAINT "texts_visas_vawa_intro_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_vawa_benefits" ADD CONSTRAINT "texts_visas_vawa_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_vawa_qualify" ADD CONSTRAINT "texts_visas_vawa_qualify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_vawa_requirements" ADD CONSTRAINT "texts_visas_vawa_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_vawa_steps" ADD CONSTRAINT "texts_visas_vawa_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_vawa_faqs" ADD CONSTRAINT "texts_visas_vawa_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_t_intro_paragraphs" ADD CONSTRAINT "texts_visas_t_intro_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_t_benefits" ADD CONSTRAINT "texts_visas_t_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_t_qualify" ADD CONSTRAINT "texts_visas_t_qualify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_t_requirements" ADD CONSTRAINT "texts_visas_t_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_t_steps" ADD CONSTRAINT "texts_visas_t_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_t_faqs" ADD CONSTRAINT "texts_visas_t_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_u_intro_paragraphs" ADD CONSTRAINT "texts_visas_u_intro_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_u_benefits" ADD CONSTRAINT "texts_visas_u_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_u_qualify" ADD CONSTRAINT "texts_visas_u_qualify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_u_requirements" ADD CONSTRAINT "texts_visas_u_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_u_steps" ADD CONSTRAINT "texts_visas_u_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_u_faqs" ADD CONSTRAINT "texts_visas_u_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_k1_intro_paragraphs" ADD CONSTRAINT "texts_visas_k1_intro_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_k1_benefits" ADD CONSTRAINT "texts_visas_k1_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_k1_qualify" ADD CONSTRAINT "texts_visas_k1_qualify_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_k1_requirements" ADD CONSTRAINT "texts_visas_k1_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_k1_steps" ADD CONSTRAINT "texts_visas_k1_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_k1_faqs" ADD CONSTRAINT "texts_visas_k1_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_visas_locales" ADD CONSTRAINT "texts_visas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_visas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_team_locales" ADD CONSTRAINT "texts_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_contact_locales" ADD CONSTRAINT "texts_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_legal_terms_sections_paragraphs" ADD CONSTRAINT "texts_legal_terms_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_legal_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_legal_terms_sections_list" ADD CONSTRAINT "texts_legal_terms_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_legal_terms_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_legal_terms_sections" ADD CONSTRAINT "texts_legal_terms_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_legal_privacy_sections_paragraphs" ADD CONSTRAINT "texts_legal_privacy_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_legal_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_legal_privacy_sections_list" ADD CONSTRAINT "texts_legal_privacy_sections_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_legal_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_legal_privacy_sections" ADD CONSTRAINT "texts_legal_privacy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_legal_locales" ADD CONSTRAINT "texts_legal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_landing_video_points" ADD CONSTRAINT "texts_landing_video_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_landing_video_steps" ADD CONSTRAINT "texts_landing_video_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_landing_short_video_points" ADD CONSTRAINT "texts_landing_short_video_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_landing_short_video_steps" ADD CONSTRAINT "texts_landing_short_video_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_landing_referrals_points" ADD CONSTRAINT "texts_landing_referrals_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_landing_referrals_steps" ADD CONSTRAINT "texts_landing_referrals_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_landing_parole_points" ADD CONSTRAINT "texts_landing_parole_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_landing_parole_steps" ADD CONSTRAINT "texts_landing_parole_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_landing_locales" ADD CONSTRAINT "texts_landing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_show_locales" ADD CONSTRAINT "texts_show_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_show"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_reviews_locales" ADD CONSTRAINT "texts_reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "texts_blog_locales" ADD CONSTRAINT "texts_blog_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."texts_blog"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "texts_home_locales_locale_parent_id_unique" ON "texts_home_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "texts_services_cards_immigration_points_order_idx" ON "texts_services_cards_immigration_points" USING btree ("_order");
  CREATE INDEX "texts_services_cards_immigration_points_parent_id_idx" ON "texts_services_cards_immigration_points" USING btree ("_parent_id");
  CREATE INDEX "texts_services_cards_immigration_points_locale_idx" ON "texts_services_cards_immigration_points" USING btree ("_locale");
  CREATE INDEX "texts_services_cards_injury_points_order_idx" ON "texts_services_cards_injury_points" USING btree ("_order");
  CREATE INDEX "texts_services_cards_injury_points_parent_id_idx" ON "texts_services_cards_injury_points" USING btree ("_parent_id");
  CREATE INDEX "texts_services_cards_injury_points_locale_idx" ON "texts_services_cards_injury_points" USING btree ("_locale");
  CREATE INDEX "texts_services_cards_trucks_points_order_idx" ON "texts_services_cards_trucks_points" USING btree ("_order");
  CREATE INDEX "texts_services_cards_trucks_points_parent_id_idx" ON "texts_services_cards_trucks_points" USING btree ("_parent_id");
  CREATE INDEX "texts_services_cards_trucks_points_locale_idx" ON "texts_services_cards_trucks_points" USING btree ("_locale");
  CREATE INDEX "texts_services_lawyer_impossible_points_order_idx" ON "texts_services_lawyer_impossible_points" USING btree ("_order");
  CREATE INDEX "texts_services_lawyer_impossible_points_parent_id_idx" ON "texts_services_lawyer_impossible_points" USING btree ("_parent_id");
  CREATE INDEX "texts_services_lawyer_impossible_points_locale_idx" ON "texts_services_lawyer_impossible_points" USING btree ("_locale");
  CREATE INDEX "texts_services_lawyer_help_items_order_idx" ON "texts_services_lawyer_help_items" USING btree ("_order");
  CREATE INDEX "texts_services_lawyer_help_items_parent_id_idx" ON "texts_services_lawyer_help_items" USING btree ("_parent_id");
  CREATE INDEX "texts_services_lawyer_help_items_locale_idx" ON "texts_services_lawyer_help_items" USING btree ("_locale");
  CREATE UNIQUE INDEX "texts_services_locales_locale_parent_id_unique" ON "texts_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "texts_visas_overview_vawa_points_order_idx" ON "texts_visas_overview_vawa_points" USING btree ("_order");
  CREATE INDEX "texts_visas_overview_vawa_points_parent_id_idx" ON "texts_visas_overview_vawa_points" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_overview_vawa_points_locale_idx" ON "texts_visas_overview_vawa_points" USING btree ("_locale");
  CREATE INDEX "texts_visas_overview_t_points_order_idx" ON "texts_visas_overview_t_points" USING btree ("_order");
  CREATE INDEX "texts_visas_overview_t_points_parent_id_idx" ON "texts_visas_overview_t_points" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_overview_t_points_locale_idx" ON "texts_visas_overview_t_points" USING btree ("_locale");
  CREATE INDEX "texts_visas_overview_u_points_order_idx" ON "texts_visas_overview_u_points" USING btree ("_order");
  CREATE INDEX "texts_visas_overview_u_points_parent_id_idx" ON "texts_visas_overview_u_points" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_overview_u_points_locale_idx" ON "texts_visas_overview_u_points" USING btree ("_locale");
  CREATE INDEX "texts_visas_vawa_intro_paragraphs_order_idx" ON "texts_visas_vawa_intro_paragraphs" USING btree ("_order");
  CREATE INDEX "texts_visas_vawa_intro_paragraphs_parent_id_idx" ON "texts_visas_vawa_intro_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_vawa_intro_paragraphs_locale_idx" ON "texts_visas_vawa_intro_paragraphs" USING btree ("_locale");
  CREATE INDEX "texts_visas_vawa_benefits_order_idx" ON "texts_visas_vawa_benefits" USING btree ("_order");
  CREATE INDEX "texts_visas_vawa_benefits_parent_id_idx" ON "texts_visas_vawa_benefits" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_vawa_benefits_locale_idx" ON "texts_visas_vawa_benefits" USING btree ("_locale");
  CREATE INDEX "texts_visas_vawa_qualify_order_idx" ON "texts_visas_vawa_qualify" USING btree ("_order");
  CREATE INDEX "texts_visas_vawa_qualify_parent_id_idx" ON "texts_visas_vawa_qualify" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_vawa_qualify_locale_idx" ON "texts_visas_vawa_qualify" USING btree ("_locale");
  CREATE INDEX "texts_visas_vawa_requirements_order_idx" ON "texts_visas_vawa_requirements" USING btree ("_order");
  CREATE INDEX "texts_visas_vawa_requirements_parent_id_idx" ON "texts_visas_vawa_requirements" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_vawa_requirements_locale_idx" ON "texts_visas_vawa_requirements" USING btree ("_locale");
  CREATE INDEX "texts_visas_vawa_steps_order_idx" ON "texts_visas_vawa_steps" USING btree ("_order");
  CREATE INDEX "texts_visas_vawa_steps_parent_id_idx" ON "texts_visas_vawa_steps" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_vawa_steps_locale_idx" ON "texts_visas_vawa_steps" USING btree ("_locale");
  CREATE INDEX "texts_visas_vawa_faqs_order_idx" ON "texts_visas_vawa_faqs" USING btree ("_order");
  CREATE INDEX "texts_visas_vawa_faqs_parent_id_idx" ON "texts_visas_vawa_faqs" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_vawa_faqs_locale_idx" ON "texts_visas_vawa_faqs" USING btree ("_locale");
  CREATE INDEX "texts_visas_t_intro_paragraphs_order_idx" ON "texts_visas_t_intro_paragraphs" USING btree ("_order");
  CREATE INDEX "texts_visas_t_intro_paragraphs_parent_id_idx" ON "texts_visas_t_intro_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_t_intro_paragraphs_locale_idx" ON "texts_visas_t_intro_paragraphs" USING btree ("_locale");
  CREATE INDEX "texts_visas_t_benefits_order_idx" ON "texts_visas_t_benefits" USING btree ("_order");
  CREATE INDEX "texts_visas_t_benefits_parent_id_idx" ON "texts_visas_t_benefits" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_t_benefits_locale_idx" ON "texts_visas_t_benefits" USING btree ("_locale");
  CREATE INDEX "texts_visas_t_qualify_order_idx" ON "texts_visas_t_qualify" USING btree ("_order");
  CREATE INDEX "texts_visas_t_qualify_parent_id_idx" ON "texts_visas_t_qualify" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_t_qualify_locale_idx" ON "texts_visas_t_qualify" USING btree ("_locale");
  CREATE INDEX "texts_visas_t_requirements_order_idx" ON "texts_visas_t_requirements" USING btree ("_order");
  CREATE INDEX "texts_visas_t_requirements_parent_id_idx" ON "texts_visas_t_requirements" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_t_requirements_locale_idx" ON "texts_visas_t_requirements" USING btree ("_locale");
  CREATE INDEX "texts_visas_t_steps_order_idx" ON "texts_visas_t_steps" USING btree ("_order");
  CREATE INDEX "texts_visas_t_steps_parent_id_idx" ON "texts_visas_t_steps" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_t_steps_locale_idx" ON "texts_visas_t_steps" USING btree ("_locale");
  CREATE INDEX "texts_visas_t_faqs_order_idx" ON "texts_visas_t_faqs" USING btree ("_order");
  CREATE INDEX "texts_visas_t_faqs_parent_id_idx" ON "texts_visas_t_faqs" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_t_faqs_locale_idx" ON "texts_visas_t_faqs" USING btree ("_locale");
  CREATE INDEX "texts_visas_u_intro_paragraphs_order_idx" ON "texts_visas_u_intro_paragraphs" USING btree ("_order");
  CREATE INDEX "texts_visas_u_intro_paragraphs_parent_id_idx" ON "texts_visas_u_intro_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_u_intro_paragraphs_locale_idx" ON "texts_visas_u_intro_paragraphs" USING btree ("_locale");
  CREATE INDEX "texts_visas_u_benefits_order_idx" ON "texts_visas_u_benefits" USING btree ("_order");
  CREATE INDEX "texts_visas_u_benefits_parent_id_idx" ON "texts_visas_u_benefits" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_u_benefits_locale_idx" ON "texts_visas_u_benefits" USING btree ("_locale");
  CREATE INDEX "texts_visas_u_qualify_order_idx" ON "texts_visas_u_qualify" USING btree ("_order");
  CREATE INDEX "texts_visas_u_qualify_parent_id_idx" ON "texts_visas_u_qualify" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_u_qualify_locale_idx" ON "texts_visas_u_qualify" USING btree ("_locale");
  CREATE INDEX "texts_visas_u_requirements_order_idx" ON "texts_visas_u_requirements" USING btree ("_order");
  CREATE INDEX "texts_visas_u_requirements_parent_id_idx" ON "texts_visas_u_requirements" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_u_requirements_locale_idx" ON "texts_visas_u_requirements" USING btree ("_locale");
  CREATE INDEX "texts_visas_u_steps_order_idx" ON "texts_visas_u_steps" USING btree ("_order");
  CREATE INDEX "texts_visas_u_steps_parent_id_idx" ON "texts_visas_u_steps" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_u_steps_locale_idx" ON "texts_visas_u_steps" USING btree ("_locale");
  CREATE INDEX "texts_visas_u_faqs_order_idx" ON "texts_visas_u_faqs" USING btree ("_order");
  CREATE INDEX "texts_visas_u_faqs_parent_id_idx" ON "texts_visas_u_faqs" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_u_faqs_locale_idx" ON "texts_visas_u_faqs" USING btree ("_locale");
  CREATE INDEX "texts_visas_k1_intro_paragraphs_order_idx" ON "texts_visas_k1_intro_paragraphs" USING btree ("_order");
  CREATE INDEX "texts_visas_k1_intro_paragraphs_parent_id_idx" ON "texts_visas_k1_intro_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_k1_intro_paragraphs_locale_idx" ON "texts_visas_k1_intro_paragraphs" USING btree ("_locale");
  CREATE INDEX "texts_visas_k1_benefits_order_idx" ON "texts_visas_k1_benefits" USING btree ("_order");
  CREATE INDEX "texts_visas_k1_benefits_parent_id_idx" ON "texts_visas_k1_benefits" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_k1_benefits_locale_idx" ON "texts_visas_k1_benefits" USING btree ("_locale");
  CREATE INDEX "texts_visas_k1_qualify_order_idx" ON "texts_visas_k1_qualify" USING btree ("_order");
  CREATE INDEX "texts_visas_k1_qualify_parent_id_idx" ON "texts_visas_k1_qualify" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_k1_qualify_locale_idx" ON "texts_visas_k1_qualify" USING btree ("_locale");
  CREATE INDEX "texts_visas_k1_requirements_order_idx" ON "texts_visas_k1_requirements" USING btree ("_order");
  CREATE INDEX "texts_visas_k1_requirements_parent_id_idx" ON "texts_visas_k1_requirements" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_k1_requirements_locale_idx" ON "texts_visas_k1_requirements" USING btree ("_locale");
  CREATE INDEX "texts_visas_k1_steps_order_idx" ON "texts_visas_k1_steps" USING btree ("_order");
  CREATE INDEX "texts_visas_k1_steps_parent_id_idx" ON "texts_visas_k1_steps" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_k1_steps_locale_idx" ON "texts_visas_k1_steps" USING btree ("_locale");
  CREATE INDEX "texts_visas_k1_faqs_order_idx" ON "texts_visas_k1_faqs" USING btree ("_order");
  CREATE INDEX "texts_visas_k1_faqs_parent_id_idx" ON "texts_visas_k1_faqs" USING btree ("_parent_id");
  CREATE INDEX "texts_visas_k1_faqs_locale_idx" ON "texts_visas_k1_faqs" USING btree ("_locale");
  CREATE UNIQUE INDEX "texts_visas_locales_locale_parent_id_unique" ON "texts_visas_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_team_locales_locale_parent_id_unique" ON "texts_team_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_contact_locales_locale_parent_id_unique" ON "texts_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "texts_legal_terms_sections_paragraphs_order_idx" ON "texts_legal_terms_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "texts_legal_terms_sections_paragraphs_parent_id_idx" ON "texts_legal_terms_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "texts_legal_terms_sections_paragraphs_locale_idx" ON "texts_legal_terms_sections_paragraphs" USING btree ("_locale");
  CREATE INDEX "texts_legal_terms_sections_list_order_idx" ON "texts_legal_terms_sections_list" USING btree ("_order");
  CREATE INDEX "texts_legal_terms_sections_list_parent_id_idx" ON "texts_legal_terms_sections_list" USING btree ("_parent_id");
  CREATE INDEX "texts_legal_terms_sections_list_locale_idx" ON "texts_legal_terms_sections_list" USING btree ("_locale");
  CREATE INDEX "texts_legal_terms_sections_order_idx" ON "texts_legal_terms_sections" USING btree ("_order");
  CREATE INDEX "texts_legal_terms_sections_parent_id_idx" ON "texts_legal_terms_sections" USING btree ("_parent_id");
  CREATE INDEX "texts_legal_terms_sections_locale_idx" ON "texts_legal_terms_sections" USING btree ("_locale");
  CREATE INDEX "texts_legal_privacy_sections_paragraphs_order_idx" ON "texts_legal_privacy_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "texts_legal_privacy_sections_paragraphs_parent_id_idx" ON "texts_legal_privacy_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "texts_legal_privacy_sections_paragraphs_locale_idx" ON "texts_legal_privacy_sections_paragraphs" USING btree ("_locale");
  CREATE INDEX "texts_legal_privacy_sections_list_order_idx" ON "texts_legal_privacy_sections_list" USING btree ("_order");
  CREATE INDEX "texts_legal_privacy_sections_list_parent_id_idx" ON "texts_legal_privacy_sections_list" USING btree ("_parent_id");
  CREATE INDEX "texts_legal_privacy_sections_list_locale_idx" ON "texts_legal_privacy_sections_list" USING btree ("_locale");
  CREATE INDEX "texts_legal_privacy_sections_order_idx" ON "texts_legal_privacy_sections" USING btree ("_order");
  CREATE INDEX "texts_legal_privacy_sections_parent_id_idx" ON "texts_legal_privacy_sections" USING btree ("_parent_id");
  CREATE INDEX "texts_legal_privacy_sections_locale_idx" ON "texts_legal_privacy_sections" USING btree ("_locale");
  CREATE UNIQUE INDEX "texts_legal_locales_locale_parent_id_unique" ON "texts_legal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "texts_landing_video_points_order_idx" ON "texts_landing_video_points" USING btree ("_order");
  CREATE INDEX "texts_landing_video_points_parent_id_idx" ON "texts_landing_video_points" USING btree ("_parent_id");
  CREATE INDEX "texts_landing_video_points_locale_idx" ON "texts_landing_video_points" USING btree ("_locale");
  CREATE INDEX "texts_landing_video_steps_order_idx" ON "texts_landing_video_steps" USING btree ("_order");
  CREATE INDEX "texts_landing_video_steps_parent_id_idx" ON "texts_landing_video_steps" USING btree ("_parent_id");
  CREATE INDEX "texts_landing_video_steps_locale_idx" ON "texts_landing_video_steps" USING btree ("_locale");
  CREATE INDEX "texts_landing_short_video_points_order_idx" ON "texts_landing_short_video_points" USING btree ("_order");
  CREATE INDEX "texts_landing_short_video_points_parent_id_idx" ON "texts_landing_short_video_points" USING btree ("_parent_id");
  CREATE INDEX "texts_landing_short_video_points_locale_idx" ON "texts_landing_short_video_points" USING btree ("_locale");
  CREATE INDEX "texts_landing_short_video_steps_order_idx" ON "texts_landing_short_video_steps" USING btree ("_order");
  CREATE INDEX "texts_landing_short_video_steps_parent_id_idx" ON "texts_landing_short_video_steps" USING btree ("_parent_id");
  CREATE INDEX "texts_landing_short_video_steps_locale_idx" ON "texts_landing_short_video_steps" USING btree ("_locale");
  CREATE INDEX "texts_landing_referrals_points_order_idx" ON "texts_landing_referrals_points" USING btree ("_order");
  CREATE INDEX "texts_landing_referrals_points_parent_id_idx" ON "texts_landing_referrals_points" USING btree ("_parent_id");
  CREATE INDEX "texts_landing_referrals_points_locale_idx" ON "texts_landing_referrals_points" USING btree ("_locale");
  CREATE INDEX "texts_landing_referrals_steps_order_idx" ON "texts_landing_referrals_steps" USING btree ("_order");
  CREATE INDEX "texts_landing_referrals_steps_parent_id_idx" ON "texts_landing_referrals_steps" USING btree ("_parent_id");
  CREATE INDEX "texts_landing_referrals_steps_locale_idx" ON "texts_landing_referrals_steps" USING btree ("_locale");
  CREATE INDEX "texts_landing_parole_points_order_idx" ON "texts_landing_parole_points" USING btree ("_order");
  CREATE INDEX "texts_landing_parole_points_parent_id_idx" ON "texts_landing_parole_points" USING btree ("_parent_id");
  CREATE INDEX "texts_landing_parole_points_locale_idx" ON "texts_landing_parole_points" USING btree ("_locale");
  CREATE INDEX "texts_landing_parole_steps_order_idx" ON "texts_landing_parole_steps" USING btree ("_order");
  CREATE INDEX "texts_landing_parole_steps_parent_id_idx" ON "texts_landing_parole_steps" USING btree ("_parent_id");
  CREATE INDEX "texts_landing_parole_steps_locale_idx" ON "texts_landing_parole_steps" USING btree ("_locale");
  CREATE UNIQUE INDEX "texts_landing_locales_locale_parent_id_unique" ON "texts_landing_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_show_locales_locale_parent_id_unique" ON "texts_show_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_reviews_locales_locale_parent_id_unique" ON "texts_reviews_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "texts_blog_locales_locale_parent_id_unique" ON "texts_blog_locales" USING btree ("_locale","_parent_id");`)
  // Today's texts of the pages are put in by the *_texts_seed_and_record migration (seedNewSiteTexts): it
  // runs through the Local API, which needs the tables that migration adds.
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "texts_home" CASCADE;
  DROP TABLE "texts_home_locales" CASCADE;
  DROP TABLE "texts_services_cards_immigration_points" CASCADE;
  DROP TABLE "texts_services_cards_injury_points" CASCADE;
  DROP TABLE "texts_services_cards_trucks_points" CASCADE;
  DROP TABLE "texts_services_lawyer_impossible_points" CASCADE;
  DROP TABLE "texts_services_lawyer_help_items" CASCADE;
  DROP TABLE "texts_services" CASCADE;
  DROP TABLE "texts_services_locales" CASCADE;
  DROP TABLE "texts_visas_overview_vawa_points" CASCADE;
  DROP TABLE "texts_visas_overview_t_points" CASCADE;
  DROP TABLE "texts_visas_overview_u_points" CASCADE;
  DROP TABLE "texts_visas_vawa_intro_paragraphs" CASCADE;
  DROP TABLE "texts_visas_vawa_benefits" CASCADE;
  DROP TABLE "texts_visas_vawa_qualify" CASCADE;
  DROP TABLE "texts_visas_vawa_requirements" CASCADE;
  DROP TABLE "texts_visas_vawa_steps" CASCADE;
  DROP TABLE "texts_visas_vawa_faqs" CASCADE;
  DROP TABLE "texts_visas_t_intro_paragraphs" CASCADE;
  DROP TABLE "texts_visas_t_benefits" CASCADE;
  DROP TABLE "texts_visas_t_qualify" CASCADE;
  DROP TABLE "texts_visas_t_requirements" CASCADE;
  DROP TABLE "texts_visas_t_steps" CASCADE;
  DROP TABLE "texts_visas_t_faqs" CASCADE;
  DROP TABLE "texts_visas_u_intro_paragraphs" CASCADE;
  DROP TABLE "texts_visas_u_benefits" CASCADE;
  DROP TABLE "texts_visas_u_qualify" CASCADE;
  DROP TABLE "texts_visas_u_requirements" CASCADE;
  DROP TABLE "texts_visas_u_steps" CASCADE;
  DROP TABLE "texts_visas_u_faqs" CASCADE;
  DROP TABLE "texts_visas_k1_intro_paragraphs" CASCADE;
  DROP TABLE "texts_visas_k1_benefits" CASCADE;
  DROP TABLE "texts_visas_k1_qualify" CASCADE;
  DROP TABLE "texts_visas_k1_requirements" CASCADE;
  DROP TABLE "texts_visas_k1_steps" CASCADE;
  DROP TABLE "texts_visas_k1_faqs" CASCADE;
  DROP TABLE "texts_visas" CASCADE;
  DROP TABLE "texts_visas_locales" CASCADE;
  DROP TABLE "texts_team" CASCADE;
  DROP TABLE "texts_team_locales" CASCADE;
  DROP TABLE "texts_contact" CASCADE;
  DROP TABLE "texts_contact_locales" CASCADE;
  DROP TABLE "texts_legal_terms_sections_paragraphs" CASCADE;
  DROP TABLE "texts_legal_terms_sections_list" CASCADE;
  DROP TABLE "texts_legal_terms_sections" CASCADE;
  DROP TABLE "texts_legal_privacy_sections_paragraphs" CASCADE;
  DROP TABLE "texts_legal_privacy_sections_list" CASCADE;
  DROP TABLE "texts_legal_privacy_sections" CASCADE;
  DROP TABLE "texts_legal" CASCADE;
  DROP TABLE "texts_legal_locales" CASCADE;
  DROP TABLE "texts_landing_video_points" CASCADE;
  DROP TABLE "texts_landing_video_steps" CASCADE;
  DROP TABLE "texts_landing_short_video_points" CASCADE;
  DROP TABLE "texts_landing_short_video_steps" CASCADE;
  DROP TABLE "texts_landing_referrals_points" CASCADE;
  DROP TABLE "texts_landing_referrals_steps" CASCADE;
  DROP TABLE "texts_landing_parole_points" CASCADE;
  DROP TABLE "texts_landing_parole_steps" CASCADE;
  DROP TABLE "texts_landing" CASCADE;
  DROP TABLE "texts_landing_locales" CASCADE;
  DROP TABLE "texts_show" CASCADE;
  DROP TABLE "texts_show_locales" CASCADE;
  DROP TABLE "texts_reviews" CASCADE;
  DROP TABLE "texts_reviews_locales" CASCADE;
  DROP TABLE "texts_blog" CASCADE;
  DROP TABLE "texts_blog_locales" CASCADE;`)
}
