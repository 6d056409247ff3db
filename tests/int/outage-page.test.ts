import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoFirmSettings } from '@/seed/firm-settings'
import { startLeadEnv, type LeadEnv } from './helpers/lead-env'

/**
 * The page nginx shows while the app is down (deploy/nginx.conf) carries the phone numbers staff
 * keep in Site settings: the app writes it into OUTAGE_PAGE_DIR, and again after every change of
 * the settings. tests/api/nginx-cache.test.ts serves it through real nginx with the app stopped.
 */
let env: LeadEnv
const dir = mkdtempSync(path.join(tmpdir(), 'outage-int-'))
const file = path.join(dir, 'volvemos.html')

beforeAll(async () => {
  env = await startLeadEnv({ OUTAGE_PAGE_DIR: dir })
})

afterAll(async () => {
  await env?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the outage page', () => {
  it('is written with the firm name and every phone line, in both languages', async () => {
    const { writeOutagePage } = await import('@/features/outage-page/write')
    await env.payload.updateGlobal({ slug: 'site-settings', data: demoFirmSettings([{}]), overrideAccess: true })
    expect(await writeOutagePage(env.payload)).toBe(file)
    const html = readFileSync(file, 'utf8')
    const settings = demoFirmSettings([{}])
    expect(html).toContain(`<header>${settings.firmName}</header>`)
    for (const phone of Object.values(settings.phones ?? {})) {
      if (!phone || typeof phone !== 'object' || !('number' in phone)) continue
      expect(html).toContain(`href="tel:${String(phone.number)}"`)
    }
    expect(html).toContain('<section lang="es"><h1>Volvemos en un momento</h1>')
    expect(html).toContain('<section lang="en"><h1>We&#39;ll be right back</h1>')
    // Nothing the page needs from the app that is down.
    expect(html).not.toMatch(/<script|<link|<img|src=/)
  })

  it('follows a change of the phone numbers in Site settings', async () => {
    rmSync(file, { force: true })
    const settings = demoFirmSettings([{}])
    const phones = { ...(settings.phones as Record<string, { label: string; number: string }>) }
    phones.immigration = { ...phones.immigration!, number: '+19155550177' }
    await env.payload.updateGlobal({
      slug: 'site-settings',
      data: { ...settings, phones } as typeof settings,
      overrideAccess: true,
    })
    expect(existsSync(file)).toBe(true)
    const html = readFileSync(file, 'utf8')
    expect(html).toContain('href="tel:+19155550177"')
    expect(html).toContain('(915) 555-0177')
  })

  it('is not written without OUTAGE_PAGE_DIR', async () => {
    const { writeOutagePage } = await import('@/features/outage-page/write')
    expect(await writeOutagePage(env.payload, { dir: '' })).toBeNull()
  })
})
