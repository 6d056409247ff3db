import { expect, test } from '@playwright/test'
import { totpCode } from '../../src/features/staff-auth/second-factor/totp'
import {
  control,
  expectError,
  leadsNamed,
  signInThroughTheForm,
  staffToken,
  submitButton,
  uniqueName,
  waitForHydration,
} from './support/forms'
import { adminLanguageCookie } from '../../src/lib/cookie-names'

/**
 * The staff side of leads (spec §3-§5, §8; docs/ARCHITECTURE.md, departures from the old site: the social-media form and the lead inbox
 * require a staff login): the social-media lead form in the admin, the leads list and the CSV
 * export. Social-media posts are not counted by the public rate limit.
 */

const SOCIAL_FORM = 'social-media-lead'
const SUCCESS = '¡Envío correcto! Gracias por enviar tu información.'

const socialFields = {
  variant: 'social-media-es',
  nombre: 'Anonimo Prueba',
  phone: '9155550142',
  agente: 'Cuenta general',
  link: 'https://facebook.example/messages/1',
  seccion: 'Redes Sociales',
  _token: '',
}

test.describe('anonymous visitors', () => {
  test('POST /api/prospecto/socialmedia is refused', async ({ request, baseURL }) => {
    const json = await request.post('/api/prospecto/socialmedia', {
      multipart: socialFields,
      headers: { Accept: 'application/json', Origin: baseURL! },
    })
    expect([401, 403]).toContain(json.status())
    expect(((await json.json()) as { status: string }).status).toBe('error')

    // The native (no-JS) post is not a success either: back to the page with the §8 message.
    // A browser's form navigation says so in its Fetch Metadata.
    const native = await request.post('/api/prospecto/socialmedia', {
      multipart: socialFields,
      headers: { Origin: baseURL!, 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', Accept: 'text/html' },
      maxRedirects: 0,
    })
    expect(native.status()).toBe(303)
    expect(native.headers()['location']).toContain('enquiry_error=errors.notSuccess')
    expect(native.headers()['location']).not.toContain('enquiry_sent')
  })

  test('/admin/social-media-lead sends them to the login', async ({ page }) => {
    await page.goto('/admin/social-media-lead')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fsocial-media-lead$/)
    await expect(page.locator('input[name="email"]')).toBeVisible()
    await expect(page.locator(`form#${SOCIAL_FORM}`)).toHaveCount(0)
  })

  test('the CSV export is refused', async ({ request }) => {
    const response = await request.get('/api/staff/leads.csv')
    expect([401, 403]).toContain(response.status())
    expect(response.headers()['content-type']).not.toContain('text/csv')
    expect(await response.text()).not.toContain('conversation_link')
  })
})

test('the agent enters a social-media lead; the leads list shows it, the CSV export is refused', async ({ page, request }) => {
  test.setTimeout(90_000)
  // The fill time is measured with the browser's clock, so the test moves that clock forward.
  await page.clock.install()
  await page.goto('/admin/social-media-lead')
  await expect(page).toHaveURL(/\/admin\/login/)
  await signInThroughTheForm(page, 'agent')
  await expect(page).toHaveURL(/\/admin\/social-media-lead$/, { timeout: 20_000 })
  await waitForHydration(page, SOCIAL_FORM)
  const form = page.locator(`form#${SOCIAL_FORM}`)

  // Check order: name, phone (only non-empty), agent, conversation link (spec §5).
  await submitButton(form).click()
  await expectError(form, 'Por favor ingrese su nombre.', 'nombre')
  const name = uniqueName('Social')
  await control(form, 'nombre').fill(name)
  await submitButton(form).click()
  await expectError(form, 'Por favor ingrese un número de teléfono válido.', 'phone')
  // Staff copy numbers in any format; the box keeps the digits, any count of them.
  await control(form, 'phone').fill('+52 (656) 123')
  await expect(control(form, 'phone')).toHaveValue('52656123')
  await submitButton(form).click()
  await expectError(form, 'Por favor seleccione un agente.', 'agente')
  const agentSelect = control(form, 'agente')
  const agent = (await agentSelect.locator('option:not([disabled])').first().getAttribute('value'))!
  expect(agent, 'agents from the site settings').toBeTruthy()
  await agentSelect.selectOption(agent)
  await submitButton(form).click()
  await expectError(form, 'Por favor pegue el enlace de la conversación.', 'link')

  const link = `https://facebook.example/messages/${name.split(' ')[1]}`
  await control(form, 'link').fill(link)
  await control(form, 'source').selectOption('facebook')
  await control(form, 'status').fill('interesado')
  await control(form, 'tipo').fill('consulta')
  await control(form, 'mensaje').fill('Pregunta por su caso')
  await form.locator('input[name="hora"]').check()
  // Past the minimum fill time, so the lead is not set aside as spam (the CSV leaves spam out).
  await page.clock.fastForward(2_100)

  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/prospecto/socialmedia'))
  await submitButton(form).click()
  expect((await posted).status()).toBe(200)
  await expect(form.getByRole('status')).toHaveText(SUCCESS)
  await expect(form.getByRole('alert')).toHaveText('')
  // Reset for the next lead, keeping the agent.
  await expect(agentSelect).toHaveValue(agent)
  for (const field of ['nombre', 'phone', 'link', 'status', 'tipo', 'mensaje'])
    await expect(control(form, field), field).toHaveValue('')
  await expect(control(form, 'source')).toHaveValue('')
  await expect(form.locator('input[name="hora"]')).not.toBeChecked()
  await expect(page).toHaveURL(/\/admin\/social-media-lead$/)

  // Stored once, as a social-media lead entered by this agent.
  const token = await staffToken(request)
  const stored = await leadsNamed(request, token, name)
  expect(stored).toHaveLength(1)
  expect(stored[0]!.channel).toBe('social-media')
  expect(stored[0]!.section).toBe('Redes Sociales')
  expect(stored[0]!.socialMedia?.agent).toBe(agent)
  expect(stored[0]!.socialMedia?.link).toBe(link)

  // The leads list in the admin.
  await page.goto(`/admin/collections/leads?search=${encodeURIComponent(name)}`)
  await expect(
    page
      .getByRole('link', { name, exact: true })
      .or(page.getByText(name, { exact: true }))
      .first(),
  ).toBeVisible({ timeout: 20_000 })

  // The CSV export is for admins and intake leads (tests/int/lead-data-protection.test.ts): an
  // agent's session is refused, and the list shows the agent no export form.
  // Sec-Fetch-Site as the browser would send it: without it (or an Origin) Payload does not take
  // the session cookie at all (csrf from SITE_URL, payload.config.ts).
  const csv = await page.request.get('/api/staff/leads.csv', { headers: { 'sec-fetch-site': 'same-origin' } })
  expect(csv.status()).toBe(403)
  expect(await csv.text()).not.toContain(name)
  await expect(page.getByText('Exportar prospectos (CSV)')).toHaveCount(0)
})

/**
 * What a browser's own fetch from an admin page sends: with SITE_URL set, Payload takes the session
 * cookie only from our origin (csrf), and Playwright's request context sends no Sec-Fetch-Site.
 */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

test('a new staff member enrols two-step verification at first sign-in, in their language, with a QR code', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // The admin creates the account (a strong password: the rules refuse weak ones).
  const email = `nuevo-${Date.now()}@salazarimmigration.example`
  const password = 'tejón brújula 73 acequia'
  const admin = await staffToken(request, 'admin')
  const created = await request.post('/cms-api/users', {
    data: { email, password, name: 'Nueva Agente', roles: ['agent'] },
    headers: { Authorization: `JWT ${admin}` },
  })
  expect(created.status()).toBe(201)

  // First sign-in, in Spanish: password, then the enrolment page with the QR code and the secret as text.
  await page.goto('/admin/collections/leads')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/unauthorized\?redirect=%2Fadmin%2Fcollections%2Fleads/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: 'Active la verificación en dos pasos' })).toBeVisible()
  await expect(page.locator('img.sign-in-steps__qr')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  // Nothing staff-only opens before the code.
  expect((await page.request.get('/cms-api/leads', { headers: SAME_ORIGIN })).status()).toBe(403)

  // A wrong code: the message, in Spanish; then the code the app would show.
  await page.locator('input[name="code"]').fill('000000')
  await page.getByRole('button', { name: 'Verificar' }).click()
  // Next's own route announcer is also role=alert once the admin has navigated: ours is the one with the words.
  await expect(page.getByRole('alert').filter({ hasText: /El código no es correcto/ })).toBeVisible()
  await page.locator('input[name="code"]').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page.getByRole('heading', { name: 'Guarde sus códigos de recuperación' })).toBeVisible()
  const codes = await page.getByTestId('recovery-codes').locator('code').allTextContents()
  expect(codes).toHaveLength(10)
  await page.getByRole('link', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/leads/, { timeout: 20_000 })
  expect((await page.request.get('/cms-api/leads?limit=1', { headers: SAME_ORIGIN })).status()).toBe(200)

  // Next sign-in, in English (the person's admin language), with a recovery code instead of the phone.
  await page.context().clearCookies()
  await page.context().addCookies([{ name: adminLanguageCookie(), value: 'en', url: baseURL! }])
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible({ timeout: 20_000 })
  await page.locator('input[name="code"]').fill(codes[0]!)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).not.toHaveURL(/\/admin\/unauthorized/, { timeout: 20_000 })
  expect((await page.request.get('/cms-api/leads?limit=1', { headers: SAME_ORIGIN })).status()).toBe(200)
})
