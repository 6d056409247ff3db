/**
 * The first staff accounts and, with SEED_DEMO=1, demo content for an empty database, run after
 * the migrations (npm start does both):
 *
 *   NODE_ENV=production npx payload run src/seed/run.ts
 *
 * (or `NODE_ENV=production npx tsx src/seed/run.ts`, which does the same). Idempotent: on a
 * database that has content it adds nothing and says so. It creates the first staff accounts (when
 * there are no users) and, only with SEED_DEMO=1, the bilingual demo content, all or nothing. Environment:
 * SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_AGENT_PASSWORD (random when unset),
 * SEED_CREDENTIALS_FILE (where generated passwords are kept), SEED_NOTIFICATION_CEILING (a number, or
 * `off` for load tests and drills; the settings' default, 200 an hour, when unset).
 *
 * It always prints a line starting `Seeded` or `Seed skipped` (exit 0) or `Seed failed`
 * (exit 1). Callers should look for it: `payload run` sometimes exits 0 without running the script
 * at all (payloadcms/payload#17757); `npx tsx` runs it directly and has not shown that.
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
  console.error('Seed failed.', error)
  // Payload's ValidationError names the failing fields only in `data`.
  const details = error && typeof error === 'object' && 'data' in error ? error.data : undefined
  if (details) console.error(JSON.stringify(details))
} finally {
  await payload.destroy()
}
// `payload run` exits after this module; a direct `npx tsx src/seed/run.ts` should end the same way.
process.exit(failed ? 1 : 0)
