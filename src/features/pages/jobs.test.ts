import { describe, expect, it, vi } from 'vitest'
import type { JobsConfig, Payload, PayloadRequest } from 'payload'
import {
  isScheduleRun,
  requestScheduleRun,
  SCHEDULE_QUEUE,
  SCHEDULE_RUN_HEADER,
  scheduleIntervalMs,
  scheduleRunToken,
  scheduleRunUrl,
  withScheduledPublishing,
} from './jobs'

const secret = 'a-payload-secret'

function request(headers: Record<string, string>, query: Record<string, unknown>, user: unknown = null) {
  return { headers: new Headers(headers), query, payload: { secret }, user } as unknown as PayloadRequest
}

describe('scheduled publishing', () => {
  it('runs every PUBLISH_INTERVAL_S seconds, 20 by default', () => {
    expect(scheduleIntervalMs({})).toBe(20_000)
    expect(scheduleIntervalMs({ PUBLISH_INTERVAL_S: '5' })).toBe(5_000)
    expect(scheduleIntervalMs({ PUBLISH_INTERVAL_S: 'x' })).toBe(20_000)
  })

  it("calls this server's jobs endpoint for the schedule queue over loopback", () => {
    expect(scheduleRunUrl('/cms-api', { PORT: '4100' })).toBe(
      'http://127.0.0.1:4100/cms-api/payload-jobs/run?queue=default&limit=10&silent=true',
    )
    expect(scheduleRunUrl('/cms-api', { HOST: '::' })).toMatch(/^http:\/\/127\.0\.0\.1:3000\//)
    expect(scheduleRunUrl('/cms-api', { HOST: '10.0.0.5', PORT: '80' })).toMatch(/^http:\/\/10\.0\.0\.5:80\//)
    expect(scheduleRunUrl('/cms-api', { PUBLISH_RUN_ORIGIN: 'http://localhost:3001/' })).toMatch(
      /^http:\/\/localhost:3001\/cms-api\//,
    )
  })

  it('lets the timer run the schedule queue only, with a token made from the secret', async () => {
    const token = scheduleRunToken(secret)
    expect(token).not.toContain(secret)
    expect(isScheduleRun(request({ [SCHEDULE_RUN_HEADER]: token }, { queue: SCHEDULE_QUEUE }))).toBe(true)
    expect(isScheduleRun(request({ [SCHEDULE_RUN_HEADER]: token }, { queue: 'notifications' }))).toBe(false)
    expect(isScheduleRun(request({ [SCHEDULE_RUN_HEADER]: token }, { queue: SCHEDULE_QUEUE, allQueues: 'true' }))).toBe(false)
    expect(isScheduleRun(request({ [SCHEDULE_RUN_HEADER]: scheduleRunToken('other') }, { queue: SCHEDULE_QUEUE }))).toBe(false)
    expect(isScheduleRun(request({ [SCHEDULE_RUN_HEADER]: 'short' }, { queue: SCHEDULE_QUEUE }))).toBe(false)

    const baseRun = vi.fn(() => false)
    const jobs = withScheduledPublishing({ access: { run: baseRun } } as JobsConfig)
    expect(await jobs.access!.run!({ req: request({ [SCHEDULE_RUN_HEADER]: token }, { queue: SCHEDULE_QUEUE }) })).toBe(true)
    expect(await jobs.access!.run!({ req: request({}, { queue: SCHEDULE_QUEUE }) })).toBe(false)
    expect(baseRun).toHaveBeenCalledOnce()
    // Without the other config's rule, Payload's default: signed-in users.
    const plain = withScheduledPublishing({} as JobsConfig)
    expect(await plain.access!.run!({ req: request({}, {}, { id: 1 }) })).toBe(true)
    expect(await plain.access!.run!({ req: request({}, {}) })).toBe(false)
  })

  it("keeps the other config's crons", async () => {
    process.env.PUBLISH_WORKER = '0'
    try {
      const jobs = withScheduledPublishing({ autoRun: () => [{ cron: '*/15 * * * * *', queue: 'notifications' }] } as JobsConfig)
      const crons = typeof jobs.autoRun === 'function' ? await jobs.autoRun({} as Payload) : []
      expect(crons.map((c) => c.queue)).toEqual(['notifications'])
    } finally {
      delete process.env.PUBLISH_WORKER
    }
  })

  it('sends the token and logs a failed run', async () => {
    const error = vi.fn()
    const payload = { secret, config: { routes: { api: '/cms-api' } }, logger: { error } } as unknown as Payload
    const seen: Request[] = []
    const ok = await requestScheduleRun(payload, async (input, init) => {
      seen.push(new Request(input, init))
      return new Response('{}', { status: 200 })
    })
    expect(ok).toBe(true)
    expect(seen[0]!.headers.get(SCHEDULE_RUN_HEADER)).toBe(scheduleRunToken(secret))
    expect(await requestScheduleRun(payload, async () => new Response('no', { status: 401 }))).toBe(false)
    expect(error).toHaveBeenCalledOnce()
  })
})
