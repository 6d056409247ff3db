import { expect, test } from '@playwright/test'
import { fillValid, openForm, submitToThankYou, THANK_YOU } from './support/forms'

/**
 * A visitor reaches the site under whatever name they typed or were given: the server's own URL
 * (SITE_URL is http://localhost:PORT in the suite), its IP address, a LAN address. Every form and
 * the call tracking must work under each, since the browser itself says the post is same-origin.
 * Viewport-independent: runs once, at desktop width (not tagged LAYOUT).
 */
const base = new URL(process.env.BASE_URL ?? 'http://localhost:3000')
const hosts = ['localhost', '127.0.0.1']

for (const host of hosts) {
  test.describe(`opened as ${host}`, () => {
    const origin = `${base.protocol}//${host}:${base.port}`

    test('the contact form reaches its thank-you page', async ({ page }) => {
      const form = await openForm(page, `${origin}/contacto`)
      await fillValid(form, { email: true, terms: true })
      const posted = await submitToThankYou(page, form, { ...THANK_YOU.es, path: `${origin}${THANK_YOU.es.path}` })
      expect(posted.variant).toBe('contact-es')
    })

    test('a call click is recorded', async ({ page }) => {
      await page.goto(`${origin}/en`, { waitUntil: 'load' })
      const link = page.locator('a[href^="tel:"]').first()
      // Recorded by the layout's inline listener, with or without the page's code
      // (before-the-code.spec.ts). The tel: navigation itself goes nowhere in a headless browser.
      await expect(async () => {
        const tracked = page.waitForResponse((r) => r.url().endsWith('/en/api/track-call'), { timeout: 2_000 })
        await link.dispatchEvent('click')
        expect((await tracked).status()).toBe(200)
      }).toPass({ timeout: 20_000 })
    })
  })
}
