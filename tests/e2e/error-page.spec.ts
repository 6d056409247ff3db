import { expect, test } from '@playwright/test'
import { FAILING_POST_SLUG } from '../../src/features/content/read-fault'
import es from '../../src/messages/es/error.json' with { type: 'json' }
import en from '../../src/messages/en/error.json' with { type: 'json' }
import { LAYOUT } from './support/layout'

/**
 * A page that fails to render shows the site's own error page in the visitor's language, with the
 * firm's phone number and a way home. The test build (scripts/test.mjs, SITE_TEST_FAULTS=1) fails
 * the CMS read of one blog post on purpose (src/features/content/read-fault.ts), as an outage would.
 */
const cases = [
  { locale: 'es', path: `/blog/${FAILING_POST_SLUG}`, words: es, home: '/', site: '/' },
  { locale: 'en', path: `/en/blog/${FAILING_POST_SLUG}`, words: en, home: '/en', site: '/en' },
] as const

for (const { locale, path, words, home, site } of cases) {
  test(`a render error shows the ${locale} error page`, { tag: LAYOUT }, async ({ page }, testInfo) => {
    // The firm's phone line, as the site's header shows it.
    await page.goto(site)
    const phone = await page.locator('header a[href^="tel:"]').first().getAttribute('href')
    expect(phone).toMatch(/^tel:\+\d{8,}$/)

    const response = await page.goto(path)
    expect(response?.status()).toBe(500)
    const errorPage = page.getByTestId('error-page')
    await expect(errorPage).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page).toHaveTitle(words.metaTitle)
    await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText(words.headline)
    await expect(errorPage).toContainText(words.text)
    const call = errorPage.getByRole('link', { name: new RegExp(`^${words.call} `) })
    await expect(call).toHaveAttribute('href', phone!)
    await expect(errorPage.getByRole('link', { name: words.home })).toHaveAttribute('href', home)
    await page.screenshot({ path: testInfo.outputPath(`error-page-${locale}.png`), fullPage: true })

    // The way home works.
    await errorPage.getByRole('link', { name: words.home }).click()
    await expect(page).toHaveURL((url) => url.pathname === home)
    await expect(page.getByTestId('error-page')).toHaveCount(0)
  })
}
