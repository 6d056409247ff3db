import { describe, expect, it } from 'vitest'
import { notificationJobs } from './jobs'
import { notificationRetries, retryDelayMs } from './queue'

describe('notification jobs config', () => {
  it('retries with exponential back-off, from the environment or the defaults', () => {
    expect(notificationRetries({})).toMatchObject({ attempts: 12, backoff: { type: 'exponential', delay: 30_000 } })
    expect(notificationRetries({ NOTIFY_RETRY_ATTEMPTS: '3', NOTIFY_RETRY_DELAY_MS: '100' })).toMatchObject({
      attempts: 3,
      backoff: { type: 'exponential', delay: 100 },
    })
    for (const junk of ['', '0', '-5', 'abc']) {
      expect(notificationRetries({ NOTIFY_RETRY_ATTEMPTS: junk }).attempts).toBe(12)
    }
  })

  it('waits the retry delay after the first failure, then twice as long after each one', () => {
    expect([1, 2, 3, 12].map((attempts) => retryDelayMs(attempts, {}))).toEqual([30_000, 60_000, 120_000, 61_440_000])
    expect([1, 2, 5].map((attempts) => retryDelayMs(attempts, { NOTIFY_RETRY_DELAY_MS: '500' }))).toEqual([500, 1_000, 8_000])
  })

  it('has the erasure, ceiling-alert and retention tasks (lead notifications are the worker’s), and only admins may run jobs over REST', async () => {
    expect(notificationJobs.tasks?.map((t) => t.slug)).toEqual(['erasure-webhook', 'ceiling-alert', 'retention'])
    const run = notificationJobs.access?.run
    const req = (user: unknown) => ({ req: { user } }) as never
    expect(await run?.(req(null))).toBe(false)
    expect(await run?.(req({ collection: 'users', roles: ['agent'] }))).toBe(false)
    expect(await run?.(req({ collection: 'users', roles: ['admin'] }))).toBe(true)
  })

  it("runs the erasure, alerts and housekeeping queues on Payload's cron, off with NOTIFY_WORKER=0", () => {
    const autoRun = notificationJobs.autoRun as () => Array<{ queue?: string }>
    const saved = process.env.NOTIFY_WORKER
    try {
      process.env.NOTIFY_WORKER = '0'
      expect(autoRun()).toEqual([])
      delete process.env.NOTIFY_WORKER
      expect(autoRun().map((run) => run.queue)).toEqual(['erasure', 'alerts', 'housekeeping'])
    } finally {
      if (saved === undefined) delete process.env.NOTIFY_WORKER
      else process.env.NOTIFY_WORKER = saved
    }
  })
})
