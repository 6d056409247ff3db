import * as migration_20261122_003153_initial from './20261122_003153_initial';
import * as migration_20261122_182818_login_throttle_and_lead_client_key from './20261122_182818_login_throttle_and_lead_client_key';
import * as migration_20261122_235413_notification_claims from './20261122_235413_notification_claims';
import * as migration_20261123_031452_media_storage_fields from './20261123_031452_media_storage_fields';
import * as migration_20261123_033000_intake_dashboard_index from './20261123_033000_intake_dashboard_index';
import * as migration_20261123_042402_intake_desk from './20261123_042402_intake_desk';
import * as migration_20261126_055629_data_protection from './20261126_055629_data_protection';
import * as migration_20261126_055850_staff_sign_in from './20261126_055850_staff_sign_in';
import * as migration_20261126_091315_cms_pages from './20261126_091315_cms_pages';
import * as migration_20261126_120047_site_texts from './20261126_120047_site_texts';
import * as migration_20261126_131817_page_form_language from './20261126_131817_page_form_language';
import * as migration_20261126_132409_speed_to_lead from './20261126_132409_speed_to_lead';
import * as migration_20261126_154652_texts_versions from './20261126_154652_texts_versions';
import * as migration_20261126_163137_texting_opt_outs from './20261126_163137_texting_opt_outs';
import * as migration_20261126_170000_speed_dashboard_index from './20261126_170000_speed_dashboard_index';
import * as migration_20261126_193051_publication_record from './20261126_193051_publication_record';
import * as migration_20261127_090309_lead_outbox_worker from './20261127_090309_lead_outbox_worker';
import * as migration_20261127_093849_lead_admission_index from './20261127_093849_lead_admission_index';
import * as migration_20261206_213951_safe_contact from './20261206_213951_safe_contact';
import * as migration_20261206_214037_quick_exit_safety_notice from './20261206_214037_quick_exit_safety_notice';
import * as migration_20261206_214331_lead_security from './20261206_214331_lead_security';
import * as migration_20261206_214655_account_security from './20261206_214655_account_security';
import * as migration_20261206_230000_texts_seed_and_record from './20261206_230000_texts_seed_and_record';

export const migrations = [
  {
    up: migration_20261122_003153_initial.up,
    down: migration_20261122_003153_initial.down,
    name: '20261122_003153_initial',
  },
  {
    up: migration_20261122_182818_login_throttle_and_lead_client_key.up,
    down: migration_20261122_182818_login_throttle_and_lead_client_key.down,
    name: '20261122_182818_login_throttle_and_lead_client_key',
  },
  {
    up: migration_20261122_235413_notification_claims.up,
    down: migration_20261122_235413_notification_claims.down,
    name: '20261122_235413_notification_claims',
  },
  {
    up: migration_20261123_031452_media_storage_fields.up,
    down: migration_20261123_031452_media_storage_fields.down,
    name: '20261123_031452_media_storage_fields',
  },
  {
    up: migration_20261123_033000_intake_dashboard_index.up,
    down: migration_20261123_033000_intake_dashboard_index.down,
    name: '20261123_033000_intake_dashboard_index',
  },
  {
    up: migration_20261123_042402_intake_desk.up,
    down: migration_20261123_042402_intake_desk.down,
    name: '20261123_042402_intake_desk',
  },
  {
    up: migration_20261126_055629_data_protection.up,
    down: migration_20261126_055629_data_protection.down,
    name: '20261126_055629_data_protection',
  },
  {
    up: migration_20261126_055850_staff_sign_in.up,
    down: migration_20261126_055850_staff_sign_in.down,
    name: '20261126_055850_staff_sign_in',
  },
  {
    up: migration_20261126_091315_cms_pages.up,
    down: migration_20261126_091315_cms_pages.down,
    name: '20261126_091315_cms_pages',
  },
  {
    up: migration_20261126_120047_site_texts.up,
    down: migration_20261126_120047_site_texts.down,
    name: '20261126_120047_site_texts',
  },
  {
    up: migration_20261126_131817_page_form_language.up,
    down: migration_20261126_131817_page_form_language.down,
    name: '20261126_131817_page_form_language',
  },
  {
    up: migration_20261126_132409_speed_to_lead.up,
    down: migration_20261126_132409_speed_to_lead.down,
    name: '20261126_132409_speed_to_lead',
  },
  {
    up: migration_20261126_154652_texts_versions.up,
    down: migration_20261126_154652_texts_versions.down,
    name: '20261126_154652_texts_versions',
  },
  {
    up: migration_20261126_163137_texting_opt_outs.up,
    down: migration_20261126_163137_texting_opt_outs.down,
    name: '20261126_163137_texting_opt_outs',
  },
  {
    up: migration_20261126_170000_speed_dashboard_index.up,
    down: migration_20261126_170000_speed_dashboard_index.down,
    name: '20261126_170000_speed_dashboard_index',
  },
  {
    up: migration_20261126_193051_publication_record.up,
    down: migration_20261126_193051_publication_record.down,
    name: '20261126_193051_publication_record',
  },
  {
    up: migration_20261127_090309_lead_outbox_worker.up,
    down: migration_20261127_090309_lead_outbox_worker.down,
    name: '20261127_090309_lead_outbox_worker',
  },
  {
    up: migration_20261127_093849_lead_admission_index.up,
    down: migration_20261127_093849_lead_admission_index.down,
    name: '20261127_093849_lead_admission_index',
  },
  {
    up: migration_20261206_213951_safe_contact.up,
    down: migration_20261206_213951_safe_contact.down,
    name: '20261206_213951_safe_contact',
  },
  {
    up: migration_20261206_214037_quick_exit_safety_notice.up,
    down: migration_20261206_214037_quick_exit_safety_notice.down,
    name: '20261206_214037_quick_exit_safety_notice',
  },
  {
    up: migration_20261206_214331_lead_security.up,
    down: migration_20261206_214331_lead_security.down,
    name: '20261206_214331_lead_security',
  },
  {
    up: migration_20261206_214655_account_security.up,
    down: migration_20261206_214655_account_security.down,
    name: '20261206_214655_account_security',
  },
  {
    up: migration_20261206_230000_texts_seed_and_record.up,
    down: migration_20261206_230000_texts_seed_and_record.down,
    name: '20261206_230000_texts_seed_and_record'
  },
];
