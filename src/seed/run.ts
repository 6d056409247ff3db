/**
 * Demo content for an empty database, run after the migrations (npm start does both):
 *
 *   NODE_ENV=production npx payload run src/seed/run.ts
 *
 * Idempotent: on a database that has content it adds nothing and says so. On an empty one it
 * creates the first staff accounts (when there are no users) and the bilingual demo content, in
 * one transaction. Environment: SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_AGENT_PASSWORD
 * (random when unset), SEED_CREDENTIALS_FILE (where generated passwords are kept).
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from './seed'

const payload = await getPayload({ config })
let failed = false
try {
  await seed(payload)
} catch (error) {
  failed = true
  console.error('Seed failed; nothing was added.', error)
} finally {
  await payload.destroy()
}
// `payload run` exits after this module; a direct `npx tsx src/seed/run.ts` should end the same way.
process.exit(failed ? 1 : 0)
