import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, getPage } from '../fixtures/base-url'
import { seededStaff, sharedStaffToken } from '../fixtures/staff-session'
import { DEFAULT_QUICK_EXIT_URL } from '../../src/lib/quick-exit-url'

/**
 * Where the quick exit shows beyond the route-table pages (tests/e2e/quick-exit.spec.ts): on a
 * CMS page staff tick "sensitive" or that holds a form asking the situation, not on another; and
 * it leads where the site settings say, an http(s) address only.
 */
describe('quick exit on CMS pages and its neutral page', () => {
  const stamp = Date.now().toString(36)
  const path = `seguridad-${stamp}`
  let admin = ''
  let id = 0

  async function cms(route: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(`${BASE_URL}/cms-api${route}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${admin}` },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null }
  }
  const hasExit = async (at: string) => (await getPage(at)).html.includes('data-quick-exit')
  /** A published edit shows within the page cache's refresh; nginx is not in front here. */
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 20 && !(await check()); i++) await new Promise((r) => setTimeout(r, 250))
    return check()
  }

  beforeAll(async () => {
    admin = await sharedStaffToken(BASE_URL, seededStaff().admin)
  })

  afterAll(async () => {
    if (id) await cms(`/pages/${id}`, { method: 'DELETE' })
    await cms('/globals/site-settings', { method: 'POST', body: { quickExitUrl: DEFAULT_QUICK_EXIT_URL } })
  })

  it('a CMS page shows it when ticked sensitive or when its form asks the situation', async () => {
    const banner = { blockType: 'banner', heading: 'Ayuda para su familia', text: 'Consulta gratuita.', cta: 'Hablemos' }
    const created = await cms('/pages?locale=es', {
      method: 'POST',
      body: { title: 'Seguridad', path: `/${path}`, layout: [banner], _status: 'published' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    id = Number((created.body?.doc as { id: number }).id)
    expect((await getPage(`/${path}`)).status).toBe(200)
    expect(await hasExit(`/${path}`)).toBe(false)

    expect((await cms(`/pages/${id}?locale=es`, { method: 'PATCH', body: { sensitive: true } })).status).toBe(200)
    expect(await eventually(() => hasExit(`/${path}`))).toBe(true)

    expect((await cms(`/pages/${id}?locale=es`, { method: 'PATCH', body: { sensitive: false } })).status).toBe(200)
    expect(await eventually(async () => !(await hasExit(`/${path}`)))).toBe(true)

    const form = { blockType: 'form', heading: 'Cuéntenos', form: 'short-video-landing', section: `Seguridad ${stamp}` }
    const withForm = await cms(`/pages/${id}?locale=es`, { method: 'PATCH', body: { layout: [banner, form] } })
    expect(withForm.status, JSON.stringify(withForm.body)).toBe(200)
    expect(await eventually(() => hasExit(`/${path}`))).toBe(true)
  })

  it('leads to the neutral page of the site settings, which must be an http(s) address', async () => {
    const vawa = '/visa-humanitaria/visa-vawa'
    expect((await getPage(vawa)).html).toContain(`href="${DEFAULT_QUICK_EXIT_URL}"`)
    const bad = await cms('/globals/site-settings', { method: 'POST', body: { quickExitUrl: 'javascript:alert(1)' } })
    expect(bad.status).toBe(400)
    const neutral = 'https://www.google.com/'
    expect((await cms('/globals/site-settings', { method: 'POST', body: { quickExitUrl: neutral } })).status).toBe(200)
    expect(await eventually(async () => (await getPage(vawa)).html.includes(`href="${neutral}"`))).toBe(true)
  })
})
