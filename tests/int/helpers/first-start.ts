/**
 * Starts Payload once on the template database (DATABASE_URL) and stops: its `onInit` gives a new
 * database its first site texts (src/features/site-texts/first-start.ts), as the site's first
 * start does, so each test file's copy starts with them instead of making them again.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

const payload = await getPayload({ config })
await payload.destroy()
process.exit(0)
