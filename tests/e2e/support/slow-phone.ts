import type { Page } from '@playwright/test'
import { gate } from './forms'

/**
 * A phone as our visitors have, for the specs that act before a page's code arrives
 * (forms-typing, before-the-code): Lighthouse's mobile CPU and slow 4G, and the page's code held
 * back by request interception until the test lets it through.
 */

/**
 * The phone's slow CPU and network, until `fast()`. Chromium slows the CPU by spinning the page's
 * main thread in a signal handler three quarters of the time, busy or idle: a slowed page costs
 * most of a core for as long as it is slowed. So the checks made once the form is live run at full
 * speed.
 */
export async function slowPhone(page: Page): Promise<{ fast: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  // Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (×0.9 as DevTools).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  })
  return {
    fast: async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
    },
  }
}

/**
 * Holds back every script the page's HTML does not name (the form's code and what it imports),
 * or with `pageCode` every script at all (a phone still fetching the page's own code), until
 * `release`. Returns whether any was held.
 */
export async function holdFormCode(page: Page, path: string, { pageCode = false } = {}) {
  const html = pageCode ? '' : await (await page.request.get(path)).text()
  const named = new Set([...html.matchAll(/static\/chunks\/[\w.~-]+\.js/g)].map((m) => m[0]))
  const { wait, open } = gate()
  const held: string[] = []
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    async (route) => {
      const url = new URL(route.request().url())
      if (![...named].some((chunk) => url.pathname.endsWith(chunk))) {
        held.push(url.pathname)
        await wait
      }
      await route.continue()
    },
  )
  return { release: open, held }
}
