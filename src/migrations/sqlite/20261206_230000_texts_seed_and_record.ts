import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { startPublicationRecord } from '../../features/publication-record/record'
import { seedNewSiteTexts } from '../../features/site-texts/seed'

/**
 * Hand-written, no schema: the Local API steps that need every table as the config has them, taken
 * over from *_texts_versions and *_publication_record (a later migration that changes the pages' or
 * text groups' fields must take them over again, after its own schema). A text group without a row
 * gets the files' texts, published, as the first version of its history (all groups on a new
 * database, the safety texts on an old one); what is live starts or completes the publication
 * record (a row already open is kept).
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await seedNewSiteTexts(payload, req)
  await startPublicationRecord(req)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The texts and record rows stay: staff may have edited and published them since.
}
