import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JobsConfig, Payload } from 'payload'
import { scheduleCron, SCHEDULE_QUEUE, withScheduledPublishing } from './jobs'

function fakePayload() {
  const run = vi.fn(async () => ({}))
  return { payload: { jobs: { run } } as unknown as Payload, run }
}

describe('scheduled publishing jobs', () => {
  afterEach(() => {
    delete process.env.PUBLISH_WORKER
  })

  it('runs every PUBLISH_INTERVAL_S seconds, 20 by default', () => {
    expect(scheduleCron({})).toBe('*/20 * * * * *')
    expect(scheduleCron({ PUBLISH_INTERVAL_S: '5' })).toBe('*/5 * * * * *')
    expect(scheduleCron({ PUBLISH_INTERVAL_S: 'x' })).toBe('*/20 * * * * *')
  })

  it("adds the schedule queue's cron to the other config's", async () => {
    const { payload } = fakePayload()
    const jobs = withScheduledPublishing({ autoRun: () => [{ cron: '*/15 * * * * *', queue: 'notifications' }] } as JobsConfig)
    const crons = typeof jobs.autoRun === 'function' ? await jobs.autoRun(payload) : []
    expect(crons.map((c) => c.queue)).toEqual(['notifications', SCHEDULE_QUEUE])
    process.env.PUBLISH_WORKER = '0'
    const off = typeof jobs.autoRun === 'function' ? await jobs.autoRun(payload) : []
    expect(off.map((c) => c.queue)).toEqual(['notifications'])
  })

  it("runs the schedule queue from another config's shouldAutoRun, which Payload asks for every cron", async () => {
    const { payload, run } = fakePayload()
    const base = vi.fn(async () => false)
    const jobs = withScheduledPublishing({ shouldAutoRun: base } as JobsConfig)
    expect(await jobs.shouldAutoRun!(payload)).toBe(false)
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ queue: SCHEDULE_QUEUE }))
    expect(base).toHaveBeenCalledOnce()
    // Without one, Payload's own run of the schedule cron does it.
    expect(withScheduledPublishing({} as JobsConfig).shouldAutoRun).toBeUndefined()
  })
})
