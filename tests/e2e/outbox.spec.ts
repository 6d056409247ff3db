import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test'
import {
  control,
  errorRegion,
  expectError,
  fillValid,
  isLeadPost,
  LEAD_ENDPOINT,
  leadsNamed,
  MSG,
  multipartFields,
  openForm,
  overlay,
  staffToken,
  submitButton,
  THANK_YOU,
  uniqueName,
  type Lang,
} from './support/forms'
import { FULL_CHROMIUM } from './support/browsers'
import { LAYOUT } from './support/layout'

/**
 * The enquiry outbox (issue 10 §1; docs/ARCHITECTURE.md "The outbox"): an enquiry sent with no
 * connection is kept in the browser, said so in the form's language, and sent once when the
 * connection returns — from the form's own page, from the next page the visitor opens, or from
 * the service worker's Background Sync. Connection loss is Playwright's offline mode.
 */

// The last group needs Background Sync, a service of the full browser (the headless build has no
// SyncManager); Playwright picks the browser per file.
test.use({ launchOptions: FULL_CHROMIUM })

const SAVED: Record<Lang, string> = {
  es: 'Sin conexión: su consulta quedó guardada en este teléfono y la enviaremos en cuanto haya conexión. No tiene que escribirla de nuevo.',
  en: 'No connection: your enquiry is saved on this phone and will be sent as soon as there is a connection. You do not need to type it again.',
}
const SENT: Record<Lang, string> = {
  es: 'Su consulta guardada ya fue enviada. Le llamaremos pronto.',
  en: 'Your saved enquiry has been sent. We will call you soon.',
}

type KeptEntry = { id: string; keptAt: number; posts: Array<{ endpoint: string; fields: Record<string, string> }> }

/** What the outbox holds, read from IndexedDB as the page sees it. */
function outboxEntries(page: Page): Promise<KeptEntry[]> {
  return page.evaluate(
    () =>
      new Promise<KeptEntry[]>((resolve, reject) => {
        const open = indexedDB.open('enquiry-outbox', 1)
        open.onupgradeneeded = () => {
          open.result.createObjectStore('entries', { keyPath: 'id' })
          open.result.createObjectStore('notes', { keyPath: 'id' })
        }
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const all = open.result.transaction('entries').objectStore('entries').getAll()
          all.onsuccess = () => {
            open.result.close()
            resolve(all.result as KeptEntry[])
          }
          all.onerror = () => reject(all.error)
        }
      }),
  )
}

/** Moves every kept enquiry's stored time back by `ms` (the 7-day expiry without waiting a week). */
function ageOutbox(page: Page, ms: number): Promise<void> {
  return page.evaluate(
    (by) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('enquiry-outbox', 1)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('entries', 'readwrite')
          const store = tx.objectStore('entries')
          const all = store.getAll()
          all.onsuccess = () => {
            for (const entry of all.result as KeptEntry[]) store.put({ ...entry, keptAt: entry.keptAt - by })
          }
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    ms,
  )
}

/** Submission ids of every lead post any page of the context makes (failed attempts included). */
function recordPosts(context: BrowserContext): string[] {
  const ids: string[] = []
  context.on('request', (request) => {
    if (isLeadPost(request)) ids.push(multipartFields(request).submission_id ?? '')
  })
  return ids
}

/** The Spanish contact form, filled in, past the server's minimum fill time. */
async function filledContactForm(page: Page, prefix: string): Promise<{ form: Locator; name: string }> {
  // The fill time is measured with the browser's clock; move it past the 2 s, then let it run.
  await page.clock.install()
  const form = await openForm(page, '/contacto')
  const name = await fillValid(form, { email: true, terms: true }, uniqueName(prefix))
  await page.clock.fastForward(2_100)
  await page.clock.resume()
  return { form, name }
}

/** Submits with no connection and expects the kept-enquiry message, the overlay down. */
async function submitOffline(page: Page, context: BrowserContext, form: Locator, lang: Lang = 'es'): Promise<KeptEntry> {
  await context.setOffline(true)
  await submitButton(form).click()
  await expect(form.getByRole('status')).toHaveText(SAVED[lang])
  await expect(errorRegion(form)).toHaveText('')
  await expect(overlay(page, lang)).toBeHidden()
  await expect(submitButton(form)).toBeEnabled()
  const kept = await outboxEntries(page)
  expect(kept).toHaveLength(1)
  return kept[0]!
}

/**
 * Exactly one lead under this name, read as staff. A fresh login per look: parallel tests log the
 * same staff user in, and Payload may drop an older session (a known limitation).
 */
async function leadCount(request: APIRequestContext, name: string): Promise<number> {
  return (await leadsNamed(request, await staffToken(request), name)).length
}

async function expectOneLead(page: Page, name: string): Promise<void> {
  await expect.poll(() => leadCount(page.request, name), { timeout: 15_000 }).toBe(1)
}

test.describe('outbox, sent by the page', () => {
  // The page's own sending, apart from the worker's (its own test below).
  test.use({ serviceWorkers: 'block' })

  test(
    'kept with no connection, sent once when it returns, then the thank-you page',
    { tag: LAYOUT },
    async ({ page, context }) => {
      const posts = recordPosts(context)
      const { form, name } = await filledContactForm(page, 'Buzon')
      const kept = await submitOffline(page, context, form)

      // Only what the form posts is kept: its fields and the transport fields, no more.
      expect(kept.posts).toHaveLength(1)
      expect(kept.posts[0]!.endpoint).toBe(LEAD_ENDPOINT)
      expect(Object.keys(kept.posts[0]!.fields).sort()).toEqual(
        [
          '_token',
          'checkbox',
          'consent_text',
          'email',
          'fecha_hora',
          'form_id',
          'locale',
          'mensaje',
          'nombre',
          'page_url',
          'phone',
          'seccion',
          'started_at',
          'submission_id',
          'variant',
          'website',
        ].sort(),
      )
      expect(kept.posts[0]!.fields.nombre).toBe(name)
      expect(kept.id).toBe(kept.posts[0]!.fields.submission_id)

      await context.setOffline(false)
      await expect(page).toHaveURL(/\/gracias\/?$/)
      await expect(page.locator('h1').first()).toHaveText(THANK_YOU.es.heading)
      await expectOneLead(page, name)
      // Sent once, with the kept submission id, and gone from the browser.
      expect(posts).toEqual([kept.id])
      expect(await outboxEntries(page)).toHaveLength(0)
    },
  )

  test('kept across a reload with no connection, sent by the next page opened, which says so', async ({ page, context }) => {
    const posts = recordPosts(context)
    const { form, name } = await filledContactForm(page, 'Recarga')
    const kept = await submitOffline(page, context, form)
    // The visitor reloads with no connection (the browser's offline page, or its cached copy),
    // nothing is sent, and they give up for now.
    await page.reload().catch(() => {})
    expect(posts).toEqual([])
    await page.close()
    await context.setOffline(false)
    // Later, the site again (a new tab: the test's clock stays with the first).
    const next = await context.newPage()
    await next.goto('/en/services')
    await expect(next.getByRole('status').filter({ hasText: SENT.en })).toBeVisible()
    await expectOneLead(next, name)
    expect(posts).toEqual([kept.id])
    expect(await outboxEntries(next)).toHaveLength(0)
    // Said once: the page after has nothing more to say.
    await next.goto('/')
    await expect(next.locator('main')).toBeVisible()
    await expect(next.getByText(SENT.es)).toHaveCount(0)
  })

  test('two tabs open when the connection returns: one post, one lead', async ({ page, context }) => {
    const posts = recordPosts(context)
    const { form, name } = await filledContactForm(page, 'Pestanas')
    const kept = await submitOffline(page, context, form)
    const second = await context.newPage()
    // Both tabs send at once: the form's tab on `online`, the other on its page load.
    await context.setOffline(false)
    await second.goto('/blog')
    await expect(page).toHaveURL(/\/gracias\/?$/)
    await expectOneLead(page, name)
    expect(posts).toEqual([kept.id])
  })

  test('an enquiry older than 7 days is dropped, not sent', async ({ page, context }) => {
    const posts = recordPosts(context)
    const { form, name } = await filledContactForm(page, 'Caduca')
    await submitOffline(page, context, form)
    await ageOutbox(page, 7 * 24 * 60 * 60 * 1000 + 60_000)
    await context.setOffline(false)
    await expect.poll(async () => (await outboxEntries(page)).length).toBe(0)
    expect(await leadCount(page.request, name)).toBe(0)
    expect(posts).toEqual([])
    await expect(page).toHaveURL(/\/contacto$/)
  })

  for (const [status, body, message] of [
    [422, { status: 'error', message: 'errors.phone', field: 'phone' }, MSG.es.phone],
    [403, { status: 'error', message: 'errors.notSuccess' }, MSG.es.notSuccess],
    [429, { status: 'error', message: 'errors.notSuccess' }, MSG.es.notSuccess],
    [503, { status: 'error', message: 'errors.notSuccess' }, MSG.es.notSuccess],
  ] as const) {
    // The answer is the test's own (the endpoint is intercepted): the same on every database.
    test(`a server answer ${status} is shown, never kept`, async ({ page }) => {
      await page.route(LEAD_ENDPOINT, (route) => route.fulfill({ status, json: body }))
      const { form } = await filledContactForm(page, 'Rechazo')
      await submitButton(form).click()
      if (status === 422) await expectError(form, message, 'phone')
      else await expect(errorRegion(form)).toHaveText(message)
      await expect(form.getByRole('status')).toHaveText('')
      expect(await outboxEntries(page)).toHaveLength(0)
    })
  }

  test('the referral form keeps every referred person and sends them all', async ({ page, context }) => {
    await page.clock.install()
    const form = await openForm(page, '/referidos')
    const referrer = uniqueName('Recomienda')
    await control(form, 'nombre').fill(referrer)
    await control(form, 'phone').fill('9155550142')
    await control(form, 'checkbox').check()
    const people = [uniqueName('Referido'), uniqueName('Referida')]
    for (const person of people) {
      await control(form, 'referido_nombre').fill(person)
      await control(form, 'referido_telefono').fill('9155550143')
      await form.getByRole('button', { name: 'AGREGAR' }).click()
    }
    await page.clock.fastForward(2_100)
    await page.clock.resume()
    const kept = await submitOffline(page, context, form)
    expect(kept.posts.map((p) => p.fields.nombre)).toEqual(people)
    await context.setOffline(false)
    await expect(page).toHaveURL(/\/gracias-referidos\/?$/)
    for (const person of people) await expectOneLead(page, person)
  })
})

test.describe('outbox, sent by the service worker', () => {
  test('the visitor closed the site: Background Sync sends it, the next page says so', async ({ page, context }) => {
    const posts = recordPosts(context)
    const { form, name } = await filledContactForm(page, 'Trabajador')
    // Starting on the form registers the worker while there is a connection.
    await control(form, 'nombre').focus()
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.active)))
      .toBe(true)
    const kept = await submitOffline(page, context, form)
    // The visitor leaves: no page of the site is open when the connection returns.
    await page.close()
    await context.setOffline(false)
    await expect.poll(() => leadCount(context.request, name), { timeout: 20_000 }).toBe(1)
    expect(posts).toEqual([kept.id])
    // The next page of the site says it went, once.
    const next = await context.newPage()
    await next.goto('/blog')
    await expect(next.getByRole('status').filter({ hasText: SENT.es })).toBeVisible()
    expect(await outboxEntries(next)).toHaveLength(0)
    expect(posts).toEqual([kept.id])
  })
})
