import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { choosePackages, postgresBin, SYSTEM_PACKAGES } from '../../scripts/lib/system-packages.mjs'

/**
 * What `npm test` installs on each system the README names, from what that system's apt offers
 * (the package names of Debian 12 bookworm, Debian 13 trixie and Ubuntu 24.04 noble; Ubuntu's
 * `chromium` is a snap-only transitional package, so it is not offered as a usable .deb here).
 */
const OFFERED = {
  'Debian 12': [
    'chromium',
    'chromium-headless-shell',
    'default-jre-headless',
    'nginx',
    'redis-server',
    'wrk',
    'age',
    'postgresql-15',
    'postgresql',
  ],
  'Debian 13': [
    'chromium',
    'chromium-headless-shell',
    'default-jre-headless',
    'nginx',
    'redis-server',
    'valkey-redis-compat',
    'wrk',
    'age',
    'postgresql',
  ],
  'Ubuntu 24.04': ['default-jre-headless', 'nginx', 'redis-server', 'wrk', 'age', 'postgresql'],
} satisfies Record<string, string[]>
const everything = Object.values(SYSTEM_PACKAGES)

describe('system packages: chosen by what the system offers', () => {
  it('Debian 12: its PostgreSQL 15 and both Chromium builds', () => {
    const choice = choosePackages(everything, (name: string) => OFFERED['Debian 12'].includes(name))
    expect(choice.packages).toEqual([
      'chromium',
      'chromium-headless-shell',
      'default-jre-headless',
      'nginx',
      'redis-server',
      'wrk',
      'age',
      'postgresql-15',
    ])
    expect(choice.playwright).toBe(false)
    expect(choice.unavailable).toEqual([])
  })

  it('Debian 13: no postgresql-15, so its own PostgreSQL (17)', () => {
    const choice = choosePackages(everything, (name: string) => OFFERED['Debian 13'].includes(name))
    expect(choice.packages).toContain('postgresql')
    expect(choice.packages).not.toContain('postgresql-15')
    expect(choice.packages).toContain('chromium-headless-shell')
    expect(choice.playwright).toBe(false)
    expect(choice.unavailable).toEqual([])
  })

  it("Ubuntu 24.04: Playwright's Chromium, the system's PostgreSQL (16)", () => {
    const choice = choosePackages(everything, (name: string) => OFFERED['Ubuntu 24.04'].includes(name))
    expect(choice.packages).toEqual(['default-jre-headless', 'nginx', 'redis-server', 'wrk', 'age', 'postgresql'])
    expect(choice.playwright).toBe(true)
    expect(choice.unavailable).toEqual([])
  })

  it('a system with Valkey only gets its redis-server compatibility package', () => {
    const choice = choosePackages([SYSTEM_PACKAGES.redis], (name: string) => name === 'valkey-redis-compat')
    expect(choice.packages).toEqual(['valkey-redis-compat'])
  })

  it('a package no source offers is named, not silently skipped', () => {
    const choice = choosePackages([SYSTEM_PACKAGES.java, SYSTEM_PACKAGES.chromium], () => false)
    expect(choice.unavailable).toEqual(['default-jre-headless'])
    expect(choice.playwright).toBe(true)
  })
})

describe("PostgreSQL's binaries: the newest major with a server", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pg-layout-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const major = (n: string, server: boolean) => {
    mkdirSync(path.join(root, n, 'bin'), { recursive: true })
    writeFileSync(path.join(root, n, 'bin', server ? 'initdb' : 'pg_dump'), '')
  }

  it('picks 17 over 15 and skips a client-only 18; PG_BIN wins', () => {
    major('15', true)
    major('17', true)
    major('18', false)
    expect(postgresBin({}, root)).toBe(path.join(root, '17', 'bin'))
    expect(postgresBin({ PG_BIN: '/opt/pg/bin' }, root)).toBe('/opt/pg/bin')
    expect(postgresBin({}, path.join(root, 'nothing'))).toBeUndefined()
  })
})
