import { expect, test } from '@playwright/test'
import { LAYOUT } from './support/layout'

/**
 * The thank-you page says when the firm will call (issue 25, item 2), from the office hours in site
 * settings and the visitor's clock. The demo firm sets no hours (always open); the closed case,
 * with its next opening in each office's time zone, is unit-tested with a controlled clock
 * (src/features/office-hours/hours.test.ts).
 */
for (const [path, text] of [
  ['/gracias', 'Nuestra oficina está abierta: le llamaremos en los próximos minutos.'],
  ['/en/thank-you', 'Our office is open: we will call you within minutes.'],
] as const) {
  test(`${path} says when the firm will call ${LAYOUT}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByTestId('call-back')).toHaveText(text)
  })
}
