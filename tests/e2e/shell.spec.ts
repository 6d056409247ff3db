import { expect, test } from '@playwright/test'
import { routePairs } from '../fixtures/route-pairs'
import { PAGE_FORM, openForm } from './support/forms'
import { LAYOUT } from './support/layout'
import { expectHydrated, holdScripts } from './support/pages'
import { WEB_FONTS } from '../../src/components/layout/web-fonts'

/**
 * The shell: every route in both languages, the language switch, 404, header, menus and floating
 * buttons. Tests tagged LAYOUT run at phone width too (playwright.config.ts); the rest once.
 */

/** Pages whose language switch is also clicked at phone width (the switch sits in the phone header). */
const SWITCH_AT_BOTH_WIDTHS = new Set(['/en', '/en/humanitarian-visa/vawa-visa'])

test.describe('every route in both languages', () => {
  for (const [en, es] of routePairs) {
    test(`${es} ⇄ ${en}`, { tag: SWITCH_AT_BOTH_WIDTHS.has(en) ? LAYOUT : [] }, async ({ page }) => {
      const spanish = await page.goto(es)
      expect(spanish?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'es')
      await expect(page.locator('h1').first()).toBeVisible()
      await expect(page.getByTestId('disclaimer')).toContainText('no constituye asesoría legal')

      // The EN button leads to this page in English, and the ES button back.
      await page.locator('[data-testid="lang-en"]:visible').click()
      await expect(page).toHaveURL(new RegExp(`${en.replace(/\//g, '\\/')}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByTestId('disclaimer')).toContainText('not legal advice')
      await page.locator('[data-testid="lang-es"]:visible').click()
      await expect(page).toHaveURL(new RegExp(`${es === '/' ? '/$' : es.replace(/\//g, '\\/') + '$'}`))
    })
  }
})

test('a blog article switches straight to its translation', async ({ page, request }) => {
  const blogs = (await (await request.get('/api/blogs/home')).json()) as Array<{ url_es: string; url_en: string }>
  const post = blogs[0]!
  await page.goto(`/blog/${post.url_es}`)
  const href = await page.getByTestId('lang-en').first().getAttribute('href')
  expect(href).toBe(`/en/blog/${post.url_en}`)
  await page.locator('[data-testid="lang-en"]:visible').click()
  await expect(page).toHaveURL(new RegExp(`/en/blog/${post.url_en}$`))
  await expect(page.getByTestId('lang-es').first()).toHaveAttribute('href', `/blog/${post.url_es}`)
})

test('a page without a translation falls back to the other home', async ({ page }) => {
  await page.goto('/gracias-referidos')
  await expect(page.getByTestId('lang-en').first()).toHaveAttribute('href', '/en')
})

test.describe('404', () => {
  test('Spanish', async ({ page }) => {
    const response = await page.goto('/no-existe-esta-pagina')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡OPPS! PÁGINA NO ENCONTRADA')
    await expect(page.getByTestId('not-found')).toContainText('Página no encontrada')
    await page.getByRole('link', { name: 'Reportar Problema' }).click()
    await expect(page).toHaveURL(/\/contacto$/)
  })

  test('English', async ({ page }) => {
    const response = await page.goto('/en/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
    await expect(page.getByTestId('not-found')).toContainText('Page not found')
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/en$/)
  })
})

test.describe('header', () => {
  test('changes state once scrolled past 50 px', { tag: LAYOUT }, async ({ page }) => {
    await page.goto('/servicios')
    const header = page.locator('header[data-scrolled]')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    // Scrolls 40 px and waits for the scroll event and two frames after it: the header has had
    // its chance to react, and must not have.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
            once: true,
          })
          window.scrollTo(0, 40)
        }),
    )
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
  })

  test('external links open in a new tab without an opener', async ({ page }) => {
    await page.goto('/en')
    const external = page.locator('a[href^="http"]')
    const count = await external.count()
    expect(count).toBeGreaterThan(3)
    for (let i = 0; i < count; i++) {
      const link = external.nth(i)
      const href = (await link.getAttribute('href')) ?? ''
      if (href.startsWith(new URL(page.url()).origin)) continue
      // The quick exit replaces this page in the same tab, on purpose (tests/e2e/quick-exit.spec.ts).
      if ((await link.getAttribute('data-quick-exit')) !== null) {
        await expect(link, href).toHaveAttribute('rel', 'noreferrer')
        continue
      }
      await expect(link, href).toHaveAttribute('target', '_blank')
      await expect(link, href).toHaveAttribute('rel', /noopener/)
      await expect(link, href).toHaveAttribute('rel', /noreferrer/)
    }
  })

  test('CALL NOW is a tel: link and the floating WhatsApp and call buttons are there', { tag: LAYOUT }, async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('a[href^="tel:"]').first()).toBeAttached()
    await expect(page.getByTestId('floating-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/)
  })

  test(
    'the floating buttons step aside while a form is being filled in, and come back after',
    { tag: LAYOUT },
    async ({ page }) => {
      // The live form takes the server's one's place with the focus carried over (DeferredForm): let
      // it come first, or a blur could go to the field being replaced and the focus come back after.
      await openForm(page, '/contacto')
      // At the end of the page nothing lies under them (they also step aside for a control under
      // them: visitor.spec.ts), so what moves them here is the focus alone.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      const floating = page.locator('[data-floating-buttons]')
      await expect(floating).toHaveCSS('pointer-events', 'auto')
      const field = page.locator(`#${PAGE_FORM} [name="nombre"]`)
      await field.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }))
      await expect(floating).toHaveCSS('opacity', '0')
      await expect(floating).toHaveCSS('pointer-events', 'none')
      await field.blur()
      await expect(floating).toHaveCSS('opacity', '1')
    },
  )
})

test.describe('phone menu', { tag: LAYOUT }, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1280, 'phone layout only')

  test('opens full screen with blog search and closes with X', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
    await expectHydrated(page.getByTestId('menu-open'))
    await page.getByTestId('menu-open').click()
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeVisible()
    const box = await menu.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(380)
    await expect(menu.getByRole('link', { name: 'CONTACTO' })).toBeVisible()
    // categories come from the CMS
    const categories = (await (await page.request.get('/api/categoria')).json()) as Array<{ nombre_es: string; url_es: string }>
    const category = menu.locator(`a[href="/blog/categoria/${categories[0]!.url_es}"]`)
    await expect(category).toBeVisible()
    await expect(category).toHaveText(categories[0]!.nombre_es)

    const blogs = (await (await page.request.get('/api/blogs/home')).json()) as Array<{ titulo_es: string }>
    await menu.getByRole('searchbox').fill(blogs[0]!.titulo_es.slice(0, 10))
    await expect(menu.getByTestId('search-results').getByRole('link').first()).toBeVisible()

    await page.getByTestId('menu-close').click()
    await expect(page.getByTestId('mobile-menu')).toBeHidden()
    await expect(page.getByTestId('menu-open')).toBeFocused()
  })

  test('a tap before the code arrives opens it, and the code takes it over', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const menu = page.getByTestId('mobile-menu')
    await page.getByTestId('menu-open').click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'CONTACTO' })).toBeVisible()
    release()
    // Hydrated with the menu open: the address loses `#mobile-menu`, and X and Escape work.
    await expect.poll(() => new URL(page.url()).hash).toBe('')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await page.getByTestId('menu-open').click()
    await expect(menu).toBeVisible()
    await page.getByTestId('menu-close').click()
    await expect(menu).toBeHidden()
  })
})

test.describe('desktop menu', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1280, 'desktop layout only')

  test('dropdowns open on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/en')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const vawa = nav.getByRole('link', { name: 'VAWA visa' })
    await expect(vawa).toBeHidden()
    await nav.getByRole('link', { name: 'VISAS' }).hover()
    await expect(vawa).toBeVisible()
    await page.mouse.move(5, 700)
    await expect(vawa).toBeHidden()
    await nav.getByRole('link', { name: 'VISAS' }).focus()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Humanitarian visas' })).toBeFocused()
    await expect(vawa).toBeVisible()
  })
})

test("the web fonts wait for a visitor's first page to load, and draw the next one from its first paint", async ({ page }) => {
  // Each font request, and whether the page had loaded when it was made.
  const fontRequests: Array<{ url: string; afterLoad: boolean }> = []
  let loaded = false
  page.on('load', () => (loaded = true))
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push({ url: request.url(), afterLoad: loaded })
  })
  // The body's font family ('' while the body is not parsed yet).
  const bodyFont = () => page.evaluate(() => (document.body ? getComputedStyle(document.body).fontFamily : ''))

  await page.goto('/contacto')
  // The first page: the metric-matched fallback, and no font fetched before the load event…
  expect(await bodyFont()).toMatch(/^"Inter Fallback"/)
  // …then both web fonts, into the cache, and nothing on the page is drawn in them (no swap).
  await expect.poll(() => fontRequests.length).toBe(2)
  expect(fontRequests.every((request) => request.afterLoad)).toBe(true)
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px montserrat'))).toBe(true)
  expect(await bodyFont()).toMatch(/^"Inter Fallback"/)

  // The next page names them before its first paint, and they are there: drawn from the cache.
  await page.goto('/en/contact', { waitUntil: 'commit' })
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${WEB_FONTS}\\b`))
  await expect.poll(bodyFont).toMatch(/^inter,/)
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px inter'))).toBe(true)
})
