import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL } from '../fixtures/base-url'
import { refusedNativeLeadFields } from '../fixtures/lead-post'
import { rawRequest } from '../fixtures/raw-http'
import { seededStaff, sharedStaffToken } from '../fixtures/staff-session'

/**
 * Drafts never leave the staff (issue 47): a refused no-JavaScript post brings the visitor's values
 * back on the form page without Next's draft mode, and even a real draft-mode cookie shows no
 * draft (text group or never-published CMS page) and no live-preview listener without a signed-in
 * staff session in the same request.
 */
describe('drafts stay with the staff', () => {
  const stamp = Date.now().toString(36)
  const draftEyebrow = `Borrador del equipo ${stamp}`
  const pagePath = `borrador-${stamp}`
  const pageHeading = `Página nunca publicada ${stamp}`
  let admin = ''
  let publishedEyebrow = ''
  let pageId = 0

  async function cms(path: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(`${BASE_URL}/cms-api${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${admin}` },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null }
  }

  /** A page as a browser gets it with these cookies (and, for staff, their session). */
  async function page(path: string, cookie = '', staff = false) {
    const headers: Record<string, string> = {}
    if (cookie) headers.Cookie = cookie
    if (staff) headers.Authorization = `JWT ${admin}`
    const response = await fetch(`${BASE_URL}${path}`, { headers, redirect: 'manual' })
    return { status: response.status, html: await response.text(), headers: response.headers }
  }

  /** The contact form posted by a browser without JavaScript (a navigation), with no name. */
  async function nativePost(message: string) {
    const form = new FormData()
    const fields = refusedNativeLeadFields({ message })
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    const encoded = new Request('http://x/', { method: 'POST', body: form })
    return rawRequest(`${BASE_URL}/api/prospecto/agregar`, {
      method: 'POST',
      body: Buffer.from(await encoded.arrayBuffer()),
      headers: {
        'Content-Type': encoded.headers.get('content-type')!,
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Site': 'same-origin',
        'Sec-Fetch-Dest': 'document',
        Referer: `${BASE_URL}/contacto`,
      },
      // An address of its own, so the other tests' rate limit is not used up.
      localAddress: BASE_URL.includes('//localhost') || BASE_URL.includes('//127.') ? '127.0.0.63' : undefined,
    })
  }

  beforeAll(async () => {
    admin = await sharedStaffToken(BASE_URL, seededStaff().admin)
    const published = await cms('/globals/texts-home?locale=es&depth=0')
    publishedEyebrow = (published.body?.hero as { experience: { eyebrow: string } }).experience.eyebrow
    const saved = await cms('/globals/texts-home?locale=es&draft=true', {
      method: 'POST',
      body: { hero: { experience: { eyebrow: draftEyebrow } } },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const created = await cms('/pages?locale=es&draft=true', {
      method: 'POST',
      body: {
        title: 'Borrador de prueba',
        path: `/${pagePath}/`,
        layout: [{ blockType: 'banner', heading: pageHeading, text: 'Nunca publicada.', cta: 'Llámenos' }],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    pageId = Number((created.body?.doc as { id: number }).id)
  })

  afterAll(async () => {
    if (pageId) await cms(`/pages/${pageId}`, { method: 'DELETE' })
    if (publishedEyebrow)
      await cms('/globals/texts-home?locale=es', {
        method: 'POST',
        body: { hero: { experience: { eyebrow: publishedEyebrow } }, _status: 'published' },
      })
  })

  it('a refused native post refills the form on the form page, and shows the visitor no draft', async () => {
    // Before: the published words, and no page at the draft's path.
    expect((await page('/')).html).toContain(publishedEyebrow)
    expect((await page('/')).html).not.toContain(draftEyebrow)
    expect((await page(`/${pagePath}`)).status).toBe(404)

    const message = `Mi esposo es ciudadano ${stamp}`
    const refused = await nativePost(message)
    expect(refused.status).toBe(303)
    const location = String(refused.headers.location)
    expect(location).toMatch(
      /^\/consulta\?enquiry_error=errors\.name&enquiry_field=nombre&enquiry_form=enquiry-form-form#enquiry-form-form-errors-name$/,
    )
    // The draft cookie only: no draft mode.
    const cookies = (refused.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!)
    expect(cookies).toHaveLength(1)
    expect(cookies[0]).toMatch(/^enquiry_draft=[A-Za-z0-9_-]+$/)
    const cookie = cookies.join('; ')

    // The form page: rendered for this visitor, never cached, the values back, the error in the page.
    const form = await page(location, cookie)
    expect(form.status).toBe(200)
    expect(form.headers.get('cache-control')).toMatch(/no-store/)
    expect(form.html).toMatch(new RegExp(`<textarea[^>]*name="mensaje"[^>]*>${message}</textarea>`))
    expect(form.html).toContain('value="familia@example.com"')
    expect(form.html).toContain('id="enquiry-form-form-errors-name"')
    expect(form.html).toContain('href="/contacto"')
    // Without the cookie the form page is an empty contact form.
    expect((await page('/consulta')).html).not.toContain(message)

    // The same browser afterwards: the published words, and still no unpublished page.
    await page('/', cookie)
    const home = await page('/', cookie)
    expect(home.html).toContain(publishedEyebrow)
    expect(home.html).not.toContain(draftEyebrow)
    expect(home.html).not.toContain('data-live-preview')
    expect((await page(`/${pagePath}`, cookie)).status).toBe(404)
  })

  it('a draft-mode cookie without a signed-in staff session shows no draft and no live preview', async () => {
    const preview = await fetch(`${BASE_URL}/api/preview?path=/`, {
      redirect: 'manual',
      headers: { Authorization: `JWT ${admin}` },
    })
    expect(preview.status).toBe(307)
    // Every cookie /api/preview gave: Next's draft mode and the site's preview cookie.
    const bypass = preview.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ')
    expect(bypass).toContain('site_preview=')

    // Copied to a browser with no session (or kept after signing out): the public site.
    const copied = await page('/', bypass)
    expect(copied.status).toBe(200)
    expect(copied.html).toContain(publishedEyebrow)
    expect(copied.html).not.toContain(draftEyebrow)
    expect(copied.html).not.toContain('data-live-preview')
    expect((await page(`/${pagePath}`, bypass)).status).toBe(404)

    // The staff member's own request (draft mode and the session): the drafts and the listener.
    const staff = await page('/', bypass, true)
    expect(staff.html).toContain(draftEyebrow)
    expect(staff.html).toContain('data-live-preview')
    const draftPage = await page(`/${pagePath}`, bypass, true)
    expect(draftPage.status).toBe(200)
    expect(draftPage.html).toContain(pageHeading)
  })

  it('the public reads of pages and text groups name no staff member', async () => {
    const email = seededStaff().admin.email
    const published = await cms('/pages?locale=es', {
      method: 'POST',
      body: {
        title: 'Publicada de prueba',
        path: `/publicada-${stamp}/`,
        _status: 'published',
        layout: [{ blockType: 'banner', heading: `Publicada ${stamp}`, text: 'Sí.', cta: 'Llámenos' }],
      },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(201)
    const id = Number((published.body?.doc as { id: number }).id)
    try {
      // Staff see who saved it.
      expect(String((await cms(`/pages/${id}?locale=es`)).body?.editedBy)).toContain(email)
      // Anyone else: the page, without the name and sign-in address.
      for (const path of [`/pages/${id}?locale=es`, '/pages?limit=100&locale=es']) {
        const anonymous = await fetch(`${BASE_URL}/cms-api${path}`)
        expect(anonymous.status, path).toBe(200)
        const body = await anonymous.text()
        expect(body, path).toContain(`Publicada ${stamp}`)
        expect(body, path).not.toContain(email)
        expect(body, path).not.toContain('editedBy')
      }
      // The text groups are staff-only as a whole.
      expect((await fetch(`${BASE_URL}/cms-api/globals/texts-home?locale=es`)).status).toBe(403)
    } finally {
      await cms(`/pages/${id}`, { method: 'DELETE' })
    }
  })
})
