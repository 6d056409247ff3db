import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postLead, startLeadEnv, validFields, type LeadEnv } from './helpers/lead-env'

/**
 * More posts at once than the pool has connections: each post's leads are created in a
 * transaction, and everything the create reads (the Leads hook's earlier leads) runs on that
 * transaction's connection. A read on a second pooled connection deadlocked every post past
 * DATABASE_POOL_MAX in flight (the lead-throughput drill: 50 at once, none answered).
 */
let env: LeadEnv

beforeAll(async () => {
  env = await startLeadEnv({ DATABASE_POOL_MAX: '3', RATE_LIMIT_LEADS: '100000/600' })
}, 120_000)

afterAll(async () => {
  await env?.close()
})

describe('posts at once past the pool size', () => {
  it('answers and stores 24 enquiries posted together on a pool of 3 connections', async () => {
    const posts = Array.from({ length: 24 }, (_, i) =>
      postLead(env, validFields({ nombre: `Familia Paralela ${i}`, phone: `9155557${String(100 + i)}` }), {
        headers: { 'x-real-ip': `198.51.100.${10 + i}` },
      }),
    )
    const answers = await Promise.all(posts)
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const stored = await env.payload.count({
      collection: 'leads',
      where: { name: { like: 'Familia Paralela' } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(24)
  }, 60_000)
})
