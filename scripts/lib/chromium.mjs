import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

/**
 * Debian's Chromium for the browser tests (Playwright's own download cannot work here).
 * Installs it with apt when missing and we are root; otherwise explains what to do.
 */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  const found = candidates.find((p) => existsSync(p))
  if (found) return found
  if (process.getuid?.() === 0) {
    console.log('Chromium not found: installing Debian package chromium…')
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (result.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  throw new Error('Chromium is needed for browser tests: apt-get install -y chromium (or set CHROMIUM_PATH)')
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
