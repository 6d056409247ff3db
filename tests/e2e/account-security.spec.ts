import { expect, test, type Page } from '@playwright/test'
import { totpCode } from '../../src/features/staff-auth/second-factor/totp'
import { unusedTotpCode } from '../fixtures/second-factor'
import { staffToken } from './support/forms'

/**
 * Issue 47 in the admin, in Spanish: a staff member's own account view asks for the current
 * password and a code to change the password, and the sign-in steps page makes new recovery codes
 * only with both. A new account of its own (each code is accepted once per account).
 */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }
async function enrolThroughTheAdmin(page: Page, email: string, password: string): Promise<string> {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('heading', { name: 'Active la verificación en dos pasos' })).toBeVisible({ timeout: 20_000 })
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '')
  await page.locator('input[name="code"]').fill(await unusedTotpCode(secret))
  await page.getByRole('button', { name: 'Verificar' }).click()
  await expect(page.getByRole('heading', { name: 'Guarde sus códigos de recuperación' })).toBeVisible()
  await page.getByRole('link', { name: 'Continuar' }).click()
  await expect(page).not.toHaveURL(/\/admin\/unauthorized/, { timeout: 20_000 })
  return secret
}

test('changing one’s own password in the account view asks for the current password and a code', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = `cuenta-${Date.now()}@salazarimmigration.example`
  const password = 'tejón brújula 73 acequia'
  const newPassword = 'alcornoque faro 58 mimbre'
  const admin = await staffToken(request, 'admin')
  const created = await request.post('/cms-api/users', {
    data: { email, password, name: 'Cuenta Propia', roles: ['agent'] },
    headers: { Authorization: `JWT ${admin}` },
  })
  expect(created.status()).toBe(201)
  const secret = await enrolThroughTheAdmin(page, email, password)

  await page.goto('/admin/account')
  await expect(page.locator('input[name="currentPassword"]')).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await page.locator('input[name="password"]').fill(newPassword)
  await page.locator('input[name="confirm-password"]').fill(newPassword)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Para cambiar la contraseña o el correo, escriba su contraseña actual.').first()).toBeVisible()

  await page.locator('input[name="currentPassword"]').fill(password)
  await page.locator('input[name="confirmationCode"]').fill(await unusedTotpCode(secret))
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Se actualizó con éxito.').first()).toBeVisible({ timeout: 20_000 })
  // This session stays signed in; the new password is the one that works now.
  expect((await page.request.get('/cms-api/leads?limit=1', { headers: SAME_ORIGIN })).status()).toBe(200)
  const login = await request.post('/cms-api/users/login', { data: { email, password: newPassword } })
  expect(login.status()).toBe(200)

  // New recovery codes, from the account view's link: the password and a code again, no script needed.
  await page.goto('/admin/account')
  await page.getByRole('link', { name: 'Crear códigos de recuperación nuevos' }).click()
  await expect(page.getByRole('heading', { name: 'Nuevos códigos de recuperación' })).toBeVisible()
  await page.locator('input[name="password"]').fill('no es esta')
  // With a wrong password the code is not even checked (nor spent).
  await page.locator('input[name="code"]').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Crear códigos nuevos' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Escriba su contraseña actual correcta.' })).toBeVisible()
  await page.locator('input[name="password"]').fill(newPassword)
  await page.locator('input[name="code"]').fill(await unusedTotpCode(secret))
  await page.getByRole('button', { name: 'Crear códigos nuevos' }).click()
  await expect(page.getByRole('heading', { name: 'Guarde sus códigos de recuperación' })).toBeVisible()
  await expect(page.getByTestId('recovery-codes').locator('code')).toHaveCount(10)
})
