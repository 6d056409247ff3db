import { describe, expect, it } from 'vitest'
import { notificationJobs, notificationRetries } from './jobs'

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

  it('has the two tasks, and only admins may run jobs over REST', async () => {
    expect(notificationJobs.tasks?.map((t) => t.slug)).toEqual(['lead-email', 'lead-webhook'])
    const run = notificationJobs.access?.run
    const req = (user: unknown) => ({ req: { user } }) as never
    expect(await run?.(req(null))).toBe(false)
    expect(await run?.(req({ collection: 'users', roles: ['agent'] }))).toBe(false)
    expect(await run?.(req({ collection: 'users', roles: ['admin'] }))).toBe(true)
  })
})
