#!/usr/bin/env node
/**
 * Drill 5 — hostile input. 10,000 seeded requests (drills/lib/hostile-requests.mjs) over every
 * page of the route table in both languages, the spec endpoints, /cms-api, odd methods, raw request
 * targets and oversized headers, 16 at a time, bounded in time. Every 5xx (and every request the
 * server never answered in 30 s) is a failure; each distinct one is printed once (up to 50).
 * Through the shipped nginx (deploy/nginx.conf) in front of Next's own server, as deployed: nginx
 * refuses the methods and targets no route takes (TRACE, WebDAV, `*`), which Next alone answers 500.
 * Alone: node drills/hostile.mjs   (HOSTILE_COUNT, HOSTILE_SEED to vary)
 */
import path from 'node:path'
import { startSite, tail } from './lib/env.mjs'
import { startNginx } from '../scripts/lib/nginx.mjs'
import { hostileContext, hostileRequests, repeatedParamRequests, runHostile } from './lib/hostile-requests.mjs'
import { smtpSink } from './lib/sinks.mjs'
import { isMain, reporter, standalone } from './lib/drill.mjs'

const COUNT = Number(process.env.HOSTILE_COUNT ?? 10_000)
const SEED = Number(process.env.HOSTILE_SEED ?? 20261122)
const TIME_LIMIT_MS = Number(process.env.HOSTILE_TIME_LIMIT_MS ?? 360_000)

export const drill = {
  name: 'hostile',
  async run({ kind, prepared, logDir }) {
    const r = reporter('hostile', kind)
    const db = await prepared.fresh('hostile')
    const logFile = path.join(logDir, 'hostile-server.log')
    const sink = await smtpSink()
    await sink.start()
    const site = await startSite({ dbUrl: db.url, media: prepared.media, logFile, extra: { SMTP_PORT: String(sink.port) } })
    const front = await startNginx({ upstreams: [`127.0.0.1:${site.port}`] })
    try {
      const context = await hostileContext(front.url)
      r.log(
        `context: ${context.slugs.length} article slugs, ${context.categories.length} categories, csrf ${context.token ? 'yes' : 'no'}; seed ${SEED}`,
      )
      // The fixed list of repeated and bracketed CMS parameters first, then the seeded ones.
      const requests = [...repeatedParamRequests(), ...hostileRequests(COUNT, SEED, context)]
      const out = await runHostile(front.url, requests, {
        concurrency: 16,
        timeLimitMs: TIME_LIMIT_MS,
        localAddress: '127.0.0.60',
        onProgress: (n) => r.log(`${n} sent`),
      })
      // Every 5xx but nginx's 505 to a request line of an HTTP version no server speaks (HTTP/9.9).
      const fivexx = out.faults
      const timeouts = out.statuses.timeout ?? 0
      r.figure(
        'requests',
        `${out.sent} of ${requests.length} in ${out.seconds.toFixed(0)} s, ${fivexx} 5xx, ${timeouts} unanswered in 30 s`,
      )
      r.figure('statuses', out.statuses)
      const failing = out.failures.slice(0, 50)
      for (const f of failing)
        r.log(
          `5xx: ${f.method} ${String(f.path).slice(0, 200)} → ${f.status} (${f.label}${f.headers?.['content-type'] ? `, content-type ${f.headers['content-type']}` : ''}${f.bodyHead !== undefined ? `, body ${JSON.stringify(f.bodyHead.slice(0, 120))}` : ''}${f.raw ? `, raw ${JSON.stringify(f.raw.slice(0, 120))}` : ''})`,
        )
      r.figure('distinct failing requests', out.failures.length)
      const failures = []
      if (fivexx) failures.push(`${fivexx} 5xx answers (${out.failures.length} distinct requests)`)
      if (timeouts) failures.push(`${timeouts} requests unanswered`)
      if (out.sent < requests.length) failures.push(`only ${out.sent}/${requests.length} sent within ${TIME_LIMIT_MS / 1000} s`)
      r.figure('server still up', site.exited ? 'no — it exited' : 'yes')
      if (site.exited) failures.push('the server exited')
      return r.result(failures.length === 0, failures)
    } catch (error) {
      r.log(`server log tail:\n${tail(logFile)}`)
      throw error
    } finally {
      await front.stop()
      await site.stop()
      await sink.stop()
    }
  },
}

if (isMain(import.meta.url)) await standalone(drill)
