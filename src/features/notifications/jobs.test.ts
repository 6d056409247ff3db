import { describe, expect, it } from 'vitest'
import { autoRunCron, notificationJobs } from './jobs'
import { notificationRetries } from './queue'

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

  it('has the lead tasks and the erasure task, and only admins may run jobs over REST', async () => {
    expect(notificationJobs.tasks?.map((t) => t.slug)).toEqual([
      'lead-push',
      'lead-email',
      'lead-webhook',
      'lead-confirmation',
      'erasure-webhook',
    ])
    const run = notificationJobs.access?.run
    const req = (user: unknown) => ({ req: { user } }) as never
    expect(await run?.(req(null))).toBe(false)
    expect(await run?.(req({ collection: 'users', roles: ['agent'] }))).toBe(false)
    expect(await run?.(req({ collection: 'users', roles: ['admin'] }))).toBe(true)
  })

  it("runs on Payload's autoRun cron every NOTIFY_INTERVAL_MS, off with NOTIFY_WORKER=0", async () => {
    expect(autoRunCron({})).toBe('*/15 * * * * *')
    expect(autoRunCron({ NOTIFY_INTERVAL_MS: '2000' })).toBe('*/2 * * * * *')
    expect(autoRunCron({ NOTIFY_INTERVAL_MS: '300000' })).toBe('*/59 * * * * *')
    const autoRun = notificationJobs.autoRun as () => Array<{ queue?: string }>
    const saved = process.env.NOTIFY_WORKER
    try {
      process.env.NOTIFY_WORKER = '0'
      expect(autoRun()).toEqual([])
      delete process.env.NOTIFY_WORKER
      expect(autoRun()[0]?.queue).toBe('notifications')
    } finally {
      if (saved === undefined) delete process.env.NOTIFY_WORKER
      else process.env.NOTIFY_WORKER = saved
    }
  })
})
