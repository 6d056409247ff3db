import { expect, test, type Page } from '@playwright/test'
import { unusedTotpCode } from '../fixtures/second-factor'
import { staffToken } from './support/forms'
import { watchRequests } from './support/network'

/**
 * Taking an account back (issue 47, item 2) in the real admin, as a person does it: on their own
 * account page a new password is refused, in Spanish, until they give their current password and a
 * fresh code from their app; with both it is saved. REST and the Local API are
 * tests/int/account-security.test.ts's. A throwaway account of its own: the seeded ones are the
 * other tests'.
 */
/**
 * Saves the account form once the admin has taken in what was typed. Payload checks the form on
 * the server as it changes; a save pressed while that check is under way is answered "correct the
 * invalid fields" with none marked (a person typing rarely meets it, a test on a busy machine
 * does): then the save is pressed again, as a person would.
 */
const NOT_YET = 'Por favor, corrige los campos inválidos.'
async function save(page: Page, settled: () => Promise<void>) {
  for (let attempt = 0; attempt < 4; attempt++) {
    await settled()
    await page.locator('#action-save').click()
    const toast = page.locator('.payload-toast-item').last()
    await expect(toast).toBeVisible({ timeout: 20_000 })
    if ((await toast.textContent())?.includes(NOT_YET) !== true) return
    await page
      .locator('.payload-toast-item')
      .filter({ hasText: NOT_YET })
      .locator('button')
      .first()
      .click()
      .catch(() => {})
    await expect(page.locator('.payload-toast-item').filter({ hasText: NOT_YET })).toHaveCount(0, { timeout: 20_000 })
  }
}

async function typeNewPassword(page: Page, newPassword: string) {
  await page.locator('#change-password').click()
  await page.locator('input[name="password"]').fill(newPassword)
  await page.locator('input[name="confirm-password"]').fill(newPassword)
}

test('changing one’s own password in the admin asks for the current password and a fresh code', async ({ page, request }) => {
  test.setTimeout(120_000)
  const settled = watchRequests(page)
  const email = `cuenta-${Date.now()}@salazarimmigration.example`
  const password = 'nogal pizarra 58 alcaraván'
  const newPassword = 'membrillo faro 31 golondrina'
  const admin = await staffToken(request, 'admin')
  const created = await request.post('/cms-api/users', {
    data: { email, password, name: 'Cuenta Prueba', roles: ['agent'] },
    headers: { Authorization: `JWT ${admin}` },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id

  try {
    // First sign-in: password, then the enrolment of the app, then the recovery codes.
    await page.goto('/admin/account')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.locator('button[type="submit"]').click()
    await expect(page.getByRole('heading', { name: 'Active la verificación en dos pasos' })).toBeVisible({ timeout: 20_000 })
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '')
    await page.locator('input[name="code"]').fill(await unusedTotpCode(secret))
    await page.getByRole('button', { name: 'Verificar' }).click()
    await expect(page.getByRole('heading', { name: 'Guarde sus códigos de recuperación' })).toBeVisible()
    await page.getByRole('link', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(/\/admin\/account/, { timeout: 20_000 })

    // A new password alone (a stolen, signed-in session): refused, in Spanish, on the field and in
    // the notice, and not saved.
    await typeNewPassword(page, newPassword)
    await save(page, settled)
    const refusal = 'Para cambiar la contraseña o el correo, escriba su contraseña actual.'
    await expect(page.locator('.payload-toast-item').filter({ hasText: refusal })).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('.field-type.password.error').filter({ hasText: 'Contraseña actual' })).toBeVisible()
    expect((await request.post('/cms-api/users/login', { data: { email, password } })).status()).toBe(200)

    // With the current password and a fresh code from the app: saved.
    await page.reload()
    await typeNewPassword(page, newPassword)
    await page.locator('input[name="currentPassword"]').fill(password)
    await page.locator('input[name="confirmationCode"]').fill(await unusedTotpCode(secret))
    await save(page, settled)
    await expect(page.locator('.payload-toast-item').filter({ hasText: 'Se actualizó con éxito.' })).toBeVisible({
      timeout: 20_000,
    })
    expect((await request.post('/cms-api/users/login', { data: { email, password: newPassword } })).status()).toBe(200)
    expect((await request.post('/cms-api/users/login', { data: { email, password } })).status()).toBe(401)
  } finally {
    await request.delete(`/cms-api/users/${id}?overrideLock=true`, { headers: { Authorization: `JWT ${admin}` } })
  }
})
