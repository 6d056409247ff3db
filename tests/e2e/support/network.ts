import type { Page, Request } from '@playwright/test'

/**
 * Returns a wait for the page to have had every request it sent answered, and then 700 ms more
 * with none sent (longer than the 250 ms the admin waits after a change before it sends the form to
 * the server to be checked). `waitForLoadState('networkidle')` does not do this after the page
 * has loaded: it returns at once, as that state was reached then. In the admin a save was pressed
 * with that check still out, and the late check took the refusal off the field. Watching starts
 * when this is called, so call it before the actions whose requests are to be waited for.
 */
export function watchRequests(page: Page): () => Promise<void> {
  const open = new Set<Request>()
  page.on('request', (request) => {
    if (!['eventsource', 'websocket'].includes(request.resourceType())) open.add(request)
  })
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return async () => {
    let quietSince = Date.now()
    const giveUp = Date.now() + 20_000
    while (Date.now() - quietSince < 700 && Date.now() < giveUp) {
      if (open.size > 0) quietSince = Date.now()
      await page.waitForTimeout(50)
    }
  }
}
