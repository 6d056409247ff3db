import { existsSync } from 'node:fs'
import { HEADLESS_SHELL, ensureSystemPackages } from './system-packages.mjs'

/**
 * Debian's Chromium for the browser tests (Playwright's own download cannot work here): the first
 * of CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser; installed with apt when missing
 * (scripts/lib/system-packages.mjs), else an error saying what to do.
 */
export function ensureChromium() {
  ensureSystemPackages(['chromium'])
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  return candidates.find((p) => existsSync(p))
}

/**
 * The browser the tests run in: CHROMIUM_PATH, else Debian's build of Chromium's headless shell (the
 * same Blink and V8 as the full browser, without its windowing and UI), which is what Playwright
 * itself runs headless tests in. On this machine the full browser in headless mode spent 2.5x the
 * CPU for the same page loads (its UI renderers and compositor run unseen), and the browser tests
 * share two cores with the rest of the suite. Lighthouse, the benchmark and screenshots keep the full
 * browser (ensureChromium), as a visitor has it.
 */
export function ensureTestChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  ensureSystemPackages(['chromiumShell'])
  return HEADLESS_SHELL
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
