import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { isRouteAvailable, localizedPath, staticPathnames } from '@/i18n/routes'
import { BASE_URL, getJson, getPage } from '../fixtures/base-url'
import { postContactLead } from '../fixtures/lead-post'
import { totpCode } from '@/features/staff-auth/second-factor/totp'
import { staffSessionCookie } from '@/lib/cookie-names'

/**
 * The built site as a host first starts it in production (scripts/test.mjs, stage `empty`): an
 * empty database (migrated, never seeded), no SMTP, no intake address, no staff account. Every
 * public page still renders, in each of its languages, with no demo content and no 500; the first
 * account needs the setup token the server logged; each missing production setting has its log
 * line; the intake desk tells staff that lead e-mails cannot go out.
 */
type LogLine = { level: number; event?: string; setting?: string; msg: string }

function logLines(): LogLine[] {
  return readFileSync(process.env.EMPTY_SERVER_LOG!, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine]
      } catch {
        return []
      }
    })
}

/** The start-up checks run once Payload is up; the health check may answer a moment before. */
async function waitForLog(event: string): Promise<LogLine[]> {
  for (let i = 0; i < 50; i++) {
    const found = logLines().filter((line) => line.event === event)
    if (found.length > 0) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return []
}

const lang = (html: string) => /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1]

describe('every public page on an empty database', () => {
  const routes = staticPathnames.flatMap((route) => locales.map((locale) => [route, locale] as const))

  it.each(routes)('%s in %s', async (route, locale) => {
    const path = localizedPath(route, locale)
    const page = await getPage(path)
    if (!isRouteAvailable(route, locale)) {
      expect(page.status, path).toBe(404)
      return
    }
    expect(page.status, path).toBe(200)
    expect(lang(page.html), path).toBe(locale)
    // Nothing of the demo firm.
    expect(page.html, path).not.toMatch(/salazarimmigration\.example|Rifa pro bono/)
  })

  it('answers 404, not 500, for articles, categories, attorneys and show pages that do not exist', async () => {
    for (const path of [
      '/blog/no-existe',
      '/en/blog/no-such-post',
      '/blog/categoria/no-existe',
      '/en/blog/category/no-such-category',
      '/abogados/no-existe',
      '/en/attorneys/no-such-attorney',
      '/alguien-en-vivo',
      '/en/as-seen-live-with-someone',
    ]) {
      expect((await getPage(path)).status, path).toBe(404)
    }
  })

  it('pages through empty lists and answers the public JSON endpoints without a 5xx', async () => {
    for (const path of [
      '/en-vivo?pagina=2',
      '/en/lives?page=2',
      '/testimonios?pagina-viajes=2&pagina-sorteos=2',
      '/blog?page=2',
      '/sitemap.xml',
      '/robots.txt',
      '/api/categoria',
      '/en/api/category',
      '/api/blogs/home',
      '/api/lives/get/es',
      '/api/testimonios',
      '/api/clientestestimonios/abogado',
      '/api/buscar?q=visa',
    ]) {
      const { status } = await getJson(path)
      expect(status, path).toBeLessThan(500)
    }
    const sitemap = await getPage('/sitemap.xml')
    expect(sitemap.status).toBe(200)
  })
})

describe('a host’s first start', () => {
  it('logs one line for each missing production setting', async () => {
    await waitForLog('config.missing')
    const settings = logLines()
      .filter((line) => line.event === 'config.missing')
      .map((line) => line.setting)
    expect(settings.sort()).toEqual(['INTAKE_EMAIL', 'MAIL_FROM', 'SMTP_HOST'])
  })

  let cookie = ''

  it('opens the first registration only with the logged setup token, once', async () => {
    const [line] = await waitForLog('setup.first-admin')
    const link = /(https?:\/\/\S+\/admin\/create-first-user\?token=[A-Za-z0-9_%-]+)/.exec(line?.msg ?? '')?.[1]
    expect(link, line?.msg).toBeTruthy()
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!)
    expect(token.length).toBeGreaterThanOrEqual(40)

    // The admin sends a visitor to the first-user page; the page takes the token from its link.
    const page = await getPage(`/admin/create-first-user?token=${encodeURIComponent(token)}`)
    expect(page.status).toBe(200)
    expect(page.html).toContain(token)

    const register = (body: Record<string, unknown>) =>
      fetch(`${BASE_URL}/cms-api/users/first-register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE_URL },
        body: JSON.stringify({ email: 'owner@firm.example', password: 'owner-password-0123456789', name: 'Owner', ...body }),
      })
    expect((await register({})).status).toBe(400)
    expect((await register({ setupToken: 'a-guess' })).status).toBe(400)
    const created = await register({ setupToken: token })
    expect(created.status).toBe(200)
    cookie = (created.headers.get('set-cookie') ?? '').split(';')[0]!
    expect(cookie).toMatch(new RegExp(`^${staffSessionCookie()}=`))
    expect((await register({ setupToken: token, email: 'second@firm.example' })).status).toBe(403)

    // The new admin sets up the second factor before anything staff-only opens (issue 22): the
    // enrolment gives the secret an authenticator app would scan, and a code from it completes it.
    const headers = { cookie, origin: BASE_URL, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }
    const status = (await (await fetch(`${BASE_URL}/cms-api/users/second-factor`, { headers })).json()) as {
      enrolment?: { secret: string }
    }
    expect(status.enrolment?.secret).toBeTruthy()
    const enrolled = await fetch(`${BASE_URL}/cms-api/users/second-factor`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ code: totpCode(status.enrolment!.secret) }),
    })
    expect(enrolled.status).toBe(200)
  })

  it('shows staff a red notice on the intake desk: no mail server, and how many leads wait', async () => {
    expect(cookie).toBeTruthy()
    const desk = async () => {
      const response = await fetch(`${BASE_URL}/admin`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
      expect(response.status).toBe(200)
      return response.text()
    }
    const before = await desk()
    expect(before).toContain('data-testid="delivery-alert"')
    expect(before).toContain('data-problem="no-smtp"')
    expect(before).toContain('Ningún lead espera todavía')

    const lead = await postContactLead({ tokenFrom: BASE_URL, name: 'Familia Sin Correo' })
    expect(lead.status).toBe(200)
    const after = await desk()
    expect(after).toContain('1 lead espera su aviso')

    // Anyone may ask /api/health: up, and not how long a lead has waited (issue 47).
    const health = await getJson<Record<string, unknown>>('/api/health')
    expect(health.status).toBe(200)
    expect(health.body).toEqual({ status: 'ok' })
  })
})
