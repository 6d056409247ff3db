import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { startPublicationRecord } from '@/features/publication-record/record'
import { withAdvisoryLock } from '@/server/advisory-lock'
import { seedNewSiteTexts } from './seed'

/**
 * What a new database needs besides its schema, done when the site starts (Payload's `onInit`,
 * after the migrations): the site texts' first published version, from the message files, and
 * the publication record of what is then live. On a database that has them it reads one row per
 * text group and changes nothing.
 *
 * Not in a migration: a migration imports nothing from the application, so what it does never
 * changes with today's code. Instances starting together on a new database take turns (an
 * advisory lock), so the texts get one first version, not one per instance; all of it is one
 * transaction, so a start that fails half way leaves nothing for the next to trip on.
 */
export async function prepareNewDatabase(payload: Payload): Promise<void> {
  await withAdvisoryLock(payload, 'site:first-start', async () => {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const seeded = await seedNewSiteTexts(payload, req)
      if (seeded.length > 0) {
        await startPublicationRecord(req)
        payload.logger.info({ event: 'first_start.texts', groups: seeded.length }, 'site texts published from the message files')
      }
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      throw error
    }
  })
}
