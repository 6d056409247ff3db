import { expect, test, type Page, type Request } from '@playwright/test'
import { formById, PAGE_FORM, TOGGLE, touchUntilHydrated, type Lang } from './support/forms'
import { holdFormCode, slowPhone } from './support/slow-phone'

/**
 * Issue 48: what a visitor does in the first seconds on a slow phone (4× CPU, slow 4G, a key every
 * 80 ms from the first paint) works as well as later. A phone number written with dashes, spaces or
 * brackets keeps every digit before the form's code arrives (the browser counts every character
 * toward the box's maxlength) and ends as the digits once the form is live; the consent text's
 * "Ver más" opens at once; a tap on CALL NOW is counted, once, whether the page's code was there or not.
 *
 * Viewport-independent: desktop project only (tag-less tests run there alone).
 */

type Page48 = { path: string; lang: Lang; toggle: keyof typeof TOGGLE }
const pages: Page48[] = [
  { path: '/', lang: 'es', toggle: 'ver' },
  { path: '/contacto', lang: 'es', toggle: 'ver' },
  { path: '/en/contact', lang: 'en', toggle: 'show' },
  { path: '/youtube', lang: 'es', toggle: 'ver' },
]

/**
 * As people write a number, and when the form's code arrives: after the whole number was typed
 * (the box is the server's plain HTML throughout), or in the middle of it.
 */
const written = [
  { typed: '915-555-0123', arrival: 'after' },
  { typed: '(915) 555-0123', arrival: 'during' },
  { typed: '(915) 555-0123-4567', arrival: 'after' },
] as const

/** The live form's box: the digits, the first 11 on the Spanish forms, up to 15 on the English ones (spec §5, §9). */
function kept(typed: string, lang: Lang): string {
  return typed.replace(/\D/g, '').slice(0, lang === 'es' ? 11 : 15)
}

for (const p of pages) {
  for (const { typed, arrival } of written) {
    test(`${p.path}: "${typed}" typed from the first paint, the form's code ${arrival} it — every digit kept`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const phoneSpeed = await slowPhone(page)
      const code = await holdFormCode(page, p.path)
      await page.goto(p.path, { waitUntil: 'commit' })
      const form = formById(page)
      const phone = form.locator('input[name="phone"]')
      await phone.click()
      for (const [i, key] of [...typed].entries()) {
        await page.keyboard.type(key)
        // 80 ms a key, as a visitor; the code lets go after the area code.
        await page.waitForTimeout(80)
        if (arrival === 'during' && i === 4) code.release()
      }
      if (arrival === 'after') {
        // Still the server's box: the browser took every character, separators included.
        await expect(form).toHaveCount(1)
        expect(await page.locator(`[id="${PAGE_FORM}-errors-network"]`).count(), 'form not live yet').toBe(1)
        await expect(phone).toHaveValue(typed)
      }
      code.release()
      await touchUntilHydrated(page, PAGE_FORM, 60_000)
      await phoneSpeed.fast()
      expect(code.held.length, 'the form code was held back').toBeGreaterThan(0)
      await expect(phone).toHaveValue(kept(typed, p.lang))
      await expect(phone).toBeFocused()
    })
  }

  test(`${p.path}: "${TOGGLE[p.toggle].more}" and CALL NOW tapped before the page's code arrives work, and once`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const phoneSpeed = await slowPhone(page)
    // Every script held: the page as a slow phone has it before any of its code arrived.
    const code = await holdFormCode(page, p.path, { pageCode: true })
    const tracked: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/en/api/track-call') tracked.push(request)
    })
    await page.goto(p.path, { waitUntil: 'commit' })
    const form = formById(page)
    const words = TOGGLE[p.toggle]

    // "Ver más" at once: it opens, with no code.
    const disclosure = form.locator('details[data-consent-toggle]')
    await disclosure.locator('summary').click()
    await expect(disclosure).toHaveJSProperty('open', true)
    await expect(disclosure.locator('summary')).toHaveText(words.less, { useInnerText: true })
    await expect(form.locator('label[for$="-checkbox"]').getByRole('link')).toBeVisible()

    // CALL NOW at once: the tel: link goes ahead (nothing prevents it); the layout's inline listener
    // keeps the tap until the page's code sends it.
    const callNow = callNowLink(page, p.lang)
    const firstAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/en/api/track-call', { timeout: 90_000 })
    const prevented = await tapCall(callNow)
    expect(prevented, 'the tel: link is never held back').toBe(false)
    expect(code.held.length, "the page's code was held back").toBeGreaterThan(0)
    expect(tracked, 'nothing can send before the code').toHaveLength(0)
    code.release()
    const answer = await firstAnswer
    expect(answer.status(), 'the call is recorded').toBe(200)
    expect(answer.request().headers()['x-csrf-token'], 'the X-CSRF-TOKEN of spec §7').toMatch(/\S/)
    expect(answer.request().postDataJSON()).toMatchObject({ number: expect.stringMatching(/\d{10}/) })

    // The code is here: the toggle stays open, the early tap is not sent again, a later tap is counted once.
    await touchUntilHydrated(page, PAGE_FORM, 60_000)
    await phoneSpeed.fast()
    await expect(disclosure).toHaveJSProperty('open', true)
    await disclosure.locator('summary').click()
    await expect(disclosure).toHaveJSProperty('open', false)
    await expect(disclosure.locator('summary')).toHaveText(words.more, { useInnerText: true })
    const secondAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/en/api/track-call')
    expect(await tapCall(callNow)).toBe(false)
    expect((await secondAnswer).status()).toBe(200)
    expect(tracked, 'one record per tap').toHaveLength(2)
  })
}

/** The header's CALL NOW (desktop width), a tracked tel: link. */
function callNowLink(page: Page, lang: Lang) {
  return page
    .getByRole('banner')
    .getByRole('link', { name: lang === 'es' ? 'LLAME AHORA' : 'CALL NOW', exact: true })
    .first()
}

/**
 * Taps the link and answers whether anything prevented its default (the dialling). The tel:
 * navigation itself goes nowhere in a headless browser.
 */
async function tapCall(link: ReturnType<typeof callNowLink>): Promise<boolean> {
  await expect(link).toHaveAttribute('href', /^tel:/)
  await link.evaluate((a) => {
    a.removeAttribute('data-prevented')
    // Heard last, in the bubble phase on the window, after every listener of the page.
    addEventListener('click', (event) => a.setAttribute('data-prevented', String(event.defaultPrevented)), { once: true })
  })
  await link.click()
  await expect(link).toHaveAttribute('data-prevented', /true|false/)
  return (await link.getAttribute('data-prevented')) === 'true'
}
