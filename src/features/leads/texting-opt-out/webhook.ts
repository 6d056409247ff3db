import { createHash, timingSafeEqual } from 'node:crypto'
import { OPT_OUT_NOTE_MAX, optOutPhone } from './register'

/** The env variable holding the webhook's shared secret; unset, the webhook does not exist (404). */
export const OPT_OUT_SECRET_ENV = 'TEXTING_OPT_OUT_SECRET'

export function webhookSecret(env: Record<string, string | undefined> = process.env): string | null {
  return env[OPT_OUT_SECRET_ENV]?.trim() || null
}

/**
 * Whether `Authorization: Bearer <secret>` carries the secret. Both sides are hashed first, so the
 * comparison takes the same time whatever was sent, its length included.
 */
export function hasSecret(authorization: string | null, secret: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1]
  if (!given) return false
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(secret))
}

export type WebhookEntry = { ok: true; phone: string; note: string | null } | { ok: false; field: string; message: string }

/** The body `{ "phone": "+19155550142", "note"?: "…" }`, read or refused with a message naming the field. */
export function readWebhookEntry(body: Record<string, unknown>): WebhookEntry {
  const phone = optOutPhone(body.phone)
  if (!phone) return { ok: false, field: 'phone', message: '"phone" must be a phone number of 7 to 15 digits.' }
  const note = body.note
  if (note !== undefined && note !== null && (typeof note !== 'string' || note.length > OPT_OUT_NOTE_MAX)) {
    return { ok: false, field: 'note', message: `"note" must be text of at most ${OPT_OUT_NOTE_MAX} characters.` }
  }
  return { ok: true, phone, note: typeof note === 'string' && note.trim() ? note.trim() : null }
}
