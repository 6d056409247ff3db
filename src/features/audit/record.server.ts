import 'server-only'
import type { Payload } from 'payload'
import { logger } from '@/server/logger'
import { recordAudit, type AuditEntry } from './record'

export { hashedClient, recordAudit, type AuditEntry } from './record'

/** For records that must not fail what the staff member is doing (a view): logged instead. */
export async function recordAuditQuietly(payload: Payload, entry: AuditEntry): Promise<void> {
  try {
    await recordAudit(payload, { ...entry, req: undefined })
  } catch (error) {
    logger.error({ err: error, event: 'audit.failed', action: entry.action }, 'audit entry not written')
  }
}
