import { describe, expect, it } from 'vitest'
import { notificationJobs } from './jobs'
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

  it('has a task per lead channel, the escalation and the channels’ watch beside erasure, ceiling alert and retention, and only admins may run jobs over REST', async () => {
    expect(notificationJobs.tasks?.map((t) => t.slug)).toEqual([
      'notify-push',
      'notify-email',
      'notify-webhook',
      'notify-confirmation',
      'escalate-lead',
      'watch-channels',
      'erasure-webhook',
      'ceiling-alert',
      'retention',
    ])
    const run = notificationJobs.access?.run
    const req = (user: unknown) => ({ req: { user } }) as never
    expect(await run?.(req(null))).toBe(false)
    expect(await run?.(req({ collection: 'users', roles: ['agent'] }))).toBe(false)
    expect(await run?.(req({ collection: 'users', roles: ['admin'] }))).toBe(true)
  })

  it("runs the leads queue every second and the erasure, alerts and housekeeping queues every minute on Payload's cron, off with NOTIFY_WORKER=0", () => {
    const autoRun = notificationJobs.autoRun as () => Array<{ queue?: string; cron?: string }>
    const saved = process.env.NOTIFY_WORKER
    try {
      process.env.NOTIFY_WORKER = '0'
      expect(autoRun()).toEqual([])
      delete process.env.NOTIFY_WORKER
      expect(autoRun().map((run) => [run.queue, run.cron])).toEqual([
        ['leads', '* * * * * *'],
        ['erasure', '0 * * * * *'],
        ['alerts', '0 * * * * *'],
        ['housekeeping', '0 * * * * *'],
      ])
    } finally {
      if (saved === undefined) delete process.env.NOTIFY_WORKER
      else process.env.NOTIFY_WORKER = saved
    }
  })
})
