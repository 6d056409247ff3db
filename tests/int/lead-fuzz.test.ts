import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { variantIds } from '@/features/leads/enquiry/variants'
import { csrfPair, ORIGIN, staffCookie, startLeadEnv, type LeadEnv } from './helpers/lead-env'
import { seededRandom } from '@/lib/seeded-random'

let env: LeadEnv

beforeAll(async () => {
  env = await startLeadEnv({ CLIENT_IP_HEADER: 'x-real-ip', RATE_LIMIT_LEADS: '100000/600' })
})
afterAll(async () => {
  await env?.close()
})

const nasty = [
  '',
  ' ',
  '\u0000',
  '\u202e\u200f',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '🙂🙂🙂',
  "'; DROP TABLE leads; --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '__proto__',
  'constructor',
  '{"a":1}',
  '[]',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9155550142',
  '+1 (915) 555-0142',
  'ana@example.com',
  'a@b',
  'on',
  '1',
  'true',
  'yes',
  'no',
  'si',
  'spouse',
  'none',
  'é'.repeat(300),
  '\r\n\r\n--boundary--',
  '%00%ff',
  'javascript:alert(1)',
  'x'.repeat(5000),
]
const names = [
  'variant',
  'form_id',
  'submission_id',
  'started_at',
  'page_url',
  'consent_text',
  'locale',
  'website',
  'fecha_hora',
  'nombre',
  'email',
  'phone',
  'mensaje',
  'checkbox',
  'seccion',
  'situacion',
  'casado',
  'estancia',
  'agente',
  'source',
  'status',
  'link',
  'tipo',
  'hora',
  'pc_referido',
  'pc_videollamada',
  'referido_nombre',
  'referido_telefono',
  'referidos',
  '__proto__',
  'constructor',
  'x'.repeat(300),
]

describe('500 fuzzed lead posts', () => {
  it('never answer 5xx, and every answer is JSON or a redirect', async () => {
    const random = seededRandom(20261122)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
    const pair = await csrfPair(env)
    const staff = await staffCookie(env)
    const failures: string[] = []
    const statuses = new Map<number, number>()
    for (let i = 0; i < 500; i++) {
      const form = new FormData()
      const fields: Record<string, string> = {}
      // Mostly a real variant and a real token, so the posts reach validation and storage.
      if (random() < 0.9) form.append('variant', random() < 0.85 ? pick(variantIds) : pick(nasty))
      if (random() < 0.85) form.append('_token', random() < 0.9 ? pair.token : pick(nasty))
      if (random() < 0.5) form.append('submission_id', random() < 0.5 ? crypto.randomUUID() : pick(nasty))
      if (random() < 0.5) form.append('started_at', random() < 0.5 ? String(Date.now() - 20_000) : pick(nasty))
      const count = Math.floor(random() * 14)
      for (let f = 0; f < count; f++) {
        const name = pick(names)
        const value = random() < 0.2 ? String(Math.floor(random() * 1e12)) : pick(nasty)
        fields[name] = value
        form.append(name, value)
        if (random() < 0.1) form.append(name, pick(nasty))
      }
      if (random() < 0.05) form.append('file', new Blob([pick(nasty)]), 'evil.txt')
      const kind = random()
      let body: BodyInit = form
      const headers: Record<string, string> = {
        origin: random() < 0.95 ? ORIGIN : pick(['null', 'https://evil.example', '']),
        cookie: `${pair.cookie}${random() < 0.2 ? `; ${staff}` : ''}${random() < 0.1 ? `; campaign_source=${encodeURIComponent(pick(nasty))}` : ''}`,
        accept: random() < 0.8 ? 'application/json' : pick(['text/html', '*/*', '']),
        'x-real-ip': random() < 0.9 ? `203.0.113.${Math.floor(random() * 250)}` : pick(nasty),
      }
      if (kind < 0.05) {
        body = new URLSearchParams(fields).toString()
        headers['content-type'] = 'application/x-www-form-urlencoded'
      } else if (kind < 0.08) {
        body = JSON.stringify(fields)
        headers['content-type'] = 'application/json'
      } else if (kind < 0.1) {
        body = `--xyz\r\nContent-Disposition: form-data; name="nombre"\r\n\r\n${pick(nasty)}`
        headers['content-type'] = pick([
          'multipart/form-data; boundary=xyz',
          'multipart/form-data',
          'multipart/form-data; boundary=',
        ])
      }
      const path = random() < 0.15 ? '/api/prospecto/socialmedia' : '/api/prospecto/agregar'
      const route = path === '/api/prospecto/socialmedia' ? env.routes.socialmedia : env.routes.agregar
      // What HTTP can carry: header values are Latin-1 bytes without surrounding whitespace.
      for (const [name, value] of Object.entries(headers)) {
        headers[name] = value.replace(/[^\u0020-\u00ff]/g, '?').trim()
      }
      let response: Response
      try {
        response = await route(new Request(`${ORIGIN}${path}`, { method: 'POST', body, headers }))
      } catch (error) {
        failures.push(`#${i} threw ${String(error)}`)
        continue
      }
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (response.status >= 500)
        failures.push(`#${i} ${response.status} ${await response.text()} ${JSON.stringify(fields).slice(0, 300)}`)
      else if (response.status === 303) expect(response.headers.get('location')).toMatch(/^\//)
      else expect((await response.json()).status).toMatch(/^(success|error)$/)
    }
    expect(failures).toEqual([])
    // The fuzz reached every stage: stored leads, validation errors, CSRF refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0)
    expect(statuses.get(422) ?? 0).toBeGreaterThan(50)
    expect(statuses.get(403) ?? 0).toBeGreaterThan(0)
  }, 60_000)
})
