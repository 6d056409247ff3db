import { expect, test } from '@playwright/test'
import { signIn } from './support/forms'

/**
 * Live preview of a text group's draft on the real page (issue 24, item 3), as Payload's admin
 * does it: the admin page frames the group's page through /api/preview (which gives the signed-in
 * staff member draft mode) at the phone's 390 px and the desktop's 1280 px; the page shows the
 * draft, says it is ready, and reloads with the new draft when the admin announces a save. The
 * admin's own UI is not driven: its live-preview window is Payload's; the protocol is ours.
 */
test('the contact texts draft, live-previewed in the admin at 390 and 1280 px', async ({ page }) => {
  const token = await signIn(page, 'admin')
  const auth = { Authorization: `JWT ${token}` }
  const original = 'Hablemos de su caso'
  const saveDraft = async (bannerTitle: string) => {
    const saved = await page.request.post('/cms-api/globals/texts-contact?locale=es&draft=true', {
      headers: auth,
      data: { bannerTitle },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  // The admin frames the preview route: the answer sets the draft-mode cookie for this browser.
  const preview = await page.request.get('/api/preview?path=/contacto', { headers: auth, maxRedirects: 0 })
  expect(preview.status()).toBe(307)

  await page.setViewportSize({ width: 1400, height: 1000 })
  // A page of the admin (same origin, may frame this site) stands in for the live-preview window.
  await page.goto('/admin/login')
  // What the admin's live-preview window hears: the framed page saying it is ready.
  await page.evaluate(() => {
    const state = window as unknown as { previewReady: number }
    state.previewReady = 0
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: string; ready?: boolean } | null
      if (event.origin === location.origin && data?.type === 'payload-live-preview' && data.ready) state.previewReady++
    })
  })
  try {
    for (const width of [390, 1280]) {
      const first = `Borrador ${width} ${Date.now().toString(36)}`
      await saveDraft(first)
      await page.evaluate((frameWidth) => {
        document.querySelector('iframe#live-preview')?.remove()
        ;(window as unknown as { previewReady: number }).previewReady = 0
        const frame = document.createElement('iframe')
        frame.id = 'live-preview'
        frame.src = '/contacto'
        frame.width = String(frameWidth)
        frame.height = '800'
        document.body.prepend(frame)
      }, width)
      const framed = page.frameLocator('iframe#live-preview')
      await expect(framed.locator('h1')).toHaveText(first)
      await expect.poll(() => page.evaluate(() => (window as unknown as { previewReady: number }).previewReady)).toBe(1)
      // The real page at that width: nothing wider than the frame.
      const frame = page.frame({ url: /\/contacto$/ })!
      expect(await frame.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: test.info().outputPath(`texts-preview-${width}.png`) })

      // The admin saves again (autosave) and tells the frame: it reloads with the new draft.
      const second = `${first} y otra vez`
      await saveDraft(second)
      await page.evaluate(() => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe#live-preview')!
        frame.contentWindow!.postMessage({ type: 'payload-document-event' }, location.origin)
      })
      await expect(framed.locator('h1')).toHaveText(second)
    }
    // Visitors still see the published text.
    const visitor = await page.context().browser()!.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`${new URL(page.url()).origin}/contacto`)
    await expect(visitorPage.locator('h1')).toHaveText(original)
    await visitor.close()
  } finally {
    await page.request.post('/cms-api/globals/texts-contact?locale=es', {
      headers: auth,
      data: { bannerTitle: original, _status: 'published' },
    })
  }
})
