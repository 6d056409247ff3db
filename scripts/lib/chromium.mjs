import { existsSync } from 'node:fs'
import { ensureSystemPackages } from './system-packages.mjs'

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
