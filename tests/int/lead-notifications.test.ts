import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import {
  jobsOfLead,
  leadBySubmission,
  mailSettings,
  postLead,
  runLeadJobs,
  sleep,
  startLeadEnv,
  validFields,
  waitFor,
  type LeadEnv,
} from './helpers/lead-env'

/**
 * Notifications as Payload jobs (one per channel, queued with the lead), against a real in-process
 * SMTP server and a real HTTP receiver on 127.0.0.1: one e-mail per lead, and a webhook that is
 * down is delivered once it is up. The queue is run here as Payload's cron runs it in a server;
 * with the cron itself: channel-recovery.test.ts.
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

const runQueue = () => runLeadJobs(env)
const channelJobs = async (leadId: number | string, task: string) =>
  (await jobsOfLead(env, leadId)).filter((job) => job.taskSlug === task)
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
    // Nothing left to send: only the lead's escalation, minutes away, is still queued.
    const done = await leadState(posted[0]!.submission_id as string)
    expect((await jobsOfLead(env, done!.id)).map((job) => job.taskSlug)).toEqual(['escalate-lead'])
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
    // NOTIFY_RETRY_ATTEMPTS is 10 here: a job that failed 10 times is on its last try.
    smtpUp = false
    const lead = await env.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: { name: 'Última', phone: '9155550142', status: 'new', channel: 'web', notifications: { email: 'pending' } },
    })
    const [job] = await channelJobs(lead.id, 'notify-email')
    await env.payload.db.updateOne({
      collection: 'payload-jobs',
      id: job!.id,
      data: { totalTried: 10 },
      req: {},
      returning: false,
    })
    try {
      await runQueue()
    } finally {
      smtpUp = true
    }
    const after = await env.payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })
    expect(after.notifications).toMatchObject({ email: 'failed', attempts: 11 })
    expect(after.notifications?.lastError).toMatch(/^email: /)
    // The mail server is back: a channel that gave up is the desk's now, never sent.
    for (let i = 0; i < 3; i++) {
      await sleep(300)
      await runQueue()
    }
    expect(intakeMails().some((m) => m.raw.includes('Nombre: Última'))).toBe(false)
    expect(await channelJobs(lead.id, 'notify-email')).toEqual([])
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

  it('queues a job per pending channel for any lead created, whoever creates it', async () => {
    const before = intakeMails().length
    await env.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        name: 'Seis',
        phone: '9155550142',
        status: 'new',
        channel: 'web',
        notifications: { email: 'pending', webhook: 'pending' },
      },
    })
    await waitFor(async () => {
      await runQueue()
      return intakeMails().length > before
    })
    await runQueue()
    expect(intakeMails().filter((m) => m.raw.includes('Nombre: Seis'))).toHaveLength(1)
  }, 30_000)

  it('waits for a job whose next try is not due yet', async () => {
    const before = intakeMails().length
    const lead = await env.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: { name: 'Seis y medio', phone: '9155550142', status: 'new', channel: 'web', notifications: { email: 'pending' } },
    })
    const [job] = await channelJobs(lead.id, 'notify-email')
    const later = new Date(Date.now() + 60_000).toISOString()
    await env.payload.db.updateOne({
      collection: 'payload-jobs',
      id: job!.id,
      data: { waitUntil: later },
      req: {},
      returning: false,
    })
    await runQueue()
    expect(intakeMails().length).toBe(before)
    expect(await channelJobs(lead.id, 'notify-email')).toHaveLength(1)
    await env.payload.delete({ collection: 'leads', id: lead.id, overrideAccess: true })
    // Its job finds no lead once due, and sends nothing.
    await env.payload.db.updateOne({
      collection: 'payload-jobs',
      id: job!.id,
      data: { waitUntil: null },
      req: {},
      returning: false,
    })
    await runQueue()
    expect(intakeMails().length).toBe(before)
    expect(await channelJobs(lead.id, 'notify-email')).toEqual([])
  })

  it('does not send a channel again when its job runs a second time (at least once, not twice)', async () => {
    const lead = await env.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: { name: 'Siete', phone: '9155550142', status: 'new', channel: 'web', notifications: { email: 'pending' } },
    })
    await waitFor(async () => {
      await runQueue()
      return (
        (await env.payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true })).notifications?.email === 'sent'
      )
    })
    // The same job again, as after a crash between the send and the job's completion.
    await env.payload.jobs.queue({ task: 'notify-email', input: { leadId: String(lead.id) }, queue: 'leads' })
    await runQueue()
    expect(intakeMails().filter((m) => m.raw.includes('Nombre: Siete'))).toHaveLength(1)
  })

  it('gives a job back to the queue when its runner died, so the lead is still sent', async () => {
    const { releaseStuckJobs } = await import('@/features/leads/notifications/channel-recovery.server')
    const lead = await env.payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: { name: 'Ocho', phone: '9155550142', status: 'new', channel: 'web', notifications: { email: 'pending' } },
    })
    const [job] = await channelJobs(lead.id, 'notify-email')
    const mark = (minutesAgo: number) =>
      env.payload.db.updateOne({
        collection: 'payload-jobs',
        id: job!.id,
        data: { processing: true, updatedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString() },
        req: {},
        returning: false,
      })
    const sent = () => intakeMails().filter((m) => m.raw.includes('Nombre: Ocho')).length
    // Running for a minute: still its runner's.
    await mark(1)
    expect(await releaseStuckJobs(env.payload)).toBe(0)
    await runQueue()
    expect(sent()).toBe(0)
    // Marked running for 4 minutes: its runner died (a kill, a crash).
    await mark(4)
    expect(await releaseStuckJobs(env.payload)).toBe(1)
    await runQueue()
    expect(sent()).toBe(1)
  })
})
