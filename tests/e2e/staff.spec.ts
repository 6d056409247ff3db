import { expect, test, type Page } from '@playwright/test'
import { control, expectError, leadsNamed, STAFF, staffToken, submitButton, uniqueName, waitForHydration } from './support/forms'

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

async function logInThroughTheForm(page: Page, who: keyof typeof STAFF) {
  await page.locator('input[name="email"]').fill(STAFF[who].email)
  await page.locator('input[name="password"]').fill(STAFF[who].password)
  await page.locator('button[type="submit"]').click()
}

test('the agent enters a social-media lead; the leads list shows it, the CSV export is refused', async ({ page, request }) => {
  test.setTimeout(90_000)
  // The fill time is measured with the browser's clock, so the test moves that clock forward.
  await page.clock.install()
  await page.goto('/admin/social-media-lead')
  await expect(page).toHaveURL(/\/admin\/login/)
  await logInThroughTheForm(page, 'agent')
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
