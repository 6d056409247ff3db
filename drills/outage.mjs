#!/usr/bin/env node
/**
 * Drill 2 — mail and webhook outage. The SMTP sink and the CRM webhook receiver are down (their
 * ports closed) while 50 leads come in; after a while both come back on the same ports. Every lead
 * must reach each exactly once within a bounded wait (the queue retries with a short back-off here:
 * NOTIFY_RETRY_DELAY_MS=500).
 * Alone: node drills/outage.mjs
 */
import path from 'node:path'
import { sleep, startSite, tail } from './lib/env.mjs'
import { answerKind, bump, client, csrfSession, enquiryForm, isSuccess, phoneFor, postForm } from './lib/load.mjs'
import { deliveryCheck, halfStored, readLeads, waitUntil } from './lib/leads-db.mjs'
import { smtpSink, webhookReceiver } from './lib/sinks.mjs'
import { isMain, reporter, standalone } from './lib/drill.mjs'

const LEADS = 50
const DOWN_MS = Number(process.env.OUTAGE_DOWN_MS ?? 15_000)
const DRAIN_MS = Number(process.env.OUTAGE_DRAIN_MS ?? 120_000)

export const drill = {
  name: 'outage',
  async run({ kind, prepared, logDir }) {
    const r = reporter('outage', kind)
    const db = await prepared.fresh('outage')
    const logFile = path.join(logDir, 'outage-server.log')
    const sink = await smtpSink() // created with a reserved port, not started: down
    const hook = await webhookReceiver()
    const extra = {
      SMTP_PORT: String(sink.port),
      CRM_WEBHOOK_URL: hook.url,
      CRM_WEBHOOK_SECRET: 'drill-webhook-secret',
      NOTIFY_RETRY_DELAY_MS: '500',
      NOTIFY_RETRY_ATTEMPTS: '12',
      RATE_LIMIT_LEADS: '999999/600',
    }
    const site = await startSite({ dbUrl: db.url, media: prepared.media, logFile, extra })
    try {
      const session = await csrfSession(site.baseUrl)
      const tag = Date.now().toString(36)
      const kinds = {}
      const clients = Array.from({ length: 10 }, (_, i) => client(site.baseUrl, `127.0.0.${20 + i}`))
      let next = 0
      let ok = 0
      const t0 = Date.now()
      await Promise.all(
        clients.map(async (c) => {
          while (next < LEADS) {
            const i = next++
            const answer = await postForm(
              c,
              enquiryForm({ token: session.token, name: `Outage ${tag} ${i}`, phone: phoneFor('94', i) }),
              session,
            )
            bump(kinds, answerKind(answer))
            if (isSuccess(answer)) ok++
          }
        }),
      )
      await Promise.all(clients.map((c) => c.close()))
      r.figure('posts while mail and webhook are down', `${LEADS} in ${Date.now() - t0} ms: ${JSON.stringify(kinds)}`)
      await sleep(Math.max(0, DOWN_MS - (Date.now() - t0)))
      const during = {}
      for (const l of await readLeads(db.url)) bump(during, `email ${l.notifications_email} / webhook ${l.notifications_webhook}`)
      r.figure(`states after ${Math.round((Date.now() - t0) / 1000)} s down`, during)
      r.figure('delivered while down', `${sink.messages.length} e-mails, ${hook.bodies.length} webhook posts`)

      await sink.start()
      await hook.start()
      const upAt = Date.now()
      r.log(`SMTP sink and webhook receiver up again on ports ${sink.port} and ${hook.port}`)
      const drained = await waitUntil(
        async () => {
          const leads = (await readLeads(db.url)).filter((l) => !l.spam)
          const mails = sink.countsByLead()
          const hooks = hook.countsByLead()
          return (
            leads.length >= ok &&
            leads.every(
              (l) =>
                (mails.get(l.id) ?? 0) >= 1 &&
                (hooks.get(l.id) ?? 0) >= 1 &&
                l.notifications_email === 'sent' &&
                l.notifications_webhook === 'sent',
            )
          )
        },
        DRAIN_MS,
        500,
      )
      r.figure(
        'time to drain after recovery',
        drained === null ? `not drained within ${DRAIN_MS / 1000} s` : `${(drained / 1000).toFixed(1)} s`,
      )
      await sleep(3000)

      const leads = (await readLeads(db.url)).filter((l) => !l.spam)
      const mail = deliveryCheck(leads, sink.countsByLead())
      const wh = deliveryCheck(leads, hook.countsByLead())
      const signed = hook.bodies.filter((b) => Object.keys(b.headers).some((h) => /signature/i.test(h))).length
      const states = {}
      for (const l of leads) bump(states, `email ${l.notifications_email} / webhook ${l.notifications_webhook}`)
      const half = halfStored(leads)
      r.figure('stored', `${leads.length} leads for ${ok} success answers; half-stored ${half.length}`)
      r.figure(
        'e-mail deliveries',
        `${sink.messages.length} messages; never ${mail.never}, twice+ ${mail.twice}${mail.twice ? ' ' + mail.twiceIds.join(',') : ''}, unknown ${mail.stray}`,
      )
      r.figure(
        'webhook deliveries',
        `${hook.bodies.length} posts (${signed} with a signature header); never ${wh.never}, twice+ ${wh.twice}${wh.twice ? ' ' + wh.twiceIds.join(',') : ''}, unknown ${wh.stray}`,
      )
      r.figure('final states', states)

      const failures = []
      if (ok !== LEADS) failures.push(`${LEADS - ok} posts not answered success`)
      if (leads.length !== ok) failures.push(`${leads.length} leads stored for ${ok} successes`)
      if (half.length) failures.push(`${half.length} half-stored`)
      if (drained === null) failures.push(`not drained within ${DRAIN_MS / 1000} s`)
      if (mail.never || wh.never) failures.push(`never delivered: ${mail.never} e-mails, ${wh.never} webhooks`)
      if (mail.twice || wh.twice) failures.push(`delivered twice: ${mail.twice} e-mails, ${wh.twice} webhooks`)
      void upAt
      return r.result(failures.length === 0, failures)
    } catch (error) {
      r.log(`server log tail:\n${tail(logFile)}`)
      throw error
    } finally {
      await site.stop()
      await sink.stop()
      await hook.stop()
    }
  },
}

if (isMain(import.meta.url)) await standalone(drill)
