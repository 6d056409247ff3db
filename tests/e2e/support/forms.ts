/**
 * Helpers of the enquiry-form browser specs (forms, forms-nojs, staff). Texts are the spec's
 * (§5 validation messages, §8 error catalogue), written out here rather than imported from the
 * message files, so a changed message fails the specs instead of changing them.
 */
import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test'
import { unusedTotpCode } from '../../fixtures/second-factor'
import { sharedStaffToken } from '../../fixtures/staff-session'
import { staffSessionCookie } from '../../../src/lib/cookie-names'

export type Lang = 'es' | 'en'

/** The form id EnquirySection gives a page's own form, and the footer's (`${anchorId}-form`). */
export const PAGE_FORM = 'enquiry-form-form'
export const FOOTER_FORM = 'footer-form-form'

export const LEAD_ENDPOINT = '/api/prospecto/agregar'

export const MSG = {
  es: {
    name: 'Por favor ingrese su nombre.',
    email: 'Por favor ingrese un correo electrónico válido.',
    emailShort: 'Por favor ingrese un correo electrónico válido.',
    phone: 'Por favor ingrese un número de teléfono válido.',
    terms: 'Por favor acepte los términos y condiciones.',
    situation: 'Por favor seleccione una situación.',
    married: 'Por favor ingrese si está casado.',
    stay: 'Por favor ingrese estancia.',
    referrals: 'Por favor ingrese al menos un referido.',
    notSuccess: 'Error al enviar el formulario. Por favor intente de nuevo.',
    network: 'Ha ocurrido un error mientras se enviaba el formulario. Por favor intente de nuevo.',
  },
  en: {
    name: 'Please enter your name.',
    email: 'Please enter a valid email address.',
    emailShort: 'Please enter a valid email.',
    phone: 'Please enter a valid phone number.',
    terms: 'Please accept the terms and conditions.',
    situation: 'Please select a situation.',
    married: 'Please enter if you are married.',
    stay: 'Please enter stay.',
    referrals: 'Please add at least one referral.',
    notSuccess: 'Error submitting the form. Please try again.',
    network: 'An error occurred while submitting the form. Please try again.',
  },
} as const

export const THANK_YOU = {
  es: { path: '/gracias', heading: /¡Gracias!/ },
  en: { path: '/en/thank-you', heading: /Thank you!/ },
  referral: { path: '/gracias-referidos', heading: /¡Gracias por recomendarnos!/ },
} as const

/** The words of the consent more/less toggle (spec §4), by the variant's toggle and language. */
export const TOGGLE = {
  show: { more: 'Show more', less: 'Show less' },
  see: { more: 'See more', less: 'See less' },
  ver: { more: 'Ver más', less: 'Ver menos' },
} as const
export type Toggle = keyof typeof TOGGLE

export const SENDING: Record<Lang, string> = { es: 'Enviando su información…', en: 'Sending your information…' }

export const VALID_PHONE = '9155550142'

/**
 * A name no other test or run will use. Letters only: the forms strip names to letters, digits and
 * spaces, and the admin queries look the name up exactly.
 */
export function uniqueName(prefix = 'Prueba'): string {
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000)
  let letters = ''
  while (n > 0) {
    letters = String.fromCharCode(97 + (n % 26)) + letters
    n = Math.floor(n / 26)
  }
  return `${prefix} ${letters}`
}

export function emailFor(name: string): string {
  return `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`
}

export function formById(page: Page, id: string = PAGE_FORM): Locator {
  return page.locator(`form#${id}`)
}

/** A visible control of a form by its posted name (radios: the first of the group). */
export function control(form: Locator, name: string): Locator {
  return form.locator(`[name="${name}"]:not([type="hidden"])`).first()
}

export function submitButton(form: Locator): Locator {
  return form.locator('button[type="submit"]')
}

export function errorRegion(form: Locator): Locator {
  return form.getByRole('alert')
}

export function overlay(page: Page, lang: Lang): Locator {
  return page.getByRole('status').filter({ hasText: SENDING[lang] })
}

/**
 * Waits until React owns the form (a page form's code loads when the visitor starts on it): the
 * hidden no-JavaScript messages (the wire contract in docs/ARCHITECTURE.md) are only in the
 * server's HTML and go away on hydration. Typing before that is kept (forms-typing.spec.ts), but a
 * submit then is a native post.
 */
export async function waitForHydration(page: Page, formId: string = PAGE_FORM, timeout = 15_000): Promise<void> {
  await expect(page.locator(`form#${formId}`)).toHaveCount(1)
  await expect(page.locator(`[id="${formId}-errors-network"]`)).toHaveCount(0, { timeout })
}

/**
 * Touches the form (a `pointerdown`, no focus, no key) until its code has come and React owns it.
 * Touched again and again: the page's own code hears the touch only once it has started, which on a
 * loaded machine or a slow phone can come later than the page looks ready (a real tap also focuses
 * a box, which the page's code looks for when it starts).
 */
export async function touchUntilHydrated(page: Page, formId: string, timeout: number): Promise<void> {
  const form = page.locator(`form#${formId}`)
  await expect(async () => {
    await form.dispatchEvent('pointerdown')
    await waitForHydration(page, formId, 1_000)
  }).toPass({ timeout })
}

/** Opens a page and returns its form, ready to type into. */
export async function openForm(page: Page, path: string, formId: string = PAGE_FORM): Promise<Locator> {
  const crashes: string[] = []
  const onError = (error: Error) => crashes.push(error.message)
  page.on('pageerror', onError)
  // The form works once hydrated; images and fonts need not have finished.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
  expect(response?.status(), `GET ${path}`).toBe(200)
  const form = formById(page, formId)
  try {
    await form.scrollIntoViewIfNeeded({ timeout: 10_000 })
    // A page form's code loads when the visitor starts on it (DeferredForm): a touch does. Sent
    // until the page's own code listens for it.
    await expect(async () => {
      await form.dispatchEvent('pointerdown')
      await waitForHydration(page, formId, 1_000)
    }).toPass({ timeout: 20_000 })
    await form.scrollIntoViewIfNeeded({ timeout: 10_000 })
  } catch (error) {
    // A page whose script crashes on load replaces itself with Next's error screen; say so.
    throw new Error(
      `${path}: form #${formId} not ready; uncaught page errors: ${crashes.join(' | ') || 'none'}\n${String(error)}`,
    )
  } finally {
    page.off('pageerror', onError)
  }
  return form
}

/** The single error is shown and announced, and focus went to the failing control (spec §4, §5). */
export async function expectError(form: Locator, message: string, field?: string): Promise<void> {
  await expect(errorRegion(form)).toHaveText(message)
  if (!field) return
  const target = control(form, field)
  await expect(target).toBeFocused()
  if (field === 'casado' || field === 'estancia') {
    await expect(form.locator(`fieldset:has([name="${field}"])`)).toHaveAttribute('aria-invalid', 'true')
  } else {
    await expect(target).toHaveAttribute('aria-invalid', 'true')
  }
}

export type CheckName = 'name' | 'email' | 'emailShort' | 'phone' | 'terms' | 'situation' | 'married' | 'stay'

const checkField: Record<CheckName, string> = {
  name: 'nombre',
  email: 'email',
  emailShort: 'email',
  phone: 'phone',
  terms: 'checkbox',
  situation: 'situacion',
  married: 'casado',
  stay: 'estancia',
}

/** Makes one check pass. The parole "married" fix answers no, so the situation choice appears. */
async function fix(form: Locator, check: CheckName, name: string): Promise<void> {
  switch (check) {
    case 'name':
      return control(form, 'nombre').fill(name)
    case 'email':
    case 'emailShort':
      return control(form, 'email').fill(emailFor(name))
    case 'phone':
      return control(form, 'phone').fill(VALID_PHONE)
    case 'terms':
      return control(form, 'checkbox').check()
    case 'situation':
      await control(form, 'situacion').selectOption('spouse')
      return
    case 'married':
      return form.locator('input[name="casado"][value="no"]').check()
    case 'stay':
      return form.locator('input[name="estancia"][value="si"]').check()
  }
}

/**
 * Spec §5 "only the first failing message is shown", walked through: submits, expects the next
 * check's message (announced, focus on its control), makes that check pass, and again. The form
 * starts with an invalid e-mail and a too-short phone, so those checks fail in their turn too.
 * Returns the name it typed.
 */
export async function walkChecks(
  page: Page,
  form: Locator,
  lang: Lang,
  checks: readonly CheckName[],
  options: { email?: string; phone?: string } = {},
): Promise<string> {
  const name = uniqueName(lang === 'es' ? 'Prueba' : 'Test')
  if (options.email !== '' && (await control(form, 'email').count())) {
    await control(form, 'email').fill(options.email ?? 'correo@invalido')
  }
  if (await control(form, 'phone').count()) await control(form, 'phone').fill(options.phone ?? '12345')
  for (const check of checks) {
    await submitButton(form).click()
    await expectError(form, MSG[lang][check], checkField[check])
    // Validation failures take the overlay down and leave the form usable (spec §4 step 3).
    await expect(overlay(page, lang)).toBeHidden()
    await expect(submitButton(form)).toBeEnabled()
    await fix(form, check, name)
  }
  return name
}

/** Fills every field a variant needs with valid values; returns the name. */
export async function fillValid(
  form: Locator,
  fields: { email?: boolean; situation?: boolean; terms?: boolean; message?: boolean; parole?: boolean },
  name = uniqueName(),
): Promise<string> {
  await control(form, 'nombre').fill(name)
  if (fields.email) await control(form, 'email').fill(emailFor(name))
  await control(form, 'phone').fill(VALID_PHONE)
  if (fields.parole) {
    await form.locator('input[name="casado"][value="yes"]').check()
    await form.locator('input[name="estancia"][value="si"]').check()
  }
  if (fields.situation) await control(form, 'situacion').selectOption('spouse')
  if (fields.message) await control(form, 'mensaje').fill('Prueba automatica')
  if (fields.terms) await control(form, 'checkbox').check()
  return name
}

/** The multipart fields of a captured post (last value wins; enough for these forms). */
export function multipartFields(request: Request): Record<string, string> {
  const type = request.headers()['content-type'] ?? ''
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type)
  const body = request.postDataBuffer()?.toString('utf8') ?? ''
  if (!boundary) throw new Error(`not multipart: ${type}`)
  const fields: Record<string, string> = {}
  for (const part of body.split(`--${boundary[1] ?? boundary[2]}`)) {
    const match = /name="([^"]+)"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*)\r\n$/.exec(part)
    if (match) fields[match[1]!] = match[2]!
  }
  return fields
}

export function isLeadPost(request: Request, endpoint = LEAD_ENDPOINT): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === endpoint
}

/**
 * Submits and follows the post: it must be answered 200 and the browser must land on the
 * thank-you page. Returns the fields that were posted.
 */
export async function submitToThankYou(
  page: Page,
  form: Locator,
  thankYou: { path: string; heading: RegExp },
): Promise<Record<string, string>> {
  const responsePromise = page.waitForResponse((r) => isLeadPost(r.request()))
  await submitButton(form).click()
  const response = await responsePromise
  expect(response.status(), 'lead post answer').toBe(200)
  await expect(page).toHaveURL(new RegExp(`${thankYou.path.replace(/\//g, '\\/')}/?$`))
  await expect(page.locator('h1').first()).toHaveText(thankYou.heading)
  return multipartFields(response.request())
}

/**
 * The consent box starts unchecked, its text shortened to the variant's excerpt length with an
 * ellipsis, and the more/less toggle expands and collapses it (spec §4, §9). The toggle is a native
 * disclosure (`<details>`), so it works before the form's code arrives and without JavaScript.
 */
export async function checkConsentToggle(form: Locator, toggle: Toggle, excerptLength: number): Promise<void> {
  const box = control(form, 'checkbox')
  await expect(box).not.toBeChecked()
  const boxId = await box.getAttribute('id')
  const label = form.locator(`label[for="${boxId}"]`)
  const short = label.locator('span[aria-hidden="true"]')
  await expect(short).toHaveText(/…$/)
  const shortText = (await short.textContent()) ?? ''
  const length = Array.from(shortText).length
  expect(length, `excerpt "${shortText}"`).toBeLessThanOrEqual(excerptLength + 1)
  // Cut after a whole word (the rest of the word would not fit), so up to a word shorter.
  expect(length, `excerpt "${shortText}"`).toBeGreaterThan(excerptLength - 20)

  const words = TOGGLE[toggle]
  const disclosure = form.locator('details[data-consent-toggle]')
  const summary = disclosure.locator('summary')
  await expect(summary).toHaveText(words.more, { useInnerText: true })
  await expect(disclosure).toHaveJSProperty('open', false)
  await summary.click()
  await expect(disclosure).toHaveJSProperty('open', true)
  await expect(summary).toHaveText(words.less, { useInnerText: true })
  await expect(short).toBeHidden()
  await expect(label).not.toContainText('…', { useInnerText: true })
  await expect(label.getByRole('link')).toBeVisible()
  const fullText = await label.innerText()
  expect(Array.from(fullText).length).toBeGreaterThan(excerptLength + 50)
  const kept = shortText.slice(0, -1)
  expect(fullText.startsWith(kept), `"${shortText}" starts the consent text`).toBe(true)
  expect(fullText[kept.length], `"${shortText}" ends on a whole word`).toMatch(/[\s,;:]/)
  await summary.click()
  await expect(disclosure).toHaveJSProperty('open', false)
  await expect(summary).toHaveText(words.more, { useInnerText: true })
  await expect(short).toBeVisible()
  await expect(short).toHaveText(shortText)
  // Reading the text is not agreeing to it.
  await expect(box).not.toBeChecked()
}

/** A way to hold a routed request until the test has looked at the page. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void
  const wait = new Promise<void>((resolve) => {
    open = resolve
  })
  return { wait, open }
}

// ---- Staff side (CMS REST API) -------------------------------------------------------------

/** The seeded accounts of the test server, with the second-factor secrets scripts/test.mjs seeds them with. */
export const STAFF = {
  admin: {
    email: 'admin@salazarimmigration.example',
    password: 'test-admin-password-1234',
    totpSecret: process.env.SEED_ADMIN_TOTP_SECRET ?? 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
  },
  agent: {
    email: 'agente@salazarimmigration.example',
    password: 'test-agent-password-1234',
    totpSecret: process.env.SEED_AGENT_TOTP_SECRET ?? 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
  },
} as const

function isPage(target: APIRequestContext | Page): target is Page {
  return 'context' in target && typeof target.context === 'function'
}

/**
 * A session of the account that gave its second factor: the run's shared one while it is valid
 * (the api stage's, or another worker's), or a new one (tests/fixtures/staff-session.ts). Each
 * sign-in spends a TOTP step, which the server accepts once per account: signing in for every test
 * would make tests wait for new steps. Specs that test the sign-in itself use the forms
 * (signInThroughTheForm). Given a page, its browser carries the session too. Returns the token.
 */
export async function signIn(target: APIRequestContext | Page, who: keyof typeof STAFF = 'admin'): Promise<string> {
  const origin = new URL(test.info().project.use.baseURL ?? (isPage(target) ? target.url() : '')).origin
  // A new code may mean waiting for the next 30-second step.
  test.setTimeout(test.info().timeout + 35_000)
  const token = await sharedStaffToken(origin, STAFF[who])
  if (isPage(target)) await target.context().addCookies([{ name: staffSessionCookie(), value: token, url: origin }])
  return token
}

/**
 * Signs in through the admin's own forms, as a person does: e-mail and password, then the
 * two-step verification page with a code computed from the secret. Ends on the page the admin
 * sends the person to (the one they asked for, or the admin's home).
 */
export async function signInThroughTheForm(page: Page, who: keyof typeof STAFF): Promise<void> {
  // A new code may mean waiting for the next 30-second step.
  test.setTimeout(test.info().timeout + 35_000)
  await page.locator('input[name="email"]').fill(STAFF[who].email)
  await page.locator('input[name="password"]').fill(STAFF[who].password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/unauthorized/, { timeout: 20_000 })
  for (let attempt = 0; ; attempt++) {
    await page.locator('input[name="code"]').fill(await unusedTotpCode(STAFF[who].totpSecret))
    const navigated = page.waitForNavigation({ timeout: 20_000 })
    await page.locator('form[action$="/users/second-factor"] button[type="submit"]').click()
    await navigated
    // Another worker may have used this step's code a moment ago: the next one is fresh.
    if (attempt < 4 && new URL(page.url()).searchParams.get('error') === 'used') continue
    break
  }
  await expect(page).not.toHaveURL(/\/admin\/unauthorized/, { timeout: 20_000 })
}

export type StoredLead = {
  id: number | string
  name: string
  phone?: string | null
  section?: string | null
  campaignSource?: string | null
  variant?: string | null
  channel?: string | null
  consent?: { accepted?: boolean | null; sectionLabel?: string | null } | null
  socialMedia?: { agent?: string | null; link?: string | null } | null
  spam?: { flagged?: boolean | null } | null
}

/** A JWT for the CMS REST API (`Authorization: JWT …`), of a session that gave the second factor. */
export function staffToken(request: APIRequestContext, who: keyof typeof STAFF = 'admin'): Promise<string> {
  return signIn(request, who)
}

/** Leads stored under exactly this name, read through the CMS REST API as staff. */
export async function leadsNamed(request: APIRequestContext, token: string, name: string): Promise<StoredLead[]> {
  const query = new URLSearchParams({ 'where[name][equals]': name, depth: '0', limit: '20' })
  const response = await request.get(`/cms-api/leads?${query}`, { headers: { Authorization: `JWT ${token}` } })
  expect(response.status(), 'GET /cms-api/leads').toBe(200)
  return ((await response.json()) as { docs: StoredLead[] }).docs
}
