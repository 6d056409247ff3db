import { expect, test } from '@playwright/test'
import {
  control,
  fillValid,
  formById,
  FOOTER_FORM,
  leadsNamed,
  MSG,
  PAGE_FORM,
  staffToken,
  submitButton,
  THANK_YOU,
  uniqueName,
} from './support/forms'

/**
 * The enquiry forms without JavaScript (the wire contract in docs/ARCHITECTURE.md): a real <form method="post">, answered
 * with 303 to the thank-you page, or to the form page (/consulta, /en/enquiry: rendered per request
 * with what was typed) with `#{formId}-{message}` so CSS :target shows the first error. One real
 * lead post per project.
 */
test.use({ javaScriptEnabled: false })

/** The no-JS message element for an error key (errorAnchorId in contract.ts). */
const anchor = (key: string, formId = PAGE_FORM) => `#${formId}-errors-${key}`

test('a valid native post from the contact page ends on the thank-you page', async ({ page, request }) => {
  await page.goto('/contacto')
  const form = formById(page)
  await expect(form).toHaveAttribute('method', 'post')
  await expect(form).toHaveAttribute('action', '/api/prospecto/agregar')
  const name = uniqueName('Sinjs')
  await control(form, 'nombre').fill(name)
  await control(form, 'email').fill('sin.javascript@example.com')
  // Without the script's digit filter the server keeps the digits of what was typed.
  await control(form, 'phone').fill('915-5550142')
  await control(form, 'checkbox').check()

  const responsePromise = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/prospecto/agregar'),
  )
  await submitButton(form).click()
  const response = await responsePromise
  expect(response.status()).toBe(303)
  expect(response.headers()['location']).toMatch(/^(https?:\/\/[^/]+)?\/gracias\/?$/)
  await expect(page).toHaveURL(/\/gracias\/?$/)
  await expect(page.locator('h1').first()).toHaveText(THANK_YOU.es.heading)

  // Stored with the digits only and the consent given by the native checkbox.
  const stored = await leadsNamed(request, await staffToken(request), name)
  expect(stored).toHaveLength(1)
  expect(stored[0]!.variant).toBe('contact-es')
  expect(stored[0]!.section).toBe('Contacto Español')
  expect(stored[0]!.consent?.accepted).toBe(true)
  expect(stored[0]!.phone).toBe('9155550142')
})

test('an invalid native post comes back with the first error shown by :target (ES)', async ({ page }) => {
  await page.goto('/contacto')
  const form = formById(page)
  // Every message is in the page already, hidden until targeted.
  await expect(page.locator(anchor('name'))).toBeHidden()
  await expect(page.locator(anchor('phone'))).toBeHidden()

  // Name, e-mail and phone are wrong and the terms unticked: the name is first (spec §5).
  await control(form, 'email').fill('correo@invalido')
  await control(form, 'phone').fill('123')
  await submitButton(form).click()

  await expect(page).toHaveURL(/\/consulta\?.*enquiry_error=errors\.name.*#enquiry-form-form-errors-name$/)
  await expect(page.locator(anchor('name'))).toBeVisible()
  await expect(page.locator(anchor('name'))).toHaveText(MSG.es.name)
  for (const other of ['email', 'phone', 'terms', 'notSuccess', 'network']) {
    await expect(page.locator(anchor(other)), other).toBeHidden()
  }
})

test('an invalid native post comes back with the first error shown by :target (EN)', async ({ page }) => {
  await page.goto('/en/contact')
  const form = formById(page)
  await control(form, 'nombre').fill(uniqueName('Nojs'))
  await control(form, 'phone').fill('12345')
  await control(form, 'checkbox').check()
  await submitButton(form).click()

  await expect(page).toHaveURL(/\/en\/enquiry\?.*#enquiry-form-form-errors-phone$/)
  await expect(page.locator(anchor('phone'))).toBeVisible()
  await expect(page.locator(anchor('phone'))).toHaveText(MSG.en.phone)
  await expect(page.locator(anchor('name'))).toBeHidden()
  await expect(page.locator(anchor('terms'))).toBeHidden()
})

test('parole without JavaScript: CSS shows the notice and situation only after a "no"', async ({ page }) => {
  await page.goto('/parole')
  const form = formById(page)
  const notice = form.getByText('No califica para este nuevo Parole')
  const situation = form.locator('select[name="situacion"]')
  await expect(notice).toBeHidden()
  await expect(situation).toBeHidden()
  await form.locator('input[name="casado"][value="yes"]').check()
  await form.locator('input[name="estancia"][value="si"]').check()
  await expect(notice).toBeHidden()
  await form.locator('input[name="estancia"][value="no"]').check()
  await expect(notice).toBeVisible()
  await expect(situation).toBeVisible()
})

test('the answer targets the form that was sent (footer form, not the page form)', async ({ page }) => {
  await page.goto('/contacto')
  const footer = formById(page, FOOTER_FORM)
  await control(footer, 'nombre').fill(uniqueName('Nojs'))
  await control(footer, 'phone').fill('call me')
  await submitButton(footer).click()

  await expect(page).toHaveURL(/\/consulta\?.*#footer-form-form-errors-phone$/)
  await expect(page.locator(anchor('phone', FOOTER_FORM))).toBeVisible()
  await expect(page.locator(anchor('phone', FOOTER_FORM))).toHaveText(MSG.es.phone)
  await expect(page.locator(anchor('phone'))).toBeHidden()
})

test('an invalid native post comes back with what the visitor typed', async ({ page }) => {
  await page.goto('/contacto')
  const form = formById(page)
  const name = uniqueName('Borrador')
  await control(form, 'nombre').fill(name)
  await control(form, 'email').fill('correo@invalido')
  await control(form, 'phone').fill('915-5550142')
  await control(form, 'mensaje').fill('Mi esposo es ciudadano')
  await submitButton(form).click()

  await expect(page).toHaveURL(/\/consulta\?.*#enquiry-form-form-errors-email$/)
  await expect(page.locator(anchor('email'))).toBeVisible()
  await expect(control(form, 'nombre')).toHaveValue(name)
  await expect(control(form, 'email')).toHaveValue('correo@invalido')
  await expect(control(form, 'phone')).toHaveValue('915-5550142')
  await expect(control(form, 'mensaje')).toHaveValue('Mi esposo es ciudadano')
  // Only the form that was sent, and a way back to its page.
  await expect(page.locator('form')).toHaveCount(1)
  await expect(page.locator('a[href="/contacto"]').first()).toBeVisible()
  // No draft mode: the cookie of what was typed, which no script can read, and nothing else.
  const cookies = await page.context().cookies()
  expect(cookies.map((c) => c.name)).not.toContain('site_preview')
  expect(cookies.find((c) => c.name === 'enquiry_draft')?.httpOnly).toBe(true)
  // The page it was sent from is everyone's cached page: empty.
  const other = await page.context().newPage()
  await other.goto('/contacto')
  await expect(control(formById(other), 'nombre')).toHaveValue('')
  await other.close()

  // Fixed and sent again from the form page: accepted, and the form page is empty again.
  await control(form, 'email').fill('correo@example.com')
  await control(form, 'checkbox').check()
  await submitButton(form).click()
  await expect(page).toHaveURL(/\/gracias\/?$/)
  await page.goto('/consulta')
  await expect(control(formById(page), 'nombre')).toHaveValue('')
})

test('a phone written with separators, without JavaScript: more than 11 digits refused with what was typed kept, then stored as the digits', async ({
  page,
  request,
}) => {
  await page.goto('/contacto')
  const form = formById(page)
  const name = uniqueName('Separadores')
  const phone = control(form, 'phone')
  await control(form, 'nombre').fill(name)
  // Typed key by key, as a visitor: the browser holds what is typed to the box's maxlength.
  await phone.pressSequentially('(915) 555-0123-4567')
  await expect(phone).toHaveValue('(915) 555-0123-4567')
  await control(form, 'checkbox').check()
  await submitButton(form).click()

  await expect(page).toHaveURL(/#enquiry-form-form-errors-phone$/)
  await expect(page.locator(anchor('phone'))).toHaveText(MSG.es.phone)
  await expect(phone).toHaveValue('(915) 555-0123-4567')

  await phone.fill('')
  await phone.pressSequentially('(915) 555-0123')
  await expect(phone).toHaveValue('(915) 555-0123')
  await control(form, 'checkbox').check()
  await submitButton(form).click()
  await expect(page).toHaveURL(/\/gracias\/?$/)
  const stored = await leadsNamed(request, await staffToken(request), name)
  expect(stored).toHaveLength(1)
  expect(stored[0]!.phone).toBe('9155550123')
})

test('the consent text opens and closes without JavaScript (Ver más / Ver menos)', async ({ page }) => {
  await page.goto('/')
  const form = formById(page)
  const toggle = form.locator('details[data-consent-toggle]')
  const link = form.locator('label[for$="-checkbox"]').getByRole('link')
  await expect(link).toBeHidden()
  await toggle.locator('summary').click()
  await expect(toggle).toHaveJSProperty('open', true)
  await expect(toggle.locator('summary')).toHaveText('Ver menos', { useInnerText: true })
  await expect(link).toBeVisible()
  await toggle.locator('summary').click()
  await expect(toggle.locator('summary')).toHaveText('Ver más', { useInnerText: true })
  await expect(link).toBeHidden()
})

test('the video landing keeps ?seccion= without JavaScript: stored as "Youtube Landing X"', async ({ page, request }) => {
  await page.goto('/youtube?seccion=abril')
  const form = formById(page)
  const name = await fillValid(form, { situation: true, terms: true }, uniqueName('Seccion'))
  await submitButton(form).click()
  await expect(page).toHaveURL(/\/gracias\/?$/)

  const stored = await leadsNamed(request, await staffToken(request), name)
  expect(stored).toHaveLength(1)
  expect(stored[0]!.variant).toBe('video-landing-es')
  expect(stored[0]!.section).toBe('Youtube Landing abril')
})
