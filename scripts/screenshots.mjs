#!/usr/bin/env node
/**
 * Screenshots of pages at phone (390 px) and desktop (1280 px) widths, for a person to look at.
 *   BASE_URL=http://localhost:3000 node scripts/screenshots.mjs / /en /servicios …
 * Writes test-results/screens/<path>-<width>.png (git-ignored).
 */
import { mkdirSync } from 'node:fs'
import { launchChromium } from './lib/chromium.mjs'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/en']
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number)
const full = process.env.FULL !== '0'
mkdirSync('test-results/screens', { recursive: true })

const browser = await launchChromium()
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 800 }, deviceScaleFactor: 1 })
  const page = await context.newPage()
  for (const path of paths) {
    const response = await page.goto(base + path, { waitUntil: 'networkidle' }).catch((e) => ({ status: () => String(e) }))
    // reveal-on-scroll elements: scroll through so they are visible in a full-page shot
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((r) => setTimeout(r, 120))
      }
      window.scrollTo({ top: 0, behavior: 'instant' })
    })
    await page.waitForTimeout(1000)
    const name = (path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home') + `-${width}`
    await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: full })
    console.log(`${response?.status?.()} ${path} → test-results/screens/${name}.png`)
  }
  await context.close()
}
await browser.close()
