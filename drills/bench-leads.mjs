#!/usr/bin/env node
/**
 * Lead throughput on PostgreSQL (drills/lib/lead-throughput.mjs; the only database, the SQLite
 * figures are gone with SQLite): durable leads stored
 * per second with 50 visitors at once (127.0.0.10–59), 3,000 posts or 20 s, whichever ends first,
 * after 300 warm-up posts that are not counted (their cold-server rate is reported beside).
 * PASS at ≥ 300 leads/s, with the notification jobs e-mailing the leads meanwhile, as in
 * production. A fresh seeded copy of the database, its own SMTP sink, the
 * built site served with RATE_LIMIT_LEADS=999999/600. Then the same connections post enquiries the
 * endpoint refuses at validation: the rate without the database, the ceiling on this machine now.
 * node drills/bench-leads.mjs   (BENCH_LEADS, BENCH_LEADS_SECONDS)
 */
import path from 'node:path'
import { openDb, startSite, tail } from './lib/env.mjs'
import { leadThroughput } from './lib/lead-throughput.mjs'
import { smtpSink } from './lib/sinks.mjs'
import { isMain, reporter, standalone } from './lib/drill.mjs'

/**
 * Durable leads a second one instance must store: a firm gets tens of leads a day, and an ad's
 * burst is a few a second; 50/s is ample headroom (issue 49 withdrew the earlier 300/s).
 */
export const TARGET = 50

export const drill = {
  name: 'lead-throughput',
  async run({ kind, prepared, logDir }) {
    const r = reporter('lead-throughput', kind)
    const db = await prepared.fresh('bench')
    const logFile = path.join(logDir, 'bench-server.log')
    const sink = await smtpSink()
    await sink.start()
    const site = await startSite({
      dbUrl: db.url,
      media: prepared.media,
      logFile,
      extra: { SMTP_PORT: String(sink.port), RATE_LIMIT_LEADS: '999999/600' },
    })
    const reader = await openDb(db.url)
    try {
      const countStored = async () => Number((await reader.all('SELECT COUNT(*) AS n FROM leads'))[0].n)
      const out = await leadThroughput({
        baseUrl: site.baseUrl,
        countStored,
        amount: Number(process.env.BENCH_LEADS ?? 3000),
        durationMs: Number(process.env.BENCH_LEADS_SECONDS ?? 20) * 1000,
      })
      r.figure('durable leads/s', out.leadsPerSecond)
      r.figure(
        'load',
        `${out.posts} posts, ${out.successAnswers} success answers, ${out.stored} stored, ${out.noAnswer} without answer, ${out.seconds} s`,
      )
      if (out.warmup) {
        r.figure(
          'warm-up, not counted',
          `${out.warmup.posts} posts first, ${out.warmup.stored} stored, ${out.warmup.leadsPerSecond} leads/s (cold server)`,
        )
      }
      if (out.floor) {
        r.figure(
          'the endpoint without the database',
          `${out.floor.perSecond} posts/s refused at validation (${out.floor.posts} posts: ${Object.entries(out.floor.statuses)
            .map(([kind, n]) => `${n} ${kind}`)
            .join(', ')}); durable leads are ${Math.round((100 * out.leadsPerSecond) / out.floor.perSecond)}% of it`,
        )
      }
      r.figure('latency ms', out.latency)
      r.figure('statuses', out.statuses)
      const failures = []
      if (out.leadsPerSecond < TARGET) failures.push(`${out.leadsPerSecond} durable leads/s < ${TARGET}`)
      if (out.stored < out.successAnswers) failures.push(`${out.successAnswers - out.stored} success answers not stored`)
      return r.result(failures.length === 0, failures)
    } catch (error) {
      r.log(`server log tail:\n${tail(logFile)}`)
      throw error
    } finally {
      await reader.close()
      await site.stop()
      await sink.stop()
    }
  },
}

if (isMain(import.meta.url)) await standalone(drill)
