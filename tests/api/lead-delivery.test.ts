import { describe, expect, it } from 'vitest'
import { BASE_URL } from '../fixtures/base-url'
import { postContactLead } from '../fixtures/lead-post'
import { smtpSinkUrl } from '../fixtures/smtp-sink'

/**
 * A lead sent to the running site the way a browser does (token cookie, same-origin post) ends up
 * in the firm's intake inbox: the real SMTP sink that scripts/test.mjs runs beside the site.
 */
describe('lead delivery', () => {
  it('stores the lead, answers success, and e-mails the intake inbox once, with the first name only', async () => {
    // The intake e-mail shows only the first name (issue 50): that is the unique part.
    const first = `Entrega${Date.now().toString(36).replace(/\d/g, 'x')}`
    const name = `${first} Prueba`
    const response = await postContactLead({ tokenFrom: BASE_URL, name })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'success' })

    let matching: Array<{ to: string[]; raw: string }> = []
    for (let i = 0; i < 60 && matching.length === 0; i++) {
      const messages = (await (await fetch(smtpSinkUrl())).json()) as Array<{ to: string[]; raw: string }>
      matching = messages.filter((m) => m.raw.includes(first))
      if (matching.length === 0) await new Promise((r) => setTimeout(r, 500))
    }
    expect(matching).toHaveLength(1)
    expect(matching[0]!.to).toContain(process.env.INTAKE_EMAIL ?? 'intake@salazarimmigration.example')
    expect(matching[0]!.raw).not.toContain(name)
  })
})
