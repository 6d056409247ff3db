import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import {
  jobsOfLead,
  leadBySubmission,
  mailSettings,
  postLead,
  sleep,
  startLeadEnv,
  validFields,
  waitFor,
  writeFirmSettings,
  type LeadEnv,
} from './helpers/lead-env'

/**
 * A channel that works again drains its backlog at once (src/features/leads/notifications/channel-recovery.server.ts),
 * with Payload's own cron running the leads queue as in a server (NOTIFY_WORKER=1), against a real
 * in-process SMTP server that refuses mail while "down".
 */
let env: LeadEnv
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let smtpUp = true
const intakeMails = () => smtp.messages.filter((m) => m.to.includes('intake@salazarimmigration.example'))

beforeAll(async () => {
  smtp = await startSmtpSink({ accepting: () => smtpUp })
  env = await startLeadEnv({
    ...mailSettings(smtp.port),
    NOTIFY_WORKER: '1',
    NOTIFY_RETRY_DELAY_MS: '200',
    NOTIFY_RETRY_ATTEMPTS: '10',
    RATE_LIMIT_LEADS: '1000/600',
  })
})

afterAll(async () => {
  await env?.close()
  await smtp.close()
})

const leadState = (submissionId: string) => leadBySubmission(env, submissionId)

/** The lead's e-mail job, pushed an hour into its back-off, as after an hour of outage (again if a run wrote a shorter one). */
async function waitAnHour(leadIds: Array<number | string>): Promise<void> {
  const emailJobs = async () =>
    (await Promise.all(leadIds.map((id) => jobsOfLead(env, id)))).flat().filter((job) => job.taskSlug === 'notify-email')
  await waitFor(
    async () => {
      const later = new Date(Date.now() + 3_600_000).toISOString()
      for (const job of await emailJobs()) {
        if (!job.processing)
          await env.payload.db.updateOne({
            collection: 'payload-jobs',
            id: job.id,
            data: { waitUntil: later },
            req: {},
            returning: false,
          })
      }
      await sleep(1_200)
      const jobs = await emailJobs()
      return (
        jobs.length === leadIds.length &&
        jobs.every((job) => !job.processing && Date.parse(job.waitUntil ?? '') > Date.now() + 3_000_000)
      )
    },
    20_000,
    0,
  )
}

describe('channel recovery', () => {
  it('a mail server back after an outage: the 10 leads waiting on it are e-mailed within 10 s, each once, oldest first', async () => {
    const posted = Array.from({ length: 10 }, (_, i) => validFields({ nombre: `Espera ${i + 1}` }))
    const mine = () => intakeMails().filter((m) => posted.some((fields) => m.raw.includes(fields.submission_id as string)))
    const states = async () => Promise.all(posted.map((fields) => leadState(fields.submission_id as string)))
    smtpUp = false
    try {
      for (const fields of posted) expect((await postLead(env, fields)).status).toBe(200)
      await waitFor(async () => (await states()).every((lead) => lead?.notifications?.email === 'retrying'), 15_000, 150)
      await waitAnHour((await states()).map((lead) => lead!.id))
      expect(mine()).toHaveLength(0)
      // While the mail server is still down the oldest is probed every 5 s: a failed probe is not
      // one of its attempts, and moves no job's next try.
      const attemptsBefore = (await states()).map((lead) => lead!.notifications!.attempts)
      await sleep(6_000)
      expect((await states()).map((lead) => lead!.notifications!.attempts)).toEqual(attemptsBefore)
      expect(mine()).toHaveLength(0)

      smtpUp = true
      const back = Date.now()
      await waitFor(async () => mine().length >= posted.length, 20_000, 100)
      const seconds = (Date.now() - back) / 1000
      console.info(`10 leads waiting on the mail server: all e-mailed ${seconds.toFixed(1)} s after it came back`)
      expect(seconds).toBeLessThanOrEqual(10)
      // A few more runs and probes: nothing is sent twice.
      await sleep(2_500)
      for (const fields of posted) expect(mine().filter((m) => m.raw.includes(fields.submission_id as string))).toHaveLength(1)
      // Oldest first: the order they came in.
      const order = mine().map((m) => posted.findIndex((fields) => m.raw.includes(fields.submission_id as string)))
      expect(order[0]).toBe(0)
      for (const lead of await states()) expect(lead?.notifications?.email).toBe('sent')
    } finally {
      smtpUp = true
    }
  }, 90_000)

  it('a start (how a setting such as SMTP appears) probes each channel: still down, no lead spends an attempt; back, every waiting job goes at once', async () => {
    const { watchChannels } = await import('@/features/leads/notifications/channel-recovery.server')
    const fields = validFields({ nombre: 'Reinicio' })
    const sentOf = () => intakeMails().filter((m) => m.raw.includes(fields.submission_id as string))
    const lead = () => leadState(fields.submission_id as string)
    smtpUp = false
    try {
      expect((await postLead(env, fields)).status).toBe(200)
      await waitFor(async () => (await lead())?.notifications?.email === 'retrying', 10_000, 100)
      await waitAnHour([(await lead())!.id])
      // What src/instrumentation.ts runs when a server starts, with the mail server still down.
      const attempts = (await lead())!.notifications!.attempts
      expect(await watchChannels(env.payload)).toEqual([])
      expect((await lead())!.notifications!.attempts).toBe(attempts)
      const [job] = (await jobsOfLead(env, (await lead())!.id)).filter((j) => j.taskSlug === 'notify-email')
      expect(Date.parse(job!.waitUntil ?? '')).toBeGreaterThan(Date.now() + 3_000_000)
    } finally {
      smtpUp = true
    }
    expect(sentOf()).toHaveLength(0)
    const started = Date.now()
    expect(await watchChannels(env.payload)).toContain('email')
    await waitFor(async () => sentOf().length > 0, 10_000, 100)
    console.info(`a lead waiting an hour for its retry: e-mailed ${((Date.now() - started) / 1000).toFixed(1)} s after the start`)
    expect(Date.now() - started).toBeLessThan(5_000)
    await sleep(1_500)
    expect(sentOf()).toHaveLength(1)
  }, 60_000)

  it('an intake address saved in the site settings sends the leads that waited for one at once', async () => {
    await writeFirmSettings(env, [])
    await env.payload.updateGlobal({ slug: 'site-settings', data: { intakeEmail: null }, overrideAccess: true })
    const saved = process.env.INTAKE_EMAIL
    delete process.env.INTAKE_EMAIL
    const fields = validFields({ nombre: 'Sin buzón' })
    const sentOf = () => smtp.messages.filter((m) => m.raw.includes(fields.submission_id as string))
    try {
      expect((await postLead(env, fields)).status).toBe(200)
      await waitFor(
        async () => (await leadState(fields.submission_id as string))?.notifications?.email === 'retrying',
        10_000,
        100,
      )
      expect((await leadState(fields.submission_id as string))?.notifications?.lastError).toMatch(/No intake address/)
      await waitAnHour([(await leadState(fields.submission_id as string))!.id])
      const saving = Date.now()
      await env.payload.updateGlobal({
        slug: 'site-settings',
        data: { intakeEmail: 'buzon@salazarimmigration.example' },
        overrideAccess: true,
      })
      // Saved with the address: its job is due now, not in an hour (or already taken by a run).
      const lead = await leadState(fields.submission_id as string)
      const [job] = (await jobsOfLead(env, lead!.id)).filter((candidate) => candidate.taskSlug === 'notify-email')
      if (job && !job.processing) expect(Date.parse(job.waitUntil ?? '0')).toBeLessThanOrEqual(Date.now())
      await waitFor(async () => sentOf().length > 0, 10_000, 100)
      console.info(
        `a lead waiting for an intake address: e-mailed ${((Date.now() - saving) / 1000).toFixed(1)} s after it was saved`,
      )
      expect(sentOf()[0]!.to).toEqual(['buzon@salazarimmigration.example'])
    } finally {
      process.env.INTAKE_EMAIL = saved
    }
  }, 60_000)
})
