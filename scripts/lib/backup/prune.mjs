import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * After each successful backup, the archives kept in its folder: the newest of each of the last
 * BACKUP_KEEP_DAILY days (7), BACKUP_KEEP_WEEKLY ISO weeks (4) and BACKUP_KEEP_MONTHLY months (6),
 * as restic's and borg's `--keep-daily/weekly/monthly` count them (UTC, from the name). Only files
 * named as `npm run backup` names them are considered (any format, the older ones too); the one
 * just written is never removed.
 */

/** site-2026-11-26T0700Z.tar.age, …T070012Z…, .tar, .tar.gz, .tar.gz.enc */
const ARCHIVE = /^site-(\d{4})-(\d\d)-(\d\d)T(\d\d)(\d\d)(\d\d)?Z\.tar(\.age|\.gz|\.gz\.enc)?$/

/** When an archive was made, from its name; null for any other file. */
export function archiveTime(name) {
  const m = ARCHIVE.exec(name)
  if (!m) return null
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)))
}

/** 2026-W48 for a UTC date (ISO 8601 week: Monday first, the week of the year's first Thursday). */
export function isoWeek(date) {
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  thursday.setUTCDate(thursday.getUTCDate() + 3 - ((thursday.getUTCDay() + 6) % 7))
  const january1 = Date.UTC(thursday.getUTCFullYear(), 0, 1)
  const week = Math.floor((thursday.getTime() - january1) / 86_400_000 / 7) + 1
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

/**
 * The retention, from the settings (a missing or invalid one: its default).
 * @param {Record<string, string | undefined>} [env]
 */
export function retention(env = process.env) {
  const count = (value, fallback) => (/^\d+$/.test(value?.trim() ?? '') ? Number(value.trim()) : fallback)
  return {
    daily: count(env.BACKUP_KEEP_DAILY, 7),
    weekly: count(env.BACKUP_KEEP_WEEKLY, 4),
    monthly: count(env.BACKUP_KEEP_MONTHLY, 6),
  }
}

/**
 * Which of `names` to remove: every archive that is not the newest of one of the `daily` newest
 * days, `weekly` newest weeks or `monthly` newest months that have an archive, nor `keep`.
 * Files that are not archives are never listed.
 * @param {string[]} names
 * @param {{ daily: number, weekly: number, monthly: number }} policy
 * @param {string} [keep] the archive just written
 */
export function archivesToPrune(names, policy, keep) {
  const archives = names
    .map((name) => ({ name, time: archiveTime(name) }))
    .filter((a) => a.time !== null)
    .sort((a, b) => b.time.getTime() - a.time.getTime() || b.name.localeCompare(a.name))
  const kept = new Set(keep ? [keep] : [])
  const periods = [
    [policy.daily, (d) => d.toISOString().slice(0, 10)],
    [policy.weekly, isoWeek],
    [policy.monthly, (d) => d.toISOString().slice(0, 7)],
  ]
  for (const [count, period] of periods) {
    const seen = new Set()
    for (const archive of archives) {
      if (seen.size >= count) break
      const key = period(archive.time)
      if (seen.has(key)) continue
      seen.add(key)
      kept.add(archive.name)
    }
  }
  return archives.filter((a) => !kept.has(a.name)).map((a) => a.name)
}

/** Removes what archivesToPrune selects in `dir`; returns the names removed. */
export function pruneArchives(dir, keep, policy = retention()) {
  const gone = archivesToPrune(readdirSync(dir), policy, keep)
  for (const name of gone) rmSync(path.join(dir, name), { force: true })
  return gone
}
