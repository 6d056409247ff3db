import 'server-only'
import type { Payload } from 'payload'
import { siteUrl } from '@/lib/site-url'
import { recordAudit } from '@/features/audit/record.server'
import { adminAccounts } from '@/server/admins'
import { isMailConfigured, sendMail } from '@/server/mailer'
import { withAdvisoryLock } from '@/server/advisory-lock'

const HOUR_MS = 60 * 60_000

const ALERT_LOCK = 'site:ceiling-alert'

/**
 * The ceiling-alert job's work (src/features/leads/notifications/jobs.ts): at most one an hour, known by
 * its audit entry, which every instance reads. The e-mail goes first: if it fails the job throws
 * and Payload tries again, and only a sent alert (or one with nobody to send to) is recorded.
 *
 * Posts racing past the ceiling can queue several alert jobs, which one run of the queue starts
 * together: only the one holding the database's advisory lock looks and sends (the flood drill sent
 * 7 alerts without it); the others end at once, the holder being the one to retry if mail fails.
 */
export async function alertAdmins(payload: Payload, ceiling: number, notifiedLastHour: number): Promise<string> {
  const done = await withAdvisoryLock(payload, ALERT_LOCK, () => alertOnce(payload, ceiling, notifiedLastHour), { wait: false })
  return done ?? 'another run is alerting'
}

async function alertOnce(payload: Payload, ceiling: number, notifiedLastHour: number): Promise<string> {
  const { totalDocs: recent } = await payload.count({
    collection: 'audit-log',
    where: {
      and: [
        { action: { equals: 'notification-ceiling' } },
        { createdAt: { greater_than: new Date(Date.now() - HOUR_MS).toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  if (recent > 0) return 'already alerted this hour'
  const to = (await adminAccounts(payload)).map((admin) => admin.email).filter(Boolean)
  if (to.length > 0 && isMailConfigured()) {
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
  }
  await recordAudit(payload, {
    action: 'notification-ceiling',
    summary: `Tope de ${ceiling} avisos por hora alcanzado / ceiling of ${ceiling} notifications an hour reached`,
    detail: { ceiling, notifiedLastHour, alerted: isMailConfigured() ? to.length : 0 },
  })
  return to.length > 0 && isMailConfigured() ? `sent to ${to.length}` : 'recorded; no admin address or no mail settings'
}
