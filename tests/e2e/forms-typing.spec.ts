import { expect, test, type Locator, type Page } from '@playwright/test'
import { FOOTER_FORM, PAGE_FORM, signInThroughTheForm, touchUntilHydrated, waitForHydration } from './support/forms'
import { holdFormCode, slowPhone } from './support/slow-phone'

/**
 * Issue 20: nothing a visitor types, ticks or chooses is lost, whenever the form's code arrives.
 * A phone as our visitors have: the CPU slowed 4× (Lighthouse's mobile setting) and a slow-4G
 * network, typing at 80 ms a key from the first paint. The form's code (every script the page's
 * HTML does not name) is held back by request interception and let through before the typing,
 * in the middle of it, or after it; then every box, the consent box, the choices and the focus
 * must be what was typed, and the rules (the phone's digits and cap) must hold.
 *
 * Viewport-independent: desktop project only (tag-less tests run there alone).
 */

type Arrival = 'before' | 'during' | 'after'
type Case = { title: string; path: string; formId?: string; arrivals: readonly Arrival[]; lang: 'es' | 'en' }

const cases: Case[] = [
  { title: 'contact ES', path: '/contacto', lang: 'es', arrivals: ['before', 'during', 'after'] },
  { title: 'contact EN', path: '/en/contact', lang: 'en', arrivals: ['before', 'during', 'after'] },
  { title: 'home ES', path: '/', lang: 'es', arrivals: ['during'] },
  { title: 'video landing', path: '/youtube', lang: 'es', arrivals: ['after'] },
  { title: 'referral list', path: '/referidos', lang: 'es', arrivals: ['during'] },
  { title: 'parole ES', path: '/parole', lang: 'es', arrivals: ['after'] },
  { title: 'parole EN', path: '/en/parole', lang: 'en', arrivals: ['during'] },
  { title: 'footer EN', path: '/en/privacy-policy', formId: FOOTER_FORM, lang: 'en', arrivals: ['during'] },
]

/** What people type (the texts of the hostile drill, shorter: each key costs 80 ms). */
const TYPED: Record<string, string> = {
  nombre: 'María Ñúñez 100% & "Güero"',
  email: 'maria.nunez@example.com',
  phone: '915555012345678',
  mensaje: 'Tengo 100% de ganas & "prisa" 😀 ñandú الهجرة 移民',
  referido_nombre: 'José Pérez',
  referido_telefono: '9155550199',
  link: 'https://facebook.example/m/1',
  status: 'interesado',
  tipo: 'consulta',
}

/** The phone as the live form keeps it: digits, at most the variant's cap (11 in Spanish and parole forms). */
function phoneKept(typed: string, lang: 'es' | 'en', path: string): string {
  const digits = typed.replace(/\D/g, '')
  const cap = lang === 'es' || path.includes('parole') ? 11 : 15
  return digits.slice(0, cap)
}

/** Controls a visitor fills, in the order the test fills them. */
async function plan(form: Locator) {
  return form.evaluate((element: HTMLFormElement) => {
    // A closed <details> (the safe-contact group away from the VAWA, T and U pages) keeps layout
    // boxes for its content in Chromium, but a visitor sees none of it.
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null && !el.closest('details:not([open])')
    const controls = [...element.querySelectorAll('input, select, textarea')].filter(
      (el) => visible(el) && (el as HTMLInputElement).type !== 'hidden' && el.getAttribute('name') !== 'website',
    )
    const names = (filter: (el: Element) => boolean) => [
      ...new Set(controls.filter(filter).map((el) => el.getAttribute('name')!)),
    ]
    return {
      radios: names((el) => (el as HTMLInputElement).type === 'radio'),
      selects: names((el) => el.tagName === 'SELECT'),
      boxes: names((el) => (el as HTMLInputElement).type === 'checkbox'),
      texts: names((el) => el.tagName === 'TEXTAREA' || ['text', 'email', 'tel', 'url'].includes((el as HTMLInputElement).type)),
    }
  })
}

async function typeInto(page: Page, field: Locator, text: string) {
  await field.click()
  await page.keyboard.type(text, { delay: 80 })
}

for (const c of cases) {
  for (const arrival of c.arrivals) {
    test(`${c.title}: typed from first paint, code ${arrival} the typing — nothing lost`, async ({ page }) => {
      test.setTimeout(120_000)
      const formId = c.formId ?? PAGE_FORM
      const phoneSpeed = await slowPhone(page)
      const code = await holdFormCode(page, c.path)
      if (arrival === 'before') code.release()
      await page.goto(c.path, { waitUntil: 'commit' })
      const form = page.locator(`form#${formId}`)
      const steps = await plan(form)
      expect(steps.texts.length, 'text boxes').toBeGreaterThan(1)

      if (arrival === 'before') {
        // The visitor touches the form; its code arrives and React takes it over before any key.
        await touchUntilHydrated(page, formId, 60_000)
      }

      // A "no" shows the parole form's situation choice; the consent box and the choices first,
      // the typing last, so the focus ends in a text box.
      for (const name of steps.radios) await form.locator(`input[name="${name}"][value="no"]`).click()
      const chosen: Record<string, string> = {}
      for (const name of [...steps.selects, ...(await plan(form)).selects.filter((n) => !steps.selects.includes(n))]) {
        const select = form.locator(`select[name="${name}"]`)
        chosen[name] = (await select.locator('option:not([disabled])').nth(1).getAttribute('value'))!
        await select.selectOption(chosen[name])
      }
      for (const name of steps.boxes) await form.locator(`input[name="${name}"]`).click()

      const typed: Record<string, string> = {}
      for (const [i, name] of steps.texts.entries()) {
        typed[name] = TYPED[name] ?? 'texto'
        await typeInto(page, form.locator(`[name="${name}"]`), typed[name])
        if (arrival === 'during' && i === 0) code.release()
      }
      const last = steps.texts.at(-1)!
      code.release()
      await waitForHydration(page, formId, 60_000)
      await phoneSpeed.fast()
      if (arrival !== 'before') expect(code.held.length, 'the form code was held back').toBeGreaterThan(0)

      // Everything as typed, the rules applied to what was typed before the code came.
      for (const [name, text] of Object.entries(typed)) {
        const want = name === 'phone' || name === 'referido_telefono' ? phoneKept(text, c.lang, c.path) : text
        await expect(form.locator(`[name="${name}"]`), name).toHaveValue(want)
      }
      for (const [name, value] of Object.entries(chosen))
        await expect(form.locator(`select[name="${name}"]`), name).toHaveValue(value)
      for (const name of steps.radios) await expect(form.locator(`input[name="${name}"][value="no"]`), name).toBeChecked()
      for (const name of steps.boxes) await expect(form.locator(`input[name="${name}"]`), name).toBeChecked()
      await expect(form.locator(`[name="${last}"]`), 'focus stays where the visitor typed').toBeFocused()

      // Live now: a key typed in the middle of the phone stays where it was typed, and only digits go in.
      const phone = form.locator('input[name="phone"]')
      if (await phone.count()) {
        await phone.fill('')
        await phone.pressSequentially('(915) 555-0142', { delay: 20 })
        await expect(phone).toHaveValue('9155550142')
        await phone.evaluate((el: HTMLInputElement) => el.setSelectionRange(3, 3))
        await page.keyboard.type('7')
        await expect(phone).toHaveValue('91575550142')
        expect(await phone.evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(4)
      }
    })
  }
}

test('staff social-media form: typed while the admin loads, nothing lost', async ({ page }) => {
  test.setTimeout(150_000)
  await page.goto('/admin/login?redirect=%2Fadmin%2Fsocial-media-lead')
  // Password, then the second factor (issue 22), as staff sign in.
  await signInThroughTheForm(page, 'agent')
  await expect(page).toHaveURL(/\/admin\/social-media-lead$/, { timeout: 30_000 })
  // A fresh load of the view on a slow phone: typing starts as soon as the form shows.
  const phoneSpeed = await slowPhone(page)
  await page.goto('/admin/social-media-lead', { waitUntil: 'commit' })
  const form = page.locator('form#social-media-lead')
  const typed = { nombre: TYPED.nombre!, phone: '+52 (656) 123 4567', link: TYPED.link!, mensaje: TYPED.mensaje! }
  for (const [name, text] of Object.entries(typed)) await typeInto(page, form.locator(`[name="${name}"]`), text)
  await waitForHydration(page, 'social-media-lead', 60_000)
  await phoneSpeed.fast()
  await expect(form.locator('[name="nombre"]')).toHaveValue(typed.nombre)
  await expect(form.locator('[name="link"]')).toHaveValue(typed.link)
  await expect(form.locator('[name="mensaje"]')).toHaveValue(typed.mensaje)
  // Staff paste numbers in any format: the box keeps the digits.
  await expect(form.locator('[name="phone"]')).toHaveValue('526561234567')
  await expect(form.locator('[name="mensaje"]')).toBeFocused()
})

for (const held of ['form', 'page'] as const) {
  test(`a post sent before the code came back refused: the boxes hold it, and what is typed into them before the ${held}'s code arrives stays`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const code = await holdFormCode(page, '/contacto', { pageCode: held === 'page' })
    // Next's scripts are async: while they are held the page has its HTML but no load event.
    await page.goto('/contacto', { waitUntil: 'domcontentloaded' })
    const form = page.locator(`form#${PAGE_FORM}`)
    await form.locator('[name="nombre"]').fill('Ana Temprana')
    await form.locator('[name="phone"]').fill('12')
    await form.locator('[name="mensaje"]').fill('Tengo 100% de ganas')
    // The form's code is held back: this is the no-JavaScript post, refused for the phone.
    await form.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/enquiry_error=errors\.phone/)
    const message = form.locator('[name="mensaje"]')
    await expect(message).toHaveValue('Tengo 100% de ganas')
    await expect(form.locator('[name="nombre"]')).toHaveValue('Ana Temprana')
    // React, hydrating a <textarea> whose HTML holds text, writes that text back over the value.
    await message.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' y prisa', { delay: 80 })
    code.release()
    await waitForHydration(page, PAGE_FORM, 30_000)
    await expect(message).toHaveValue('Tengo 100% de ganas y prisa')
    await expect(message).toBeFocused()
    await expect(form.getByRole('alert')).toHaveText('Por favor ingrese un número de teléfono válido.')
  })
}
