import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keepsAdvisoryLock, ownConnection } from '@/server/advisory-lock'
import { startLeadEnv, type LeadEnv } from './helpers/lead-env'

let env: LeadEnv
beforeAll(async () => {
  env = await startLeadEnv({ NOTIFY_WORKER: '0' })
})
afterAll(async () => {
  await env?.close()
})

describe('one instance at a time runs the job queues', () => {
  it('runs them only while no other session holds the lock, and takes over once it is let go', async () => {
    const name = 'test:job-runner'
    // Another instance: a session of its own holding the lock.
    const other = await ownConnection(env.payload)
    await other.query('select pg_advisory_lock(hashtext($1))', [name])
    expect(await keepsAdvisoryLock(env.payload, name, 0)).toBe(false)
    expect(await keepsAdvisoryLock(env.payload, name, 0)).toBe(false)
    // That instance stops (its session ends): this one takes over, and keeps it.
    other.release(new Error('instance stopped'))
    await expect.poll(() => keepsAdvisoryLock(env.payload, name, 0), { timeout: 5_000 }).toBe(true)
    expect(await keepsAdvisoryLock(env.payload, name, 0)).toBe(true)
    const holder = await ownConnection(env.payload)
    const holdingPid = async () =>
      (
        await holder.query<{ pid: number }>(
          `select pid from pg_locks where locktype = 'advisory' and granted and objid::bigint = (hashtext($1)::bigint & 4294967295) and pid <> pg_backend_pid()`,
          [name],
        )
      ).rows[0]?.pid
    try {
      const { rows } = await holder.query<{ taken: boolean }>('select pg_try_advisory_lock(hashtext($1)) as taken', [name])
      expect(rows[0]?.taken).toBe(false)
      // Its own session ended by the server (a restart, an operator): the lock goes with it, this
      // process hears it and takes the lock again on a new session.
      const first = await holdingPid()
      expect(first).toBeDefined()
      await holder.query('select pg_terminate_backend($1)', [first])
      // Asked again as the cron asks every second: a new session holds it.
      const retaken = async () => {
        await keepsAdvisoryLock(env.payload, name, 0)
        const pid = await holdingPid()
        return pid !== undefined && pid !== first
      }
      await expect.poll(retaken, { timeout: 5_000 }).toBe(true)
    } finally {
      holder.release()
    }
  })
})
