import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import {
  leadBySubmission,
  mailSettings,
  postLead,
  runLeadJobs,
  startLeadEnv,
  validFields,
  type LeadEnv,
} from './helpers/lead-env'

/**
 * The operator's readiness check (issue 51): GET /api/health/ready, behind READINESS_TOKEN, answers
 * `ok` while lead notifications flow and 503 with one line once a lead's notification has waited
 * longer than READINESS_STUCK_MINUTES, or when the database is gone. A real lead through the real
 * enquiry route and the real outbox, a real SMTP server that refuses and then accepts; the route
 * handler called directly. On the run's PostgreSQL (tests/int/helpers/template-database.ts).
 */
const TOKEN = 'readiness-test-token-0123456789'
let env: LeadEnv
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let smtpUp = false
let ready: (request: Request) => Promise<Response>
let health: () => Promise<Response>

const ask = (init: { query?: string; headers?: Record<string, string> } = {}) =>
  ready(new Request(`http://localhost:3000/api/health/ready${init.query ?? ''}`, { headers: init.headers }))
const withToken = () => ask({ headers: { Authorization: `Bearer ${TOKEN}` } })

const runQueue = () => runLeadJobs(env)
const leadOf = async (submissionId: string) => (await leadBySubmission(env, submissionId))!

/** Moves a lead's arrival back, as if it had come in `minutes` ago (the column the check reads). */
async function backdate(id: number | string, minutes: number, notifications: Record<string, unknown> = {}) {
  const createdAt = new Date(Date.now() - minutes * 60_000).toISOString()
  await env.payload.db.updateOne({
    collection: 'leads',
    id,
    data: { createdAt, ...(Object.keys(notifications).length > 0 ? { notifications } : {}) },
    returning: false,
    req: {},
  })
}

beforeAll(async () => {
  smtp = await startSmtpSink({ accepting: () => smtpUp })
  env = await startLeadEnv({
    ...mailSettings(smtp.port),
    READINESS_TOKEN: TOKEN,
    RATE_LIMIT_LEADS: '1000/600',
  })
  delete process.env.READINESS_STUCK_MINUTES
  ready = (await import('@/app/api/health/ready/route')).GET
  health = (await import('@/app/api/health/route')).GET
})

afterAll(async () => {
  await env?.close()
  await smtp?.close()
})

describe('readiness check', () => {
  it('does not exist without READINESS_TOKEN, nor for another token (404, like any unknown path)', async () => {
    delete process.env.READINESS_TOKEN
    const off = await withToken()
    expect(off.status).toBe(404)
    process.env.READINESS_TOKEN = TOKEN
    for (const wrong of [
      ask(),
      ask({ query: '?token=nope' }),
      ask({ query: `?token=${TOKEN}x` }),
      ask({ headers: { Authorization: 'Bearer nope' } }),
      ask({ headers: { Authorization: TOKEN } }),
    ]) {
      const response = await wrong
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('ok')
    }
  })

  it('answers a plain `ok`, never cached, to the token in the header or in the query', async () => {
    for (const response of [await withToken(), await ask({ query: `?token=${encodeURIComponent(TOKEN)}` })]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await response.text()).toBe('ok\n')
    }
  })

  it('fails once a lead e-mail has waited past the limit, and recovers when it goes out', async () => {
    // A real lead; the mail server refuses it, so its e-mail is retrying, its job waiting for the next try.
    const fields = validFields({ nombre: 'Espera' })
    expect((await postLead(env, fields)).status).toBe(200)
    await runQueue()
    const lead = await leadOf(fields.submission_id as string)
    expect(lead.notifications).toMatchObject({ email: 'retrying' })

    // Fresh: not stuck yet.
    expect((await withToken()).status).toBe(200)

    // 16 minutes old: stuck past the default 15.
    await backdate(lead.id, 16)
    const stuck = await withToken()
    expect(stuck.status).toBe(503)
    expect(stuck.headers.get('cache-control')).toBe('no-store')
    const reason = await stuck.text()
    expect(reason).toMatch(new RegExp(`^lead notifications stuck: lead ${lead.id} \\(email[^)]*\\) waiting 16 min\\n$`))
    expect(reason).not.toContain('Espera')
    expect(reason.trim().split('\n')).toHaveLength(1)

    // The limit is a setting.
    process.env.READINESS_STUCK_MINUTES = '30'
    expect((await withToken()).status).toBe(200)
    delete process.env.READINESS_STUCK_MINUTES

    // The public check still says only "up".
    const publicHealth = await health()
    expect(publicHealth.status).toBe(200)
    expect(await publicHealth.json()).toEqual({ status: 'ok' })

    // The mail server is back; the retry (made due now) delivers it, and readiness is ok again.
    smtpUp = true
    const { wakeChannel } = await import('@/features/leads/notifications/channel-recovery.server')
    await wakeChannel(env.payload, 'email')
    await runQueue()
    expect((await leadOf(fields.submission_id as string)).notifications).toMatchObject({ email: 'sent' })
    expect((await withToken()).status).toBe(200)
  })

  it('counts any channel still being tried, and not one whose retries are used up', async () => {
    const fields = validFields({ nombre: 'Webhook' })
    expect((await postLead(env, fields)).status).toBe(200)
    const lead = await leadOf(fields.submission_id as string)
    // As the queue writes a webhook that keeps failing after the e-mail went out.
    await backdate(lead.id, 45, { email: 'sent', webhook: 'retrying' })
    const stuck = await withToken()
    expect(stuck.status).toBe(503)
    expect(await stuck.text()).toBe(`lead notifications stuck: lead ${lead.id} (webhook) waiting 45 min\n`)
    // Retries used up: `failed`, its job gone. The desk keeps showing it to staff; the monitor clears.
    await backdate(lead.id, 45, { webhook: 'failed' })
    expect((await withToken()).status).toBe(200)
  })

  it('answers 503 `database unavailable` when the database is gone', async () => {
    await env.payload.destroy()
    const gone = await withToken()
    expect(gone.status).toBe(503)
    expect(gone.headers.get('cache-control')).toBe('no-store')
    expect(await gone.text()).toBe('database unavailable\n')
  })
})
