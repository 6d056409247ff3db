import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { LAYOUT } from './support/layout'
import { isRouteAvailable, localizedPath, staticPathnames } from '../../src/i18n/routes'
import { LANGS, STATIC_PAGES, firstArticle, founderProfilePath, postCategory, showHomeSliders, showSlug } from './support/pages'

/**
 * axe-core with all its default rules (WCAG A/AA and best practices), plus Label in Name (WCAG
 * 2.5.3), which axe still ships off as experimental, on every static route of the route table and
 * one page of each dynamic route, both languages: no violation of any impact, listed in the
 * failure message. The rules read the document, not the layout, so every page is audited once
 * (desktop width); at phone width the home page is audited with the phone menu open, the one part
 * of the page that exists only there.
 */
test.describe.configure({ mode: 'parallel' })

type Resolver = (page: Page, lang: 'es' | 'en') => Promise<string>

const dynamicPages: Record<string, Resolver> = {
  profile: (page, lang) => founderProfilePath(page.request, lang),
  article: async (page, lang) => (await firstArticle(page.request)).path[lang],
  category: async (page, lang) => (await postCategory(page.request, (await firstArticle(page.request)).post.id, lang)).path,
  show: async (page, lang) => localizedPath('/[...rest]', lang, { rest: [await showSlug(page.request)] }),
  notFound: async (_page, lang) => STATIC_PAGES.notFound![lang],
}

async function audit(page: Page, path: string, prepare?: () => Promise<void>) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  // A 404 page is drawn by the browser from the payload (docs/ARCHITECTURE.md, "Known limitations"):
  // audited once it is there, not the blank shell before it (a busy machine audited the shell once).
  if (response?.status() === 404) await expect(page.getByTestId('not-found')).toBeVisible()
  // Final colours only: no transitions, and every reveal-on-scroll element in its revealed state
  // (reveal-on-scroll itself is tested in pages.spec.ts).
  await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' })
  await page.evaluate(() => document.querySelectorAll('[data-reveal]').forEach((el) => el.setAttribute('data-revealed', '')))
  await prepare?.()
  // Legacy mode: one axe.run() in the page, same-origin frames included. The default mode runs axe
  // in each frame and merges the results in a blank page it opens, evaluating axe-core's 600 KB
  // source three times: 2.6-3.7 s an audit against 1.1 s, same rules, 53 audits a run. All it adds
  // is cross-origin frames, and the site's one (the Google map) is a third party's page.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  const bad = results.violations
  const report = bad
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 6)
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.split('\n').join(' | ')}`)
          .join('\n'),
    )
    .join('\n')
  expect(bad, `axe on ${path}:\n${report}`).toEqual([])
}

for (const lang of LANGS) {
  test.describe(`axe ${lang}`, () => {
    for (const route of staticPathnames.filter((r) => isRouteAvailable(r, lang))) {
      const path = localizedPath(route, lang)
      test(`${route} ${path}`, async ({ page }) => {
        // The home sliders' cards are drawn by the browser: audited once they are there.
        await audit(page, path, route === '/' ? () => showHomeSliders(page) : undefined)
      })
    }
    for (const [name, resolve] of Object.entries(dynamicPages)) {
      test(`${name}`, async ({ page }) => {
        const path = await resolve(page, lang)
        await audit(page, path)
      })
    }
  })
}

test('phone: the home page with the phone menu open', { tag: LAYOUT }, async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 1280, 'the phone menu exists at phone width only')
  await audit(page, STATIC_PAGES.home!.es, async () => {
    await page.getByTestId('menu-open').click()
    await expect(page.getByTestId('mobile-menu')).toBeVisible()
  })
})
