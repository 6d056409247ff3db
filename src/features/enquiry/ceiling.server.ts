import 'server-only'
import type { Payload } from 'payload'
import { logger } from '@/server/logger'
import { isMailConfigured, sendMail } from '@/server/mailer'
import { siteUrl } from '@/lib/site-url'
import { recordAudit } from '@/features/audit/record.server'
import { adminAccounts } from '@/server/admins'

/**
 * The site-wide ceiling on notifications. Per-client limits (admission.ts) cannot stop someone with
 * many addresses (an IPv6 range, a proxy pool): past `notificationCeilingPerHour` notified leads in
 * the last hour, from every client together, a new lead is still stored but held for review (status
 * suspected spam, reason CEILING_REASON: not e-mailed, not sent to the CRM; staff return a real one
 * to "New" and it is notified then), and the admins get one e-mail an hour at most. The count is
 * the database's, so every instance decides alike.
 */
export const CEILING_REASON = 'held: over the site-wide notification ceiling'
const HOUR_MS = 60 * 60_000
const SETTINGS_TTL_MS = 30_000

let settingsCache: { at: number; ceiling: number | null } | null = null

async function ceilingPerHour(payload: Payload): Promise<number | null> {
  if (settingsCache && Date.now() - settingsCache.at < SETTINGS_TTL_MS) return settingsCache.ceiling
  try {
    const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as {
      notificationCeilingPerHour?: number | null
    }
    const value = Number(settings.notificationCeilingPerHour)
    settingsCache = { at: Date.now(), ceiling: Number.isFinite(value) && value > 0 ? value : null }
  } catch {
    // Settings unreadable: keep the last known ceiling (none on a fresh database).
    settingsCache = { at: Date.now(), ceiling: settingsCache?.ceiling ?? null }
  }
  return settingsCache.ceiling
}

/** For tests: forget the cached setting. */
export function forgetCeilingSetting(): void {
  settingsCache = null
}

/** Whether `incoming` more notified leads would pass the ceiling; starts the admins' alert when so. */
export async function overNotificationCeiling(payload: Payload, incoming: number, now = Date.now()): Promise<boolean> {
  const ceiling = await ceilingPerHour(payload)
  if (ceiling === null) return false
  const { totalDocs: notified } = await payload.db.count({
    collection: 'leads',
    where: {
      and: [{ createdAt: { greater_than: new Date(now - HOUR_MS).toISOString() } }, { 'spam.flagged': { equals: false } }],
    },
    req: {},
  })
  if (notified + incoming <= ceiling) return false
  void alertAdminsOnce(payload, ceiling, notified, now)
  return true
}

let alerting: Promise<void> | null = null

/**
 * One alert an hour: an audit entry (which is also how every instance knows one was sent) and an
 * e-mail to every admin. Two instances passing the ceiling in the same instant may each send one.
 */
function alertAdminsOnce(payload: Payload, ceiling: number, notified: number, now: number): Promise<void> {
  if (alerting) return alerting
  alerting = (async () => {
    try {
      const { totalDocs: recent } = await payload.count({
        collection: 'audit-log',
        where: {
          and: [
            { action: { equals: 'notification-ceiling' } },
            { createdAt: { greater_than: new Date(now - HOUR_MS).toISOString() } },
          ],
        },
        overrideAccess: true,
      })
      if (recent > 0) return
      const admins = await adminAccounts(payload)
      const to = admins.map((admin) => admin.email).filter(Boolean)
      await recordAudit(payload, {
        action: 'notification-ceiling',
        summary: `Tope de ${ceiling} avisos por hora alcanzado / ceiling of ${ceiling} notifications an hour reached`,
        detail: { ceiling, notifiedLastHour: notified, alerted: to.length },
      })
      if (to.length === 0 || !isMailConfigured()) return
      const list = `${siteUrl()}/admin/collections/leads?where[status][equals]=spam`
      await sendMail({
        to: to.join(', '),
        subject: 'Tope de avisos alcanzado / Notification ceiling reached',
        text: [
          `Llegaron más de ${ceiling} prospectos en una hora. Los nuevos se guardan retenidos («Posible spam»), sin correo ni CRM, hasta que baje el ritmo.`,
          `Revíselos: ${list}`,
          'Cambie a «Nuevo» los que sean personas reales: se avisan entonces. Este aviso se envía una vez por hora como máximo.',
          '',
          `More than ${ceiling} leads arrived in an hour. New ones are stored held ("Suspected spam"), not e-mailed or sent to the CRM, until the pace drops.`,
          `Review them: ${list}`,
          'Set real people back to "New": they are notified then. This alert is sent at most once an hour.',
        ].join('\n'),
      })
    } catch (error) {
      logger.error({ err: error, event: 'lead.ceiling.alert' }, 'notification ceiling alert failed')
    } finally {
      alerting = null
    }
  })()
  return alerting
}

/** For tests: wait for an alert in flight. */
export function ceilingAlertSettled(): Promise<void> {
  return alerting ?? Promise.resolve()
}
