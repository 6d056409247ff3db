import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { signIn, STAFF, uniqueName, VALID_PHONE } from './support/forms'
import { LAYOUT } from './support/layout'
import { adminLanguageCookie } from '../../src/lib/cookie-names'

/**
 * The intake desk (issue 11, items 2 and 7; src/features/leads/desk): the admin's home after login with
 * the new leads and their call/text/WhatsApp links, the first tap recording the first contact, the
 * same links on a lead's page, and the campaign dashboard for admins only. At 390 px (phone
 * project, LAYOUT) and 1280 px, in Spanish and English (the admin language is Payload's
 * `payload-lng` cookie), as an agent and as an admin.
 */
type Lang = 'es' | 'en'
const FIRM = 'Salazar Immigration Law'

const words = {
  es: {
    home: 'Bandeja de intake',
    newLeads: 'Leads nuevos',
    call: 'Llamar',
    text: 'SMS',
    greeting: 'Hola',
    firstContact: 'Primer contacto:',
    socialForm: 'Lead de redes sociales',
    dashboard: 'Campañas: de dónde vienen los clientes',
    adminsOnly: 'Este panel es solo para administradores.',
    perWeek: 'Leads por semana',
    csv: 'Descargar CSV',
    optOutCall: 'Lo pidió en una llamada',
    optedOut: 'Este número pidió no recibir mensajes de texto',
  },
  en: {
    home: 'Intake desk',
    newLeads: 'New leads',
    call: 'Call',
    text: 'Text',
    greeting: 'Hello',
    firstContact: 'First contact:',
    socialForm: 'Social-media lead',
    dashboard: 'Campaigns: where clients come from',
    adminsOnly: 'This dashboard is for admins only.',
    perWeek: 'Leads per week',
    csv: 'Download CSV',
    optOutCall: 'Said so on a call',
    optedOut: 'This number asked not to be texted',
  },
} as const

/** A lead posted the way a browser posts one (token cookie, same-origin), in the lead's language. */
async function postLead(
  request: APIRequestContext,
  baseURL: string,
  name: string,
  leadLang: Lang,
  phone: string = VALID_PHONE,
): Promise<void> {
  const { token } = (await (await request.get('/csrf-token')).json()) as { token: string }
  const response = await request.post('/api/prospecto/agregar', {
    multipart: {
      variant: `general-${leadLang}`,
      form_id: `enquiry-general-${leadLang}`,
      _token: token,
      submission_id: crypto.randomUUID(),
      started_at: String(Date.now() - 30_000),
      page_url: `${baseURL}${leadLang === 'en' ? '/en' : '/'}`,
      locale: leadLang,
      website: '',
      fecha_hora: new Date().toISOString(),
      nombre: name,
      email: 'familia@example.com',
      phone,
      mensaje: 'Prueba del escritorio de intake',
      checkbox: '1',
      seccion: leadLang === 'en' ? 'Formulario General Inglés' : 'Formulario General Español',
    },
    headers: { Origin: baseURL, 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json' },
  })
  expect(response.status(), 'lead posted').toBe(200)
}

async function logIn(page: Page, who: keyof typeof STAFF, lang: Lang, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: adminLanguageCookie(), value: lang, url: baseURL }])
  // The worker's session (the sign-in forms themselves are tested in staff.spec.ts and csp.spec.ts).
  await signIn(page, who)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }))
  expect(widths.scroll, 'no horizontal scrolling').toBeLessThanOrEqual(widths.view)
}

for (const lang of ['es', 'en'] as const) {
  const w = words[lang]

  test(`${LAYOUT} agent (${lang}): lands on the intake home, calls a new lead in one tap, which records the first contact`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    // The lead writes in the other language, so the greeting's language is the lead's, not the agent's.
    const leadLang: Lang = lang === 'es' ? 'en' : 'es'
    const name = uniqueName('Intake')
    await postLead(request, baseURL!, name, leadLang)
    await logIn(page, 'agent', lang, baseURL!)

    await expect(page.getByRole('heading', { level: 1, name: w.home })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(w.newLeads) })).toBeVisible()
    expect(Number(await page.getByTestId('new-count').textContent())).toBeGreaterThan(0)
    await expect(page.locator('.intake__actions').getByRole('link', { name: new RegExp(w.socialForm) })).toBeVisible()

    const card = page.locator('.intake-lead', { hasText: name })
    await expect(card).toBeVisible()
    await expect(card).toContainText('(915) 555-0142')
    const call = card.getByRole('link', { name: `${w.call} ${name}` })
    const sms = card.getByRole('link', { name: `${w.text} ${name}` })
    const whatsapp = card.getByRole('link', { name: `WhatsApp ${name}` })
    await expect(call).toHaveAttribute('href', `tel:+1${VALID_PHONE}`)
    await expect(sms).toHaveAttribute('href', `sms:+1${VALID_PHONE}`)
    const wa = new URL((await whatsapp.getAttribute('href'))!)
    expect(wa.origin + wa.pathname).toBe(`https://wa.me/1${VALID_PHONE}`)
    const greeting = wa.searchParams.get('text')!
    expect(greeting).toContain(FIRM)
    expect(greeting.startsWith(words[leadLang].greeting), `greeting in the lead's language: ${greeting}`).toBe(true)
    // Big enough to tap.
    const box = (await call.boundingBox())!
    expect(box.height).toBeGreaterThanOrEqual(44)

    await expectNoHorizontalScroll(page)
    await page.screenshot({ path: testInfo.outputPath(`intake-home-${lang}.png`), fullPage: true })

    // The first tap records who contacted the lead; the tel: link itself goes to the phone app.
    const recorded = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/cms-api\/intake\/leads\/\d+\/first-contact$/.test(r.url()),
    )
    await call.click()
    const answer = await recorded
    expect(answer.status()).toBe(200)
    const leadId = /\/leads\/(\d+)\//.exec(answer.url())![1]

    // The lead's page has the same links, and says who contacted the lead first.
    await page.goto(`/admin/collections/leads/${leadId}`)
    const onLeadPage = page.getByTestId('lead-contact')
    await expect(onLeadPage.getByRole('link', { name: `${w.call} ${name}` })).toHaveAttribute('href', `tel:+1${VALID_PHONE}`)
    await expect(onLeadPage.getByRole('link', { name: `WhatsApp ${name}` })).toHaveAttribute('href', wa.href)
    // Sec-Fetch-Site as the browser sends it: Payload takes the session cookie only with it or an
    // Origin of ours (csrf from SITE_URL, payload.config.ts).
    const stored = (await (
      await page.request.get(`/cms-api/leads/${leadId}?depth=0`, { headers: { 'sec-fetch-site': 'same-origin' } })
    ).json()) as {
      firstContact?: { at?: string | null }
    }
    expect(stored.firstContact?.at, 'first contact stored').toBeTruthy()
    await expect(onLeadPage.getByTestId('first-contact')).toContainText(w.firstContact)
    await expectNoHorizontalScroll(page)
    await page.screenshot({ path: testInfo.outputPath(`lead-page-${lang}.png`), fullPage: true })

    // Agents do not get the campaign dashboard.
    await page.goto('/admin/campaigns')
    await expect(page.locator('.intake [role="alert"]')).toHaveText(w.adminsOnly)
    await expect(page.locator('table')).toHaveCount(0)
  })

  test(`${LAYOUT} admin (${lang}): the campaign dashboard shows charts with their numbers and gives them as CSV`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    await postLead(request, baseURL!, uniqueName('Campaign'), 'es')
    await logIn(page, 'admin', lang, baseURL!)
    await page.goto('/admin/campaigns')
    await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible()
    const weeks = page.locator('[data-figure="weeks"]')
    await expect(weeks.getByRole('heading', { name: w.perWeek })).toBeVisible()
    await expect(weeks.locator('svg.recharts-surface')).toBeVisible()
    await expect(weeks.locator('tbody tr')).toHaveCount(12)
    const thisWeek = Number(await weeks.locator('tbody tr').last().locator('td').textContent())
    expect(thisWeek, 'the lead just posted counts this week').toBeGreaterThan(0)
    for (const figure of ['funnel', 'by-section', 'by-source', 'by-language']) {
      await expect(page.locator(`[data-figure="${figure}"] svg.recharts-surface`), figure).toBeVisible()
      await expect(page.locator(`[data-figure="${figure}"] table`), figure).toBeVisible()
    }
    await expectNoHorizontalScroll(page)
    await page.screenshot({ path: testInfo.outputPath(`campaigns-${lang}.png`), fullPage: true })

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: w.csv }).click()
    const file = await (await download).path()
    const { readFileSync } = await import('node:fs')
    const csv = readFileSync(file, 'utf8')
    expect(csv).toContain('figure,value,')
    expect(csv).toMatch(/\r\nweek,\d{4}-\d{2}-\d{2},\d+\r\n/)
    expect(csv).toMatch(/\r\ntotal,,\d+,\d+,\d+,\d+\r\n/)

    // The date range is in the URL.
    await page.goto('/admin/campaigns?from=2020-01-06&to=2020-01-19')
    await expect(page.locator('[data-figure="weeks"] tbody tr')).toHaveCount(2)
  })

  test(`${LAYOUT} agent (${lang}): records in one tap that a lead asked not to be texted; only the call is left`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000)
    // A number of this test's own: the register is shared by the whole run (VALID_PHONE keeps its texting links).
    const phone = `202${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`
    const name = uniqueName('NoTexto')
    await postLead(request, baseURL!, name, lang, phone)
    await logIn(page, 'agent', lang, baseURL!)
    const card = page.locator('.intake-lead', { hasText: name })
    await expect(card.getByRole('link', { name: `${w.text} ${name}` })).toBeVisible()
    await card.getByRole('link', { name, exact: true }).click()

    // The admin's client navigation shows the lead's page only once the server has rendered it:
    // beside the other CI stages that has taken over 10 s (one flaky run).
    const onLeadPage = page.getByTestId('lead-contact')
    await expect(onLeadPage.getByRole('link', { name: `${w.text} ${name}` })).toBeVisible({ timeout: 30_000 })
    await onLeadPage.getByRole('button', { name: w.optOutCall }).click()
    await expect(onLeadPage.getByTestId('texting-opted-out')).toContainText(w.optedOut)
    await expect(onLeadPage.getByRole('link', { name: `${w.text} ${name}` })).toHaveCount(0)
    await expect(onLeadPage.getByRole('link', { name: `WhatsApp ${name}` })).toHaveCount(0)
    await expect(onLeadPage.getByRole('link', { name: `${w.call} ${name}` })).toHaveAttribute('href', `tel:+1${phone}`)
    await expect(onLeadPage.getByRole('button', { name: w.optOutCall })).toHaveCount(0)
    await expectNoHorizontalScroll(page)
    await page.screenshot({ path: testInfo.outputPath(`lead-opted-out-${lang}.png`), fullPage: true })

    // The intake home reads the same register.
    await page.goto('/admin')
    const again = page.locator('.intake-lead', { hasText: name })
    await expect(again.getByTestId('texting-opted-out')).toContainText(w.optedOut)
    await expect(again.getByRole('link', { name: `${w.text} ${name}` })).toHaveCount(0)
    await expect(again.getByRole('link', { name: `${w.call} ${name}` })).toBeVisible()
  })
}
