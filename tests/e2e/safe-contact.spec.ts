import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  control,
  fillValid,
  formById,
  openForm,
  signIn,
  staffToken,
  submitToThankYou,
  THANK_YOU,
  uniqueName,
  VALID_PHONE,
  type Lang,
} from './support/forms'
import { LAYOUT } from './support/layout'
import { adminLanguageCookie } from '../../src/lib/cookie-names'

/**
 * Issue 50, items 3 and 4, in a real browser, in both languages, at 1280 px and (LAYOUT) 390 px:
 * the visitor's "How can we contact you safely?" group (open on the forms that ask about abuse, collapsed on the contact form,
 * a native <details> that opens without JavaScript, opened by choosing an abuse situation), what
 * the visitor chose stored with the lead, the confirmation box off by default; and the desk that
 * respects it: the limits first and in red on the card and the lead page, no SMS or WhatsApp link,
 * "No voicemail" beside Call, a confirmation before a call outside the safe hours.
 */
const VAWA = { es: '/visa-humanitaria/visa-vawa', en: '/en/humanitarian-visa/vawa-visa' } as const
const CONTACT = { es: '/contacto', en: '/en/contact' } as const
const HOME = { es: '/', en: '/en' } as const

const words = {
  es: {
    group: '¿Cómo podemos contactarle con seguridad?',
    confirmation: 'Envíenme un correo de confirmación',
    call: 'Llamar',
    text: 'SMS',
    safe: 'Contacto seguro',
    noVoicemail: 'Sin buzón de voz',
    noTexting: 'No enviar SMS ni WhatsApp',
    ask: 'Fuera del horario seguro. ¿Llamar de todos modos?',
    outside: 'fuera del horario seguro',
  },
  en: {
    group: 'How can we contact you safely?',
    confirmation: 'Send me a confirmation e-mail',
    call: 'Call',
    text: 'Text',
    safe: 'Safe contact',
    noVoicemail: 'No voicemail',
    noTexting: 'No texts or WhatsApp',
    ask: 'Outside the safe hours. Call anyway?',
    outside: 'outside the safe hours',
  },
} as const

type StoredSafe = { safeContact?: Record<string, unknown> | null; firstContact?: { inWindow?: string | null } | null }

async function storedLead(request: APIRequestContext, name: string): Promise<StoredSafe & { id: number }> {
  const token = await staffToken(request)
  const query = new URLSearchParams({ 'where[name][equals]': name, depth: '0', limit: '1' })
  const response = await request.get(`/cms-api/leads?${query}`, { headers: { Authorization: `JWT ${token}` } })
  expect(response.status()).toBe(200)
  const [lead] = ((await response.json()) as { docs: Array<StoredSafe & { id: number }> }).docs
  expect(lead, `lead ${name} stored`).toBeTruthy()
  return lead!
}

for (const lang of ['es', 'en'] as const) {
  const w = words[lang]

  test(`${LAYOUT} visitor (${lang}): the group is open on the VAWA page and what is chosen is stored; the confirmation box starts unticked`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const form = await openForm(page, VAWA[lang])
    const group = form.locator('details[data-safe-contact]')
    await expect(group).toHaveJSProperty('open', true)
    await expect(group.locator('summary')).toHaveText(w.group)
    await expect(control(form, 'confirmacion')).not.toBeChecked()
    await expect(form.getByLabel(w.confirmation)).toBeVisible()
    const name = await fillValid(form, { email: true, situation: true, terms: true })
    await control(form, 'situacion').selectOption('abuseVictim')
    await form.locator('input[name="seguro_llamar"][value="yes"]').check()
    await control(form, 'llamar_desde').selectOption('9')
    await control(form, 'llamar_hasta').selectOption('12')
    await form.locator('input[name="seguro_buzon"][value="no"]').check()
    await form.locator('input[name="seguro_texto"][value="no"]').check()
    // Nothing in the group overflows a phone's width.
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(0)
    const posted = await submitToThankYou(page, form, THANK_YOU[lang])
    expect(posted).toMatchObject({ seguro_texto: 'no', seguro_buzon: 'no', llamar_desde: '9', llamar_hasta: '12' })
    expect(posted.confirmacion).toBeUndefined()
    const lead = await storedLead(request, name)
    expect(lead.safeContact).toMatchObject({
      call: 'yes',
      callFrom: 9,
      callTo: 12,
      voicemail: 'no',
      texting: 'no',
      email: null,
      confirmation: false,
    })
  })

  test(`${LAYOUT} visitor (${lang}): collapsed on the contact form and opens with a tap; open on the home form, and opened again by an abuse situation`, async ({
    page,
  }) => {
    const contact = await openForm(page, CONTACT[lang])
    const group = contact.locator('details[data-safe-contact]')
    await expect(group).toHaveJSProperty('open', false)
    await expect(contact.locator('input[name="seguro_texto"]').first()).toBeHidden()
    await group.locator('summary').click()
    await expect(group).toHaveJSProperty('open', true)
    await expect(contact.locator('input[name="seguro_texto"]').first()).toBeVisible()

    const home = await openForm(page, HOME[lang])
    const homeGroup = home.locator('details[data-safe-contact]')
    // The home form asks about abuse and trafficking: the quick exit's page, its group open at once.
    await expect(homeGroup).toHaveJSProperty('open', true)
    await homeGroup.locator('summary').click()
    await expect(homeGroup).toHaveJSProperty('open', false)
    await control(home, 'situacion').selectOption('spouse')
    await expect(homeGroup).toHaveJSProperty('open', false)
    await control(home, 'situacion').selectOption('abuseVictim')
    await expect(homeGroup).toHaveJSProperty('open', true)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the group opens and is posted by a native form post', async ({ page, request }) => {
    test.setTimeout(60_000)
    await page.goto(CONTACT.es)
    const form = formById(page)
    const group = form.locator('details[data-safe-contact]')
    await group.locator('summary').click()
    await expect(form.locator('input[name="seguro_texto"]').first()).toBeVisible()
    const name = uniqueName('Nojs')
    await control(form, 'nombre').fill(name)
    await control(form, 'phone').fill(VALID_PHONE)
    await control(form, 'checkbox').check()
    await form.locator('input[name="seguro_texto"][value="no"]').check()
    await form.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/gracias\/?$/)
    expect((await storedLead(request, name)).safeContact).toMatchObject({ texting: 'no' })
  })
})

/** The hour in El Paso (LEADS_TIME_ZONE unset: America/Denver) now, to build a window that excludes it. */
function denverHour(): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', hourCycle: 'h23', hour: 'numeric' }).format(new Date()),
  )
}

/** A lead with every limit set, posted as a browser posts one; its window starts two hours from now. */
async function restrictedLead(request: APIRequestContext, baseURL: string, name: string): Promise<void> {
  const { token } = (await (await request.get('/csrf-token')).json()) as { token: string }
  const from = (denverHour() + 2) % 24
  const response = await request.post('/api/prospecto/agregar', {
    multipart: {
      variant: 'visa-es',
      form_id: 'enquiry-visa-es',
      _token: token,
      submission_id: crypto.randomUUID(),
      started_at: String(Date.now() - 30_000),
      page_url: `${baseURL}${VAWA.es}`,
      locale: 'es',
      website: '',
      fecha_hora: new Date().toISOString(),
      nombre: name,
      email: 'seguro@example.com',
      phone: VALID_PHONE,
      situacion: 'abuseVictim',
      checkbox: '1',
      seccion: 'Visas Español',
      seguro_llamar: 'yes',
      llamar_desde: String(from),
      llamar_hasta: String(from + 1),
      seguro_buzon: 'no',
      seguro_texto: 'no',
    },
    headers: { Origin: baseURL, 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json' },
  })
  expect(response.status(), 'lead posted').toBe(200)
}

async function openDesk(page: Page, lang: Lang, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: adminLanguageCookie(), value: lang, url: baseURL }])
  await signIn(page, 'agent')
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 })
}

for (const lang of ['es', 'en'] as const) {
  const w = words[lang]

  test(`${LAYOUT} desk (${lang}): the limits come first, in red; no texting links; no voicemail beside Call; a call outside the window asks first`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const name = uniqueName('Seguro')
    await restrictedLead(request, baseURL!, name)
    await openDesk(page, lang, baseURL!)

    const card = page.locator('.intake-lead', { hasText: name })
    await expect(card).toBeVisible()
    const notice = card.getByTestId('safe-contact')
    await expect(notice).toContainText(w.safe)
    await expect(notice).toContainText(w.noVoicemail)
    await expect(notice).toContainText(w.noTexting)
    // First on the card, and red.
    expect(await card.evaluate((li) => li.firstElementChild?.getAttribute('data-testid'))).toBe('safe-contact')
    const color = await notice.evaluate((el) => getComputedStyle(el).color)
    const [r, g, b] = color.match(/\d+/g)!.map(Number)
    expect(r! > 100 && g! < 60 && b! < 60, `red text: ${color}`).toBe(true)
    await expect(card.getByRole('link', { name: `${w.text} ${name}` })).toHaveCount(0)
    await expect(card.getByRole('link', { name: `WhatsApp ${name}` })).toHaveCount(0)
    await expect(card.getByTestId('no-voicemail')).toHaveText(w.noVoicemail)

    // Outside the window: the call asks first. Dismissed: nothing dialled, nothing recorded.
    const recordPosts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/first-contact$/.test(r.url())) recordPosts.push(r.url())
    })
    const call = card.getByRole('link', { name: `${w.call} ${name}` })
    const dismissed = page.waitForEvent('dialog')
    void call.click()
    const first = await dismissed
    expect(first.type()).toBe('confirm')
    expect(first.message()).toBe(w.ask)
    await first.dismiss()
    await page.waitForTimeout(500)
    expect(recordPosts).toEqual([])
    // Accepted: the call goes ahead and the first contact records it was outside the window.
    page.once('dialog', (dialog) => void dialog.accept())
    const recorded = page.waitForResponse((r) => r.request().method() === 'POST' && /\/first-contact$/.test(r.url()))
    await call.click()
    const answer = await recorded
    expect(answer.status()).toBe(200)
    const leadId = /\/leads\/(\d+)\//.exec(answer.url())![1]

    // The lead's page: the same limits first, and the first contact marked outside the safe hours.
    await page.goto(`/admin/collections/leads/${leadId}`)
    const field = page.getByTestId('lead-contact')
    await expect(field.getByTestId('safe-contact')).toContainText(w.noTexting)
    expect(await field.evaluate((el) => el.firstElementChild?.getAttribute('data-testid'))).toBe('safe-contact')
    await expect(field.getByRole('link', { name: `${w.text} ${name}` })).toHaveCount(0)
    await expect(field.getByTestId('no-voicemail')).toHaveText(w.noVoicemail)
    await expect(field.getByTestId('first-contact')).toContainText(w.outside)
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(0)
  })
}
