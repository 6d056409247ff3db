import type { Payload, PayloadRequest } from 'payload'
import type { SiteSetting } from '@/payload-types'

/**
 * The site settings as the lead pipeline reads them: the notification ceiling, the firm's name for
 * the consent, the offices and staff on duty for the escalation and the push, the intake address,
 * the firm's facts for the visitor's confirmation. Read whole (depth 0) at most once every FRESH_MS
 * per process, instead of one read or more per lead and per job: a full read costs 18–28 ms of the
 * server's time under load (measured 2026-12-07), most of what a lead costs after its own row.
 *
 * An edit through Payload in this process is seen at once (SiteSettings' afterChange forgets the
 * copy); another instance sees it within FRESH_MS. No server-only import: SiteSettings' hook,
 * loaded by the Payload CLI too, forgets it.
 */
const FRESH_MS = 30_000

let copy: { at: number; settings: SiteSetting } | null = null

/** `req` reads on the caller's transaction: a lead's hooks, which must not wait on a second pool connection. */
export async function readSiteSettings(payload: Payload, req?: PayloadRequest): Promise<SiteSetting> {
  if (copy && Date.now() - copy.at < FRESH_MS) return copy.settings
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, ...(req ? { req } : {}) })
    copy = { at: Date.now(), settings }
    return settings
  } catch (error) {
    // The database is slow or gone: the last copy read, if this process has one.
    if (copy) return copy.settings
    throw error
  }
}

/** After an edit (SiteSettings' afterChange), or a test's write past Payload. */
export function forgetSiteSettings(): void {
  copy = null
}
