import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import {
  leadBySubmission,
  mailSettings,
  postLead,
  runNotificationPass,
  sleep,
  startLeadEnv,
  validFields,
  waitFor,
  type LeadEnv,
} from './helpers/lead-env'

/**
 * Notifications through the durable queue, against a real in-process SMTP server and a real HTTP
 * receiver on 127.0.0.1: one e-mail per lead, and a webhook that is down is delivered once it is up.
 */

let env: LeadEnv
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let smtpUp = true
/** The intake inbox; the visitors' confirmations are tested in speed-to-lead.test.ts. */
const intakeMails = () => smtp.messages.filter((m) => m.to.includes('intake@salazarimmigration.example'))
let hookPort = 0
const hookBodies: Array<{ headers: Record<string, unknown>; body: Record<string, unknown> }> = []
let hookServer: Server | null = null

function startHook(port = 0): Promise<number> {
  return new Promise((resolve) => {
    hookServer = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      req.on('end', () => {
        hookBodies.push({ headers: req.headers, body: JSON.parse(body) as Record<string, unknown> })
        res.writeHead(201).end('ok')
      })
    })
    hookServer.listen(port, '127.0.0.1', () => resolve((hookServer!.address() as AddressInfo).port))
  })
}

function stopHook(): Promise<void> {
  return new Promise((resolve) => {
    if (!hookServer) return resolve()
    hookServer.close(() => resolve())
    hookServer.closeAllConnections()
    hookServer = null
  })
}

beforeAll(async () => {
  // A mail server that is "down" refuses the message; the worker must retry, not drop it.
  smtp = await startSmtpSink({ accepting: () => smtpUp })
  // Reserve a port for the webhook, then close it: the receiver starts "down".
  hookPort = await startHook()
  await stopHook()
  env = await startLeadEnv({
    ...mailSettings(smtp.port),
    CRM_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/leads`,
    NOTIFY_RETRY_DELAY_MS: '200',
    NOTIFY_RETRY_ATTEMPTS: '10',
    RATE_LIMIT_LEADS: '1000/600',
  })
})

afterAll(async () => {
  await stopHook()
  await env?.close()
  await smtp.close()
})

const runQueue = () => runNotificationPass(env)
const leadState = (submissionId: string) => leadBySubmission(env, submissionId)

describe('lead notifications', () => {
  it('e-mails the intake inbox exactly once per lead, and keeps retrying the webhook while it is down', async () => {
    const posted = [validFields({ nombre: 'Uno' }), validFields({ nombre: 'Dos' }), validFields({ nombre: 'Tres' })]
    for (const fields of posted) expect((await postLead(env, fields)).status).toBe(200)
    await waitFor(async () => {
      await runQueue()
      return intakeMails().length >= 3
    })
    // Several more runs: nothing is sent twice.
    for (let i = 0; i < 5; i++) {
      await runQueue()
      await sleep(50)
    }
    expect(intakeMails()).toHaveLength(3)
    for (const mail of intakeMails()) expect(mail.to).toEqual(['intake@salazarimmigration.example'])
    // The Message-ID carries the submission id: each lead's mail exactly once.
    for (const fields of posted)
      expect(intakeMails().filter((m) => m.raw.includes(fields.submission_id as string))).toHaveLength(1)
    expect(intakeMails().some((m) => m.raw.includes('Nombre: Uno'))).toBe(true)
    const first = await leadState(posted[0]!.submission_id as string)
    expect(first?.notifications).toMatchObject({ email: 'sent', webhook: 'retrying' })
    expect(first?.notifications?.emailedAt).toBeTruthy()
    expect(first?.notifications?.lastError).toMatch(/^webhook: /)
    expect(hookBodies).toHaveLength(0)

    // The CRM comes back: every lead is delivered, once.
    await startHook(hookPort)
    await waitFor(
      async () => {
        await runQueue()
        return hookBodies.length >= 3
      },
      15_000,
      150,
    )
    for (let i = 0; i < 5; i++) {
      await runQueue()
      await sleep(100)
    }
    expect(hookBodies).toHaveLength(3)
    const ids = hookBodies.map((h) => h.body.submissionId).sort()
    expect(ids).toEqual(posted.map((p) => p.submission_id).sort())
    for (const hook of hookBodies) {
      expect(hook.headers['content-type']).toBe('application/json')
      expect(hook.headers['idempotency-key']).toBe(`lead-${hook.body.submissionId}`)
      expect(hook.body).toMatchObject({ event: 'lead.created', phone: '9155550142' })
    }
    expect((await leadState(posted[0]!.submission_id as string))?.notifications).toMatchObject({ email: 'sent', webhook: 'sent' })
    expect(intakeMails()).toHaveLength(3)
    // Nothing left to send: the lead is no longer due, and nobody holds it.
    const done = await leadState(posted[0]!.submission_id as string)
    expect(done?.notifications?.dueAt ?? null).toBeNull()
    expect(done?.notifications?.claimedUntil ?? null).toBeNull()
    expect((await env.payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs).toBe(0)
  }, 30_000)

  it('keeps an e-mail queued while the mail server refuses it, then sends it once', async () => {
    smtpUp = false
    const before = intakeMails().length
    const fields = validFields({ nombre: 'Cuatro' })
    expect((await postLead(env, fields)).status).toBe(200)
    await waitFor(async () => {
      await runQueue()
      return (await leadState(fields.submission_id as string))?.notifications?.email === 'retrying'
    })
    expect(intakeMails().length).toBe(before)
    smtpUp = true
    await waitFor(
      async () => {
        await runQueue()
        return intakeMails().length > before
      },
      15_000,
      150,
    )
    for (let i = 0; i < 3; i++) {
      await runQueue()
      await sleep(100)
    }
    expect(intakeMails().filter((m) => m.raw.includes(fields.submission_id as string))).toHaveLength(1)
    expect((await leadState(fields.submission_id as string))?.notifications?.email).toBe('sent')
  }, 30_000)

  it('marks a channel failed once its retries are used up, and stops trying', async () => {
    // NOTIFY_RETRY_ATTEMPTS is 10 here: a lead whose 10 retries failed is on its last try.
    smtpUp = false
    const lead = await env.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        name: 'Última',
        phone: '9155550142',
        status: 'new',
        channel: 'web',
        notifications: { email: 'retrying', attempts: 10, dueAt: new Date().toISOString() },
      },
    })
    try {
      await runQueue()
    } finally {
      smtpUp = true
    }
    const after = await env.payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })
    expect(after.notifications).toMatchObject({ email: 'failed', attempts: 11, dueAt: null, claimedUntil: null })
    expect(after.notifications?.lastError).toMatch(/^email: /)
    const { dueLeads } = await import('@/features/leads/notifications/worker.server')
    expect(await dueLeads(env.payload, new Date(Date.now() + 86_400_000), 10_000)).not.toContain(String(lead.id))
  })

  it('does not touch a staff edit made while notifications are written', async () => {
    const fields = validFields({ nombre: 'Cinco' })
    expect((await postLead(env, fields)).status).toBe(200)
    const lead = await leadState(fields.submission_id as string)
    await env.payload.update({ collection: 'leads', id: lead!.id, data: { status: 'contacted' }, overrideAccess: true })
    await waitFor(async () => {
      await runQueue()
      return (await leadState(fields.submission_id as string))?.notifications?.email === 'sent'
    })
    const after = await leadState(fields.submission_id as string)
    expect(after?.status).toBe('contacted')
    expect(after?.consent?.accepted).toBe(true)
  }, 30_000)

  it('sends any lead written with its channels pending and due: the lead row is the outbox', async () => {
    const before = intakeMails().length
    await env.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        name: 'Seis',
        phone: '9155550142',
        status: 'new',
        channel: 'web',
        notifications: { email: 'pending', webhook: 'pending', dueAt: new Date().toISOString() },
      },
    })
    await waitFor(async () => {
      await runQueue()
      return intakeMails().length > before
    })
    await runQueue()
    expect(intakeMails().filter((m) => m.raw.includes('Nombre: Seis'))).toHaveLength(1)
  }, 30_000)

  it('waits for a lead whose next try is not due yet', async () => {
    const before = intakeMails().length
    const lead = await env.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        name: 'Seis y medio',
        phone: '9155550142',
        status: 'new',
        channel: 'web',
        notifications: { email: 'retrying', attempts: 2, dueAt: new Date(Date.now() + 60_000).toISOString() },
      },
    })
    const { dueLeads } = await import('@/features/leads/notifications/worker.server')
    expect(await dueLeads(env.payload, new Date())).not.toContain(String(lead.id))
    await runQueue()
    expect(intakeMails().length).toBe(before)
    expect(await dueLeads(env.payload, new Date(Date.now() + 61_000))).toContain(String(lead.id))
    await env.payload.delete({ collection: 'leads', id: lead.id, overrideAccess: true })
  })

  it('sends a lead once when several passes run at the same time', async () => {
    // Two instances, or two passes of one, read the same due lead; the claim lets exactly one send.
    const before = intakeMails().length
    await env.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        name: 'Siete',
        phone: '9155550142',
        status: 'new',
        channel: 'web',
        notifications: { email: 'pending', dueAt: new Date().toISOString() },
      },
    })
    const { runNotificationPass } = await import('@/features/leads/notifications/worker.server')
    const delivered = await Promise.all(Array.from({ length: 8 }, () => runNotificationPass(env.payload)))
    await sleep(200)
    expect(intakeMails().filter((m) => m.raw.includes('Nombre: Siete'))).toHaveLength(1)
    expect(intakeMails().length - before).toBe(1)
    expect(delivered.reduce((sum, n) => sum + n, 0)).toBe(1)
  })

  it('lets a claim lapse when its sender died, so the lead is still sent', async () => {
    const { claimLeads, CLAIM_TTL_MS } = await import('@/features/leads/notifications/worker.server')
    const claimLead = async (leadId: string, at: Date) => (await claimLeads(env.payload, [leadId], at)).includes(leadId)
    const now = Date.now()
    const lead = await env.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        name: 'Ocho',
        phone: '9155550142',
        status: 'new',
        channel: 'web',
        notifications: { email: 'pending', dueAt: new Date(now).toISOString() },
      },
    })
    const id = String(lead.id)
    const at = (ms: number) => new Date(now + ms)
    expect(await claimLead(id, at(0))).toBe(true)
    expect(await claimLead(id, at(1_000))).toBe(false)
    expect(await claimLead(id, at(CLAIM_TTL_MS + 1_000))).toBe(true)
    // Delivered: no longer due, never claimed again however old the claim.
    await env.payload.db.updateOne({
      collection: 'leads',
      id,
      data: { notifications: { email: 'sent', dueAt: null, claimedUntil: null } },
      req: {},
      returning: false,
    })
    expect(await claimLead(id, at(10 * CLAIM_TTL_MS))).toBe(false)
  })
  it('a mail server back after an outage: the 10 leads waiting on it are e-mailed within 10 s, each once', async () => {
    const { startNotificationWorker, stopNotificationWorker } = await import('@/features/leads/notifications/worker.server')
    const { setNotificationFields } = await import('@/features/leads/notifications/lead-columns.server')
    const posted = Array.from({ length: 10 }, (_, i) => validFields({ nombre: `Espera ${i + 1}` }))
    const mine = () => intakeMails().filter((m) => posted.some((fields) => m.raw.includes(fields.submission_id as string)))
    const states = async () => Promise.all(posted.map((fields) => leadState(fields.submission_id as string)))
    smtpUp = false
    process.env.NOTIFY_WORKER = '1'
    try {
      for (const fields of posted) expect((await postLead(env, fields)).status).toBe(200)
      // The real worker loop, as a server runs it (src/instrumentation.ts).
      startNotificationWorker(env.payload)
      await waitFor(async () => (await states()).every((lead) => lead?.notifications?.email === 'retrying'), 15_000, 150)
      // Each far into its own back-off, as after an hour of outage: its next try an hour away.
      // (Again if a pass under way wrote a shorter one meanwhile.)
      const ids = (await states()).map((lead) => String(lead!.id))
      const later = () => new Date(Date.now() + 3_600_000).toISOString()
      await waitFor(
        async () => {
          await setNotificationFields(env.payload, ids, { dueAt: later() })
          await sleep(1_200)
          return (await states()).every((lead) => new Date(lead!.notifications!.dueAt!).getTime() > Date.now() + 3_000_000)
        },
        15_000,
        0,
      )
      expect(mine()).toHaveLength(0)
      // While the mail server is still down the oldest is probed every 5 s: a failed probe is not
      // one of its attempts, and moves no lead's next try.
      const attemptsBefore = (await states()).map((lead) => lead!.notifications!.attempts)
      await sleep(6_000)
      const during = await states()
      expect(during.map((lead) => lead!.notifications!.attempts)).toEqual(attemptsBefore)
      for (const lead of during) expect(new Date(lead!.notifications!.dueAt!).getTime()).toBeGreaterThan(Date.now() + 3_000_000)

      smtpUp = true
      const back = Date.now()
      await waitFor(async () => mine().length >= posted.length, 20_000, 100)
      const seconds = (Date.now() - back) / 1000
      console.info(`10 leads waiting on the mail server: all e-mailed ${seconds.toFixed(1)} s after it came back`)
      expect(seconds).toBeLessThanOrEqual(10)
      // A few more passes and probes: nothing is sent twice.
      await sleep(2_500)
      for (const fields of posted) expect(mine().filter((m) => m.raw.includes(fields.submission_id as string))).toHaveLength(1)
      // Oldest first: the order they came in.
      const order = mine().map((m) => posted.findIndex((fields) => m.raw.includes(fields.submission_id as string)))
      expect(order[0]).toBe(0)
      for (const lead of await states()) expect(lead?.notifications?.email).toBe('sent')
    } finally {
      await stopNotificationWorker()
      process.env.NOTIFY_WORKER = '0'
      smtpUp = true
    }
  }, 90_000)
  it('a start (how a setting such as SMTP appears) tries every waiting lead at once', async () => {
    const { startNotificationWorker, stopNotificationWorker } = await import('@/features/leads/notifications/worker.server')
    const fields = validFields({ nombre: 'Reinicio' })
    expect((await postLead(env, fields)).status).toBe(200)
    const lead = await leadState(fields.submission_id as string)
    // Waiting on the mail, its next try an hour away, as it was when the server stopped.
    await env.payload.db.updateOne({
      collection: 'leads',
      id: lead!.id,
      data: { notifications: { email: 'retrying', attempts: 6, dueAt: new Date(Date.now() + 3_600_000).toISOString() } },
      req: {},
      returning: false,
    })
    const sentOf = () => intakeMails().filter((m) => m.raw.includes(fields.submission_id as string))
    expect(sentOf()).toHaveLength(0)
    process.env.NOTIFY_WORKER = '1'
    try {
      const started = Date.now()
      startNotificationWorker(env.payload)
      await waitFor(async () => sentOf().length > 0, 10_000, 100)
      console.info(
        `a lead waiting an hour for its retry: e-mailed ${((Date.now() - started) / 1000).toFixed(1)} s after the start`,
      )
      expect(Date.now() - started).toBeLessThan(3_000)
    } finally {
      await stopNotificationWorker()
      process.env.NOTIFY_WORKER = '0'
    }
    expect(sentOf()).toHaveLength(1)
  }, 30_000)
})
