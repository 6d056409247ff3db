import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { HUMAN_TEXTS } from '../../drills/lib/hostile-requests.mjs'
import { stripMessage, stripToText } from '../../src/features/leads/enquiry/sanitize'
import {
  control,
  formById,
  leadsNamed,
  openForm,
  staffToken,
  submitButton,
  THANK_YOU,
  uniqueName,
  VALID_PHONE,
} from './support/forms'

/**
 * Issue 20: every character a person can type survives every path of an enquiry — '%', '&',
 * quotes, emoji, accents, ñ, Arabic, Chinese, a 2,000-character message — with no 5xx: the live
 * form, a refused no-JavaScript post (it comes back in the form as typed), an accepted one, and
 * the outbox. What is stored is what the spec's cleaning keeps (§5: letters of any script, digits,
 * whitespace), computed with the same functions the server uses.
 */

/** The 2,000-character message of the hostile drill, and every shorter text before it. */
const MESSAGE = `${HUMAN_TEXTS.slice(0, -1).join(' ')} ${HUMAN_TEXTS.at(-1)!}`.slice(0, 2000)
const nameWith = (prefix: string) => `${uniqueName(prefix)} Ñúñez الهجرة 移民 100% & "Güero" 😀`

type StoredText = { name: string; message?: string | null }

async function storedLead(request: APIRequestContext, name: string): Promise<StoredText> {
  const token = await staffToken(request)
  let found: StoredText | undefined
  await expect
    .poll(async () => (found = (await leadsNamed(request, token, stripToText(name)))[0] as StoredText | undefined), {
      timeout: 15_000,
    })
    .toBeTruthy()
  return found!
}

async function fill(form: Locator, name: string, phone = VALID_PHONE) {
  await control(form, 'nombre').fill(name)
  await control(form, 'email').fill('texto@example.com')
  await control(form, 'phone').fill(phone)
  await control(form, 'mensaje').fill(MESSAGE)
  await form.locator('input[name="checkbox"]').check()
}

async function pastFillTime(page: Page) {
  await page.clock.fastForward(2_100)
  await page.clock.resume()
}

test('live form: the texts are sent and stored as the spec cleans them', async ({ page }) => {
  await page.clock.install()
  const form = await openForm(page, '/contacto')
  const name = nameWith('Vivo')
  await fill(form, name)
  await expect(control(form, 'mensaje')).toHaveValue(MESSAGE)
  await pastFillTime(page)
  await submitButton(form).click()
  await expect(page).toHaveURL(/\/gracias\/?$/)
  const lead = await storedLead(page.request, name)
  expect(lead.name).toBe(stripToText(name))
  expect(lead.message).toBe(stripMessage(MESSAGE))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a refused post comes back with every character as typed', async ({ page }) => {
    await page.goto('/contacto')
    const form = formById(page)
    const name = nameWith('Vuelve')
    await fill(form, name, '12')
    const answer = page.waitForResponse((r) => r.request().method() === 'POST')
    await submitButton(form).click()
    expect((await answer).status()).toBe(303)
    await expect(page).toHaveURL(/enquiry_error=errors\.phone/)
    const back = formById(page)
    await expect(control(back, 'nombre')).toHaveValue(name)
    await expect(control(back, 'mensaje')).toHaveValue(MESSAGE)
    await expect(control(back, 'phone')).toHaveValue('12')
    // The draft is HttpOnly: no script can read what was typed.
    const draft = (await page.context().cookies()).find((c) => c.name === 'enquiry_draft')
    expect(draft?.httpOnly).toBe(true)
  })

  test('an accepted post stores them as the spec cleans them', async ({ page }) => {
    await page.goto('/contacto')
    const form = formById(page)
    const name = nameWith('Nativo')
    await fill(form, name)
    await submitButton(form).click()
    await expect(page).toHaveURL(/\/gracias\/?$/)
    await expect(page.locator('h1').first()).toHaveText(THANK_YOU.es.heading)
    const lead = await storedLead(page.request, name)
    expect(lead.name).toBe(stripToText(name))
    expect(lead.message).toBe(stripMessage(MESSAGE))
  })
})

test.describe('outbox', () => {
  test.use({ serviceWorkers: 'block' })

  test('kept with no connection, the texts are sent when it returns', async ({ page, context }) => {
    await page.clock.install()
    const form = await openForm(page, '/contacto')
    const name = nameWith('Guardado')
    await fill(form, name)
    await pastFillTime(page)
    await context.setOffline(true)
    await submitButton(form).click()
    await expect(form.getByRole('status')).not.toHaveText('')
    await context.setOffline(false)
    await expect(page).toHaveURL(/\/gracias\/?$/, { timeout: 30_000 })
    const lead = await storedLead(page.request, name)
    expect(lead.message).toBe(stripMessage(MESSAGE))
  })
})
