import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { pingMonitor } from '../../scripts/lib/backup/ping.mjs'
import { archivesToPrune, archiveTime, isoWeek, retention } from '../../scripts/lib/backup/prune.mjs'

/** Backups nightly at 03:15 UTC from `first` for `days` days, named as `npm run backup` names them. */
function nightly(first: string, days: number, extension = '.tar.age'): string[] {
  const start = Date.parse(`${first}T03:15:00Z`)
  return Array.from({ length: days }, (_, i) => {
    const iso = new Date(start + i * 86_400_000).toISOString()
    return `site-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}Z${extension}`
  })
}

const policy = { daily: 7, weekly: 4, monthly: 6 }
const kept = (names: string[], keep?: string) => {
  const gone = new Set(archivesToPrune(names, policy, keep))
  return names.filter((name) => !gone.has(name)).sort()
}

describe('backup retention (7 daily, 4 weekly, 6 monthly)', () => {
  it('reads the time from every name the backup writes, and nothing else', () => {
    expect(archiveTime('site-2026-11-26T0700Z.tar.age')?.toISOString()).toBe('2026-11-26T07:00:00.000Z')
    expect(archiveTime('site-2026-11-26T070012Z.tar.age')?.toISOString()).toBe('2026-11-26T07:00:12.000Z')
    for (const name of ['site-2026-11-26T0700Z.tar', 'site-2026-11-26T0700Z.tar.gz', 'site-2026-11-26T0700Z.tar.gz.enc'])
      expect(archiveTime(name)).not.toBeNull()
    for (const name of [
      'site-2026-11-26T0700Z.tar.age.partial',
      '.partial-123',
      'notes.txt',
      'other-2026-11-26T0700Z.tar.age',
      'site-2026-11-26T0700Z.tar.age.bak',
    ])
      expect(archiveTime(name)).toBeNull()
  })

  it('numbers ISO weeks as ISO 8601 does (Monday first; the year of its Thursday)', () => {
    expect(isoWeek(new Date('2026-11-26T07:00:00Z'))).toBe('2026-W48')
    expect(isoWeek(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49') // a Monday
    expect(isoWeek(new Date('2026-11-29T23:59:00Z'))).toBe('2026-W48') // the Sunday before
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53') // a Friday: 2026's last week
    expect(isoWeek(new Date('2025-12-29T12:00:00Z'))).toBe('2026-W01') // a Monday: 2026's first week
  })

  it('after a year of nightly backups keeps 7 days, then one a week for 4 weeks, then one a month for 6 months', () => {
    const names = nightly('2025-12-07', 366) // up to 2026-12-07
    const left = kept(names, names.at(-1))
    expect(left).toEqual(
      [
        // The last 7 days.
        ...nightly('2026-12-01', 7),
        // The newest of each of the last 4 ISO weeks: W50 (Monday 12-07) and W49 (to Sunday 12-06) are
        // daily ones already, then the Sundays of W48 and W47.
        'site-2026-11-29T0315Z.tar.age',
        'site-2026-11-22T0315Z.tar.age',
        // The newest of each of the last 6 months: December's is a daily, then the last day of 11, 10, 9, 8, 7.
        'site-2026-11-30T0315Z.tar.age',
        'site-2026-10-31T0315Z.tar.age',
        'site-2026-09-30T0315Z.tar.age',
        'site-2026-08-31T0315Z.tar.age',
        'site-2026-07-31T0315Z.tar.age',
      ].sort(),
    )
    expect(left).toHaveLength(7 + 2 + 5)
  })

  it('keeps the newest archive of a day when there are several, and never the other files of the folder', () => {
    const names = [
      'site-2026-12-07T0315Z.tar.age',
      'site-2026-12-07T1200Z.tar.age',
      'site-2026-12-07T120030Z.tar.age',
      'site-2026-12-06T0315Z.tar.gz.enc',
      'README.txt',
      'site-2026-12-07T1300Z.tar.age.partial',
    ]
    const gone = archivesToPrune(names, { daily: 7, weekly: 0, monthly: 0 })
    expect(gone.sort()).toEqual(['site-2026-12-07T0315Z.tar.age', 'site-2026-12-07T1200Z.tar.age'])
  })

  it('never removes the archive just written, even when its name sorts before the others', () => {
    // A backup written with a wrong clock: older by its name than the ones kept.
    const names = [...nightly('2026-12-01', 7), 'site-2020-01-01T0000Z.tar.age']
    expect(archivesToPrune(names, policy, 'site-2020-01-01T0000Z.tar.age')).not.toContain('site-2020-01-01T0000Z.tar.age')
    expect(archivesToPrune(names, { daily: 0, weekly: 0, monthly: 0 }, 'site-2026-12-07T0315Z.tar.age')).toHaveLength(7)
  })

  it('reads the counts from the settings, with 7/4/6 when unset or not a number', () => {
    expect(retention({})).toEqual({ daily: 7, weekly: 4, monthly: 6 })
    expect(retention({ BACKUP_KEEP_DAILY: '14', BACKUP_KEEP_WEEKLY: 'x', BACKUP_KEEP_MONTHLY: '0' })).toEqual({
      daily: 14,
      weekly: 4,
      monthly: 0,
    })
  })
})

describe('the backup dead-man ping (BACKUP_PING_URL)', () => {
  it('GETs the URL on success and <url>/fail on failure; an unanswered ping is only logged, within its timeout', async () => {
    const seen: string[] = []
    let hang = false
    const server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`)
      if (!hang) response.end('OK')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ping/abc-123`
    try {
      expect(await pingMonitor('success', {})).toBe('')
      expect(await pingMonitor('success', { BACKUP_PING_URL: base })).toMatch(
        /^› Ping \(success\): 127\.0\.0\.1:\d+ answered 200$/,
      )
      expect(await pingMonitor('fail', { BACKUP_PING_URL: `${base}/` })).toMatch(/answered 200/)
      expect(seen).toEqual(['GET /ping/abc-123', 'GET /ping/abc-123/fail'])

      hang = true
      const started = Date.now()
      const line = await pingMonitor('success', { BACKUP_PING_URL: base }, 300)
      expect(line).toMatch(/^! Ping \(success\): .*no answer in 0\.3 s; the backup itself is unaffected$/)
      expect(Date.now() - started).toBeLessThan(2_000)
      // The path (the monitor's secret) is never in the log.
      expect(line).not.toContain('abc-123')
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})
