import 'server-only'
import type { Payload } from 'payload'
import { logger } from '@/server/logger'
import { isMailConfigured, sendMail } from '@/server/mailer'
import { siteUrl } from '@/lib/site-url'
import { staffLanguage, type StaffLanguage } from '@/features/leads/inbox/vocabulary'
import { recordAudit } from './record.server'
import { adminAccounts } from '@/server/admins'

/**
 * The per-person ceiling on distinct leads read in an hour (site settings,
 * `leadReadCeilingPerHour`, 200 by default). A stolen session or a curious colleague pages through
 * the leads; an agent working the desk opens a few dozen an hour. Past the ceiling the admins get
 * one e-mail per person per hour, each in their own language, and the audit log an entry; the
 * person is NOT stopped: on a busy day (a campaign, a show) an agent must keep answering families,
 * and an admin who reads the alert can sign them out. Counted from the audit log itself (views and
 * list reads, with their ids), so every instance counts alike and nothing else is stored.
 */
export const DEFAULT_LEAD_READ_CEILING = 200
const HOUR_MS = 60 * 60_000
const SETTINGS_TTL_MS = 30_000

let settingsCache: { at: number; ceiling: number } | null = null

async function ceilingPerHour(payload: Payload): Promise<number> {
  if (settingsCache && Date.now() - settingsCache.at < SETTINGS_TTL_MS) return settingsCache.ceiling
  let ceiling = settingsCache?.ceiling ?? DEFAULT_LEAD_READ_CEILING
  try {
    const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })) as {
      leadReadCeilingPerHour?: number | null
    }
    const value = Number(settings.leadReadCeilingPerHour)
    ceiling = settings.leadReadCeilingPerHour != null && Number.isFinite(value) && value >= 1 ? value : DEFAULT_LEAD_READ_CEILING
  } catch {
    // Settings unreadable: the last known ceiling, or the default.
  }
  settingsCache = { at: Date.now(), ceiling }
  return ceiling
}

/** For tests: forget the cached setting and who was alerted. */
export function forgetLeadReadCeiling(): void {
  settingsCache = null
  alertedUntil.clear()
}

/** In this process: people alerted within the hour are not counted again until it is over. */
const alertedUntil = new Map<string, number>()
const inFlight = new Map<string, Promise<void>>()

type Reader = { id: number | string; email?: string | null; name?: string | null; collection?: string }

/** The distinct leads this person viewed or listed since `since`, from the audit log. */
export async function distinctLeadsRead(payload: Payload, actorId: number | string, since: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: {
      and: [
        { actor: { equals: actorId } },
        { action: { in: ['lead-view', 'lead-list'] } },
        { createdAt: { greater_than: since } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { lead: true, detail: true },
  })
  const ids = new Set<string>()
  for (const entry of docs) {
    if (entry.lead !== null && entry.lead !== undefined) ids.add(String(entry.lead))
    const listed = (entry.detail as { ids?: unknown } | null | undefined)?.ids
    if (Array.isArray(listed)) for (const id of listed) ids.add(String(id))
  }
  return ids.size
}

/** After a lead view or list read is recorded: alerts the admins once an hour per person past the ceiling. Never throws. */
export function checkLeadReadCeiling(payload: Payload, reader: Reader, now = Date.now()): Promise<void> {
  const key = String(reader.id)
  if ((alertedUntil.get(key) ?? 0) > now) return Promise.resolve()
  const running = inFlight.get(key)
  if (running) return running
  const check = (async () => {
    try {
      const ceiling = await ceilingPerHour(payload)
      const since = new Date(now - HOUR_MS).toISOString()
      const read = await distinctLeadsRead(payload, reader.id, since)
      if (read <= ceiling) return
      // Once per person per hour across instances: the alert's own entry says it was sent.
      const { docs: earlier } = await payload.find({
        collection: 'audit-log',
        where: {
          and: [
            { action: { equals: 'lead-read-ceiling' } },
            { actor: { equals: reader.id } },
            { createdAt: { greater_than: since } },
          ],
        },
        sort: '-createdAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
        select: { createdAt: true },
      })
      if (earlier[0]) {
        alertedUntil.set(key, Date.parse(earlier[0].createdAt) + HOUR_MS)
        return
      }
      alertedUntil.set(key, now + HOUR_MS)
      await recordAudit(payload, {
        action: 'lead-read-ceiling',
        actor: reader,
        summary: `${read} prospectos distintos en una hora (tope ${ceiling}) / ${read} distinct leads in an hour (ceiling ${ceiling})`,
        detail: { distinctLeads: read, ceiling, blocked: false },
      })
      await alertAdmins(payload, reader, read, ceiling)
    } catch (error) {
      logger.error({ err: error, event: 'audit.read-ceiling' }, 'lead-read ceiling check failed')
    } finally {
      inFlight.delete(key)
    }
  })()
  inFlight.set(key, check)
  return check
}

export function readCeilingMail(
  lang: StaffLanguage,
  options: { who: string; read: number; ceiling: number; link: string },
): { subject: string; text: string } {
  const { who, read, ceiling, link } = options
  if (lang === 'en') {
    return {
      subject: 'Lead reads above the hourly ceiling',
      text: [
        `${who} opened or listed ${read} different leads in the last hour (ceiling: ${ceiling}).`,
        'They were not blocked. If this is not their normal work, look at what they read in the audit log and, if needed, sign them out or disable the account:',
        link,
        'This alert is sent at most once an hour per person.',
      ].join('\n'),
    }
  }
  return {
    subject: 'Lecturas de prospectos por encima del tope por hora',
    text: [
      `${who} abrió o listó ${read} prospectos distintos en la última hora (tope: ${ceiling}).`,
      'No se le bloqueó. Si no es su trabajo normal, revise lo que leyó en el registro de auditoría y, si hace falta, cierre su sesión o desactive la cuenta:',
      link,
      'Este aviso se envía como máximo una vez por hora por persona.',
    ].join('\n'),
  }
}

async function alertAdmins(payload: Payload, reader: Reader, read: number, ceiling: number): Promise<void> {
  if (!isMailConfigured()) return
  const admins = await adminAccounts(payload)
  const who = reader.email ?? reader.name ?? `#${reader.id}`
  const link = `${siteUrl()}/admin/collections/audit-log?where[actor][equals]=${encodeURIComponent(String(reader.id))}`
  for (const admin of admins) {
    if (!admin.email) continue
    const mail = readCeilingMail(staffLanguage(admin.language), { who, read, ceiling, link })
    await sendMail({ to: admin.email, ...mail })
  }
}
