/**
 * How the visitor says the firm may reach them safely (issue 50): whether a call is safe and at
 * what hours, whether a voicemail may be left, whether texts / WhatsApp and e-mail are safe, and
 * whether they want the confirmation e-mail. Every answer is optional: a visitor who skips the
 * group, or a client that never sends it (the spec's POST contract), changes nothing, and no answer
 * ever fails a post (an unreadable one counts as not given). Pure: the form, the server, the desk
 * and the notification worker read the same rules.
 */
import { wallClock } from '@/features/leads/inbox/time-zone'

/** The posted names (multipart, like the spec's Spanish field names). */
export const safeContactPosts = [
  'seguro_llamar',
  'llamar_desde',
  'llamar_hasta',
  'seguro_buzon',
  'seguro_texto',
  'seguro_correo',
  'confirmacion',
] as const
export type SafeContactPost = (typeof safeContactPosts)[number]

/** The yes/no answers as posted and stored. */
export const safeAnswers = ['yes', 'no'] as const
export type SafeAnswer = (typeof safeAnswers)[number]

/** The hours a visitor may pick as the start or end of the safe window (whole hours, 6:00–22:00). */
export const callHours = Array.from({ length: 17 }, (_, i) => i + 6)

/** What a lead stores (the `safeContact` group of the Leads collection). null: not answered. */
export type SafeContact = {
  call: SafeAnswer | null
  /** Hour of day (0–23) from which a call is safe, in the firm's lead time zone. */
  callFrom: number | null
  /** Hour of day (1–24) until which a call is safe. */
  callTo: number | null
  voicemail: SafeAnswer | null
  texting: SafeAnswer | null
  email: SafeAnswer | null
  /** The visitor ticked "send me a confirmation e-mail" (off by default). */
  confirmation: boolean
}

/** What a stored lead may hold (Payload's generated types leave every member optional). */
export type StoredSafeContact = Partial<Record<keyof SafeContact, unknown>> | null | undefined

function answer(value: unknown): SafeAnswer | null {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (text === 'yes' || text === 'si' || text === 'sí') return 'yes'
  if (text === 'no') return 'no'
  return null
}

function hour(value: unknown, min: number, max: number): number | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
  if (!/^\d{1,2}$/.test(text)) return null
  const n = Number(text)
  return n >= min && n <= max ? n : null
}

function ticked(value: unknown): boolean {
  return value === true || value === '1' || value === 'on' || value === 'true'
}

/** The group as the visitor sent it, read leniently; null when nothing of it was sent. */
export function readSafeContact(raw: Readonly<Record<string, unknown>>): SafeContact | null {
  const call = answer(raw.seguro_llamar)
  // A window means nothing when calling is not safe at all; an empty window (from = to) is no window.
  let callFrom = call === 'no' ? null : hour(raw.llamar_desde, 0, 23)
  let callTo = call === 'no' ? null : hour(raw.llamar_hasta, 1, 24)
  if (callFrom !== null && callTo !== null && callFrom === callTo % 24) callFrom = callTo = null
  const contact: SafeContact = {
    call,
    callFrom,
    callTo,
    voicemail: answer(raw.seguro_buzon),
    texting: answer(raw.seguro_texto),
    email: answer(raw.seguro_correo),
    confirmation: ticked(raw.confirmacion),
  }
  const given = Object.values(contact).some((value) => value !== null && value !== false)
  return given ? contact : null
}

/** The group's fields as the browser posts them: what the form holds, as it holds it. */
export function safeContactFields(data: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of safeContactPosts) {
    const value = data.get(name)
    if (typeof value === 'string' && value !== '') out[name] = value
  }
  return out
}

/** The stored group, normalised (a lead without one reads as nothing answered). */
export function safeContactOf(stored: StoredSafeContact): SafeContact {
  return {
    call: answer(stored?.call),
    callFrom: hour(stored?.callFrom, 0, 23),
    callTo: hour(stored?.callTo, 1, 24),
    voicemail: answer(stored?.voicemail),
    texting: answer(stored?.texting),
    email: answer(stored?.email),
    confirmation: stored?.confirmation === true,
  }
}

/** The visitor said texts and WhatsApp are not safe. */
export function textingUnsafe(stored: StoredSafeContact): boolean {
  return safeContactOf(stored).texting === 'no'
}

/** Any limit the desk must see before contacting the lead. */
export function hasRestriction(stored: StoredSafeContact): boolean {
  const c = safeContactOf(stored)
  return (
    c.call === 'no' || c.callFrom !== null || c.callTo !== null || c.voicemail === 'no' || c.texting === 'no' || c.email === 'no'
  )
}

/** The hour of day (fractional) at an instant in a time zone, from the desk's one wall clock. */
function hourOfDay(instant: Date, timeZone: string): number {
  const { hour, minute } = wallClock(instant, timeZone)
  return (hour % 24) + minute / 60
}

/**
 * Whether a call at `instant` is inside the window the visitor gave (hours in `timeZone`, the
 * firm's lead time zone); null when they gave none. A window may run past midnight (20 → 8). A
 * visitor who said a call is not safe has no safe time.
 */
export function insideCallWindow(stored: StoredSafeContact, instant: Date, timeZone: string): boolean | null {
  const c = safeContactOf(stored)
  if (c.call === 'no') return false
  if (c.callFrom === null && c.callTo === null) return null
  const from = c.callFrom ?? 0
  const to = c.callTo ?? 24
  const now = hourOfDay(instant, timeZone)
  return from < to ? now >= from && now < to : now >= from || now < to
}

/**
 * The confirmation e-mail goes only to a visitor who asked for it, and never to one who said
 * e-mail or texting is not safe: any automated message can be read by whoever watches the phone.
 */
export function confirmationWanted(stored: StoredSafeContact): boolean {
  const c = safeContactOf(stored)
  return c.confirmation && c.email !== 'no' && c.texting !== 'no'
}

/** "9:00" / "9 a. m." style label of an hour for the visitor's language. */
export function hourLabel(value: number, locale: string): string {
  const h = value % 24
  const twelve = h % 12 || 12
  return locale === 'en' ? `${twelve} ${h < 12 ? 'a.m.' : 'p.m.'}` : `${twelve} ${h < 12 ? 'a. m.' : 'p. m.'}`
}
