/**
 * Cleaning of what a visitor typed, the same in the browser and on the server (spec §5: name,
 * phone, message and section keep only letters, digits and whitespace; the e-mail is trimmed).
 * Every function takes `unknown` because the server feeds it raw multipart values.
 */

/** Longest values we keep. Nobody's name is 120 characters; the caps stop a pasted novel. */
export const limits = {
  name: 120,
  email: 254,
  message: 5000,
  section: 200,
  shortText: 120,
  link: 2048,
} as const

function asString(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** Cut at a number of code points, so an astral letter is never split in half. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value
  return Array.from(value).slice(0, max).join('')
}

// NFC first, so "e" + combining acute becomes "é" (a letter) instead of "e" + a dropped mark.
// Digits are ASCII 0-9 only: the firm dials them.
const NOT_TEXT = /[^\p{L}0-9\s]/gu
const NOT_SECTION = /[^\p{L}0-9\s-]/gu
const NOT_LETTER = /[^\p{L}\s]/gu
const NOT_DIGIT = /[^0-9]/g
const CONTROL = /\p{Cc}|\p{Cf}/gu

/** One-line text (name, agent, status…): letters, digits and single spaces. */
export function stripToText(value: unknown, max: number = limits.name): string {
  const kept = asString(value).normalize('NFC').replace(NOT_TEXT, '')
  return cut(kept.replace(/\s+/g, ' ').trim(), max)
}

/** Letters and single spaces only: the referral name (spec §5). */
export function stripToLetters(value: unknown, max: number = limits.name): string {
  const kept = asString(value).normalize('NFC').replace(NOT_LETTER, '')
  return cut(kept.replace(/\s+/g, ' ').trim(), max)
}

/** The message: letters, digits and whitespace, keeping line breaks (at most one blank line). */
export function stripMessage(value: unknown, max: number = limits.message): string {
  const kept = asString(value).normalize('NFC').replace(/\r\n?/g, '\n').replace(NOT_TEXT, '')
  const tidy = kept
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return cut(tidy, max)
}

/**
 * The section label. Unlike the old site it keeps '-', so the ' - {source}' suffix of spec §3
 * still reads as a separator after cleaning (the old strip glued the source onto the label).
 */
export function stripSection(value: unknown, max: number = limits.section): string {
  const kept = asString(value).normalize('NFC').replace(NOT_SECTION, '')
  return cut(kept.replace(/\s+/g, ' ').trim(), max)
}

/** All digits of a phone as typed, uncapped: what the server checks against the cap. */
export function phoneDigits(value: unknown): string {
  return cut(asString(value).replace(NOT_DIGIT, ''), 64)
}

/**
 * The phone filter of the input (spec §5): digits only, at most `maxDigits` of them. Typing
 * "(915) 555-0142" shows "9155550142".
 */
export function filterPhoneInput(value: unknown, maxDigits: number): string {
  return phoneDigits(value).slice(0, maxDigits)
}

/** As typed into the referral name box: letters and spaces, no trimming mid-typing. */
export function filterLettersInput(value: unknown): string {
  return asString(value).normalize('NFC').replace(NOT_LETTER, '')
}

/** E-mail: trimmed, not cleaned (spec §5). Over-long values are left for the check to reject. */
export function trimEmail(value: unknown): string {
  return asString(value).trim()
}

/** A pasted link: trimmed, control and format characters (NUL, RTL marks) removed. */
export function cleanLink(value: unknown): string {
  return cut(asString(value).replace(CONTROL, '').trim(), limits.link)
}

/** A checkbox as a browser, a test or a native form posts it. */
export function isChecked(value: unknown): boolean {
  if (value === true || value === 1) return true
  if (typeof value !== 'string') return false
  return ['1', 'on', 'true'].includes(value.trim().toLowerCase())
}
