import { describe, expect, it } from 'vitest'
import { BASE_URL } from '../fixtures/base-url'

/**
 * A lead sent to the running site the way a browser does (token cookie, same-origin post) ends up
 * in the firm's intake inbox: the real SMTP sink that scripts/test.mjs runs beside the site.
 */
const SINK = process.env.SMTP_SINK_URL

describe.skipIf(!SINK)('lead delivery', () => {
  it('stores the lead, answers success, and e-mails the intake inbox once', async () => {
    const tokenResponse = await fetch(`${BASE_URL}/csrf-token`)
    const cookie = (tokenResponse.headers.get('set-cookie') ?? '').split(';')[0]!
    const { token } = (await tokenResponse.json()) as { token: string }
    const name = `Entrega Prueba ${Date.now().toString(36).replace(/\d/g, 'x')}`

    const form = new FormData()
    const fields: Record<string, string> = {
      variant: 'contact-es',
      form_id: 'contact-form',
      _token: token,
      submission_id: crypto.randomUUID(),
      started_at: String(Date.now() - 30_000),
      page_url: `${BASE_URL}/contacto`,
      consent_text: 'Texto de consentimiento de prueba',
      locale: 'es',
      website: '',
      fecha_hora: new Date().toISOString(),
      nombre: name,
      email: 'familia@example.com',
      phone: '9155550123',
      mensaje: 'Quiero una evaluación',
      checkbox: '1',
      seccion: 'Contacto Español',
    }
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    const response = await fetch(`${BASE_URL}/api/prospecto/agregar`, {
      method: 'POST',
      body: form,
      headers: { Cookie: cookie, Origin: BASE_URL, 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'success' })

    let matching: Array<{ to: string[]; raw: string }> = []
    for (let i = 0; i < 60 && matching.length === 0; i++) {
      const messages = (await (await fetch(SINK!)).json()) as Array<{ to: string[]; raw: string }>
      matching = messages.filter((m) => m.raw.includes(name))
      if (matching.length === 0) await new Promise((r) => setTimeout(r, 500))
    }
    expect(matching).toHaveLength(1)
    expect(matching[0]!.to).toContain(process.env.INTAKE_EMAIL ?? 'intake@salazarimmigration.example')
  })
})
