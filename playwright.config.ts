import { defineConfig, devices } from '@playwright/test'
import { LAYOUT } from './tests/e2e/support/layout'
import { FULL_BROWSER, FULL_CHROMIUM, HEADLESS_CHROMIUM } from './tests/e2e/support/browsers'

/**
 * Browser tests against the built site that scripts/test.mjs serves (BASE_URL), in Debian's
 * Chromium (Playwright's browser download is not possible here): in its headless build, but for
 * what only the full browser does as a phone does (tests/e2e/support/browsers.ts says what and why).
 *
 * `desktop` (1280 px) runs every test; the phone projects (390 px) run only the tests tagged
 * LAYOUT ('@layout', tests/e2e/support/layout.ts): menus, floating buttons, sliders, scroll
 * positions, a form's place and use on a small screen; `phone-full-browser` those of them also
 * tagged FULL_BROWSER, `phone` the rest. Viewport-independent tests (axe, SEO and head tags, CSP,
 * host aliases, staff/admin, no-JS posts, form failures) run once.
 */
const layoutTag = new RegExp(LAYOUT)
const fullBrowserTag = new RegExp(FULL_BROWSER)
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // PW_WORKERS lets scripts/test.mjs size the pool to the machine (2 on a 2-core machine).
  workers: Number(process.env.PW_WORKERS) || 2,
  // On CI, a test that fails is run once more, as Playwright's own CI setting does: a loaded 2-core
  // machine can stall a browser past a timeout. A test that passes on the retry is reported as
  // flaky in the stage's output and in the summary (scripts/lib/stages.mjs), never hidden; one
  // that fails twice fails the run. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:3000',
    // A trace is recorded only when a failed test runs again (CI's retry). Recording every test's
    // screencast and snapshots, to keep those of the failures, cost a quarter of the browser stage's
    // time (two specs: 109 s with, 84 s without). Locally: PLAYWRIGHT_ARGS="--trace=on <spec>".
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      grep: layoutTag,
      grepInvert: fullBrowserTag,
      use: { ...phone, launchOptions: HEADLESS_CHROMIUM },
    },
    {
      name: 'phone-full-browser',
      grep: new RegExp(`^(?=.*${LAYOUT})(?=.*${FULL_BROWSER})`),
      use: { ...phone, launchOptions: FULL_CHROMIUM },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: HEADLESS_CHROMIUM },
    },
  ],
})
