import { existsSync } from 'node:fs'
import { ensureSystemPackages, HEADLESS_SHELL, playwrightChromium } from './system-packages.mjs'

/**
 * The system's Chromium, for what measures or shows the site as a visitor's browser does:
 * Lighthouse, the benchmark, the screenshots, the browser tests. The first of CHROMIUM_PATH,
 * Debian's /usr/bin/chromium, and the build Playwright installed where the system has none (Ubuntu,
 * whose `chromium` is a snap); installed when missing (scripts/lib/system-packages.mjs), else an
 * error saying what to do.
 */
export function ensureChromium() {
  ensureSystemPackages(['chromium'])
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p)) ?? playwrightChromium()
}

export { HEADLESS_SHELL }

/**
 * The headless build of the same Chromium release, Debian's `chromium-headless-shell`: what
 * Playwright itself runs headless tests in, and what most browser tests run in here. Against the
 * full browser in headless mode it took 35 % less of the machine's CPU for the same 75 tests
 * (523 s → 341 s; browser stage 234 s → 143 s), and the browser is half of a CI run's CPU. It has
 * no push messaging or Background Sync, and its mobile viewport lazy-loads differently: those tests
 * keep the full browser. CHROMIUM_HEADLESS_SHELL overrides the path. Where the system offers no
 * headless build (Ubuntu), the full browser runs these tests too: slower, the same results.
 */
export function ensureHeadlessShell() {
  ensureSystemPackages(['chromium-headless-shell'])
  return [process.env.CHROMIUM_HEADLESS_SHELL, HEADLESS_SHELL].find((p) => p && existsSync(p)) ?? ensureChromium()
}

/**
 * Flags for Chromium in a container: no sandbox (no user namespaces here), no GPU, and none of the
 * background traffic (component updates, sync, first-run pings) that would reach for the network
 * and add requests to what we measure. Lighthouse gets the same flags plus --headless=new.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Headless Chromium through Playwright, for the scripts (the browser tests use playwright.config.ts). */
export async function launchChromium() {
  // Loaded here so test.mjs, which only needs ensureChromium, does not pay for Playwright.
  const { chromium } = await import('@playwright/test')
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS })
}
