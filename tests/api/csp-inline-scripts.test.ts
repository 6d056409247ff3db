import { Window } from 'happy-dom'
import { afterAll, describe, expect, it } from 'vitest'
import { BASE_URL } from '../fixtures/base-url'
import { refusedNativeLeadFields } from '../fixtures/lead-post'
import { rawRequest, type RawAnswer } from '../fixtures/raw-http'

/**
 * No public page answers allowing any inline script (issue 47): each kind of public HTML answer
 * (a page, a list paged in the URL, the form page a refused no-JavaScript post comes back to, the
 * 404 page, the thank-you page; their HEAD and 304) carries its own nonce in script-src (src/proxy.ts),
 * and every inline script in its body carries that nonce. The body is read by an HTML parser
 * (happy-dom, a dev dependency; the admin's rich text brings the same version), as a browser reads it.
 */
const window = new Window({ settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true } })
afterAll(() => window.happyDOM.close())

const JS_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript'])

function scriptSrc(answer: RawAnswer): string[] {
  const policies = [answer.headers['content-security-policy'] ?? []].flat()
  expect(policies, 'one policy').toHaveLength(1)
  const directive = String(policies[0])
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
  expect(directive, 'script-src').toBeDefined()
  return directive!.slice(1)
}

/** The nonce attribute of each script the browser would run from the page's own text. */
function inlineScriptNonces(html: string): Array<string | null> {
  const document = new window.DOMParser().parseFromString(html, 'text/html')
  return [...document.querySelectorAll('script')]
    .filter((script) => !script.hasAttribute('src') && JS_TYPES.has((script.getAttribute('type') ?? '').trim().toLowerCase()))
    .map((script) => script.getAttribute('nonce'))
}

function expectNamed(answer: RawAnswer, label: string) {
  const sources = scriptSrc(answer)
  expect(sources, label).not.toContain("'unsafe-inline'")
  const nonce = /^'nonce-(.+)'$/.exec(sources.find((source) => source.startsWith("'nonce-")) ?? '')?.[1]
  expect(nonce, `${label}: nonce`).toBeTruthy()
  const nonces = inlineScriptNonces(answer.body.toString('utf8'))
  expect(nonces.length, `${label}: inline scripts`).toBeGreaterThan(0)
  for (const [i, found] of nonces.entries()) expect(found, `${label}: inline script ${i}`).toBe(nonce)
}

async function expectHeadAndRevalidation(path: string, headers: Record<string, string> = {}) {
  const head = await rawRequest(`${BASE_URL}${path}`, { method: 'HEAD', headers })
  expect(scriptSrc(head), `HEAD ${path}`).not.toContain("'unsafe-inline'")
  const first = await rawRequest(`${BASE_URL}${path}`, { headers })
  const etag = first.headers.etag
  if (typeof etag === 'string') {
    const again = await rawRequest(`${BASE_URL}${path}`, { headers: { ...headers, 'If-None-Match': etag } })
    expect(again.status, `304 ${path}`).toBe(304)
    expect(scriptSrc(again), `304 ${path}`).not.toContain("'unsafe-inline'")
  }
}

describe("public HTML answers run their inline scripts by their own nonce, never 'unsafe-inline' (issue 47)", () => {
  it.each([
    ['a page', '/'],
    ['an English page', '/en/contact'],
    ['a thank-you page', '/gracias'],
    ['an English thank-you page', '/en/thank-you'],
    ['a page Next streams (a list paged in the URL)', '/blog?page=2'],
  ])('%s (%s)', async (_kind, path) => {
    await rawRequest(`${BASE_URL}${path}`)
    const answer = await rawRequest(`${BASE_URL}${path}`)
    expect(answer.status, path).toBe(200)
    expectNamed(answer, path)
    await expectHeadAndRevalidation(path)
  })

  it('the 404 page, in both languages', async () => {
    for (const path of ['/esta-pagina-no-existe', '/en/this-page-does-not-exist']) {
      const answer = await rawRequest(`${BASE_URL}${path}`)
      expect(answer.status, path).toBe(404)
      expectNamed(answer, path)
      const head = await rawRequest(`${BASE_URL}${path}`, { method: 'HEAD' })
      expect(scriptSrc(head), `HEAD ${path}`).not.toContain("'unsafe-inline'")
    }
  })

  it('the form page a refused no-JavaScript post comes back to, in both languages', async () => {
    for (const [variant, locale, section] of [
      ['contact-es', 'es', 'Contacto Español'],
      ['contact-en', 'en', 'Contact English'],
    ] as const) {
      const fields = new URLSearchParams(refusedNativeLeadFields({ variant, locale, section }))
      const refused = await rawRequest(`${BASE_URL}/api/prospecto/agregar`, {
        method: 'POST',
        body: Buffer.from(fields.toString()),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Mode': 'navigate',
          'Sec-Fetch-Site': 'same-origin',
          'Sec-Fetch-Dest': 'document',
        },
      })
      expect(refused.status, variant).toBe(303)
      expect(scriptSrc(refused), `303 ${variant}`).not.toContain("'unsafe-inline'")
      const location = String(refused.headers.location)
      expect(location, variant).toMatch(locale === 'es' ? /^\/consulta\?/ : /^\/en\/enquiry\?/)
      const cookie = (refused.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).join('; ')
      const form = await rawRequest(`${BASE_URL}${location}`, { headers: { Cookie: cookie } })
      expect(form.status, location).toBe(200)
      expect(form.body.toString('utf8'), location).toContain('familia@example.com')
      expectNamed(form, location)
      await expectHeadAndRevalidation(location, { Cookie: cookie })
    }
  })
})
