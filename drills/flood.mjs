#!/usr/bin/env node
/**
 * Drill 4 — flood. One client (127.0.0.2) sends 5,000 spam posts as fast as it can at 50
 * connections (half with the honeypot `website` filled, half without `started_at`), while another
 * visitor (127.0.0.3) submits 50 real enquiries spread over the flood. All 50 real ones must be
 * answered success, stored and e-mailed once; the flood must neither reach the intake inbox nor fill
 * the database beyond the per-client limit (RATE_LIMIT_LEADS=100/600 here, so the real visitor's
 * 50 fit in it).
 * Then many addresses: 200 clients (127.0.1.1–127.0.1.200) post 3 plausible enquiries each, all
 * within their own limit. The site-wide ceiling (site settings, CEILING an hour here) must hold what
 * passes it: every post stored, no more than CEILING notified leads in the hour, the rest held
 * unnotified, and the admins alerted once.
 * Alone: node drills/flood.mjs
 */
import path from 'node:path'
import { sleep, startSite, tail } from './lib/env.mjs'
import { answerKind, bump, client, csrfSession, enquiryForm, isSuccess, latencySummary, phoneFor, postForm } from './lib/load.mjs'
import { deliveryCheck, readLeads, waitUntil } from './lib/leads-db.mjs'
import { smtpSink } from './lib/sinks.mjs'
import { isMain, reporter, standalone } from './lib/drill.mjs'

const FLOOD = Number(process.env.FLOOD_POSTS ?? 5000)
const REAL = 50
const CONNECTIONS = 50
const LIMIT = 100
const TIME_LIMIT_MS = 150_000
const FLOOD_IP = '127.0.0.2'
const REAL_IP = '127.0.0.3'
const ADDRESSES = 200
const PER_ADDRESS = 3
/** Notified leads an hour, site-wide: the 50 real ones of the first phase and 100 more. */
const CEILING = 150

/** Sets the site-wide notification ceiling on the drill's own database copy, before the site starts. */
async function setCeiling(url, perHour) {
  const pg = (await import('pg')).default
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    await c.query('UPDATE site_settings SET notification_ceiling_per_hour = $1', [perHour])
  } finally {
    await c.end().catch(() => undefined)
  }
}

export const drill = {
  name: 'flood',
  async run({ kind, prepared, logDir }) {
    const r = reporter('flood', kind)
    const db = await prepared.fresh('flood')
    await setCeiling(db.url, CEILING)
    const logFile = path.join(logDir, 'flood-server.log')
    const sink = await smtpSink()
    await sink.start()
    const site = await startSite({
      dbUrl: db.url,
      media: prepared.media,
      logFile,
      extra: { SMTP_PORT: String(sink.port), RATE_LIMIT_LEADS: `${LIMIT}/600` },
    })
    try {
      const session = await csrfSession(site.baseUrl)
      const tag = Date.now().toString(36)
      const floodKinds = {}
      const floodTimes = []
      let floodErrors = 0
      let sent = 0
      let done = 0
      const started = Date.now()
      const floodClients = Array.from({ length: CONNECTIONS }, () => client(site.baseUrl, FLOOD_IP))
      const flood = Promise.all(
        floodClients.map(async (c) => {
          while (sent < FLOOD && Date.now() - started < TIME_LIMIT_MS) {
            const i = sent++
            const form =
              i % 2 === 0
                ? enquiryForm({ token: session.token, name: `Spam ${tag} ${i}`, phone: phoneFor('96', i), spam: true })
                : enquiryForm({
                    token: session.token,
                    name: `Spam ${tag} ${i}`,
                    phone: phoneFor('96', i),
                    extra: { started_at: '' },
                  })
            try {
              const answer = await postForm(c, form, session)
              floodTimes.push(answer.ms)
              bump(floodKinds, answerKind(answer))
            } catch {
              floodErrors++
            }
            done++
          }
        }),
      )
      const realClient = client(site.baseUrl, REAL_IP)
      const realTimes = []
      const realKinds = {}
      const realOk = []
      const realIds = []
      for (let k = 0; k < REAL; k++) {
        // Spread over the flood: the k-th real enquiry once the flood is k/50 of the way through.
        while (done < (k * FLOOD) / REAL && sent < FLOOD && Date.now() - started < TIME_LIMIT_MS) await sleep(20)
        const form = enquiryForm({ token: session.token, name: `Real ${tag} ${k}`, phone: phoneFor('97', k) })
        realIds.push(form.submissionId)
        try {
          const answer = await postForm(realClient, form, session)
          realTimes.push(answer.ms)
          bump(realKinds, answerKind(answer))
          if (isSuccess(answer)) realOk.push(form.submissionId)
        } catch (error) {
          bump(realKinds, `no answer (${error.code ?? error.name})`)
        }
      }
      await flood
      const floodSeconds = (Date.now() - started) / 1000
      await Promise.all([...floodClients, realClient].map((c) => c.close().catch(() => undefined)))
      r.figure(
        'flood',
        `${done} posts from ${FLOOD_IP} in ${floodSeconds.toFixed(1)} s (${Math.round(done / floodSeconds)}/s), ${floodErrors} without answer`,
      )
      r.figure('flood statuses', floodKinds)
      r.figure('flood latency ms', latencySummary(floodTimes))
      r.figure('real visitor statuses', realKinds)
      r.figure('real visitor latency ms', latencySummary(realTimes))

      const realSet = new Set(realIds)
      const drained = await waitUntil(
        async () => {
          const real = (await readLeads(db.url)).filter((l) => realSet.has(l.submission_id))
          const counts = sink.countsByLead()
          return real.length >= realOk.length && real.every((l) => (counts.get(l.id) ?? 0) >= 1)
        },
        90_000,
        1000,
      )
      await sleep(2000)
      const leads = await readLeads(db.url)
      const real = leads.filter((l) => realSet.has(l.submission_id))
      const floodRows = leads.filter((l) => l.consent_ip === FLOOD_IP)
      const flagged = floodRows.filter((l) => l.spam).length
      const counts = sink.countsByLead()
      const realMail = deliveryCheck(real, counts)
      const floodMailed = floodRows.filter((l) => (counts.get(l.id) ?? 0) > 0).length
      r.figure(
        'flood rows stored',
        `${floodRows.length} (${flagged} flagged spam, ${floodRows.length - flagged} stored as real leads), ${floodMailed} of them e-mailed to the intake inbox`,
      )
      r.figure(
        'real enquiries',
        `${realOk.length}/${REAL} answered success, ${real.length} stored, e-mailed once ${real.length - realMail.never - realMail.twice}, never ${realMail.never}, twice+ ${realMail.twice}; e-mail drain ${drained === null ? 'timed out' : `${Math.round(drained / 1000)} s`}`,
      )

      const failures = []
      if (realOk.length !== REAL) failures.push(`${REAL - realOk.length} real enquiries not answered success`)
      if (real.length !== REAL) failures.push(`${REAL - real.length} real enquiries not stored`)
      if (realMail.never || realMail.twice) failures.push(`real e-mails: ${realMail.never} never, ${realMail.twice} twice`)
      if (floodRows.length > LIMIT)
        failures.push(`${floodRows.length} flood rows stored from one client (per-client limit ${LIMIT})`)
      if (floodMailed) failures.push(`${floodMailed} flood posts e-mailed to the intake inbox`)

      // Many addresses, each within its limit: only the site-wide ceiling stands in the way.
      const manyTag = `many-${tag}`
      const manyStarted = Date.now()
      const manyKinds = {}
      const manyIds = []
      const addresses = Array.from({ length: ADDRESSES }, (_, i) => `127.0.1.${i + 1}`)
      for (let start = 0; start < addresses.length; start += CONNECTIONS) {
        await Promise.all(
          addresses.slice(start, start + CONNECTIONS).map(async (address, offset) => {
            const c = client(site.baseUrl, address)
            try {
              for (let n = 0; n < PER_ADDRESS; n++) {
                const i = (start + offset) * PER_ADDRESS + n
                const form = enquiryForm({ token: session.token, name: `Many ${manyTag} ${i}`, phone: phoneFor('98', i) })
                manyIds.push(form.submissionId)
                try {
                  bump(manyKinds, answerKind(await postForm(c, form, session)))
                } catch (error) {
                  bump(manyKinds, `no answer (${error.code ?? error.name})`)
                }
              }
            } finally {
              await c.close().catch(() => undefined)
            }
          }),
        )
      }
      const manySeconds = (Date.now() - manyStarted) / 1000
      const manySet = new Set(manyIds)
      const notifiedBefore = leads.filter((l) => !l.spam).length
      const expectedNotified = Math.max(0, CEILING - notifiedBefore)
      await waitUntil(
        async () => {
          const rows = (await readLeads(db.url)).filter((l) => manySet.has(l.submission_id) && !l.spam)
          const c = sink.countsByLead()
          return rows.every((l) => (c.get(l.id) ?? 0) >= 1)
        },
        90_000,
        1000,
      )
      // The admins' alert is a job on the alerts queue, which Payload's cron runs once a minute.
      const alertsSent = () => sink.messages.filter((m) => m.raw.includes('Notification ceiling reached')).length
      await waitUntil(async () => alertsSent() >= 1, 75_000, 1000)
      await sleep(3000)
      const manyRows = (await readLeads(db.url)).filter((l) => manySet.has(l.submission_id))
      const manyNotified = manyRows.filter((l) => !l.spam)
      const manyHeld = manyRows.filter((l) => l.spam)
      const manyCounts = sink.countsByLead()
      const manyMailed = manyRows.filter((l) => (manyCounts.get(l.id) ?? 0) > 0).length
      const heldMailed = manyHeld.filter((l) => (manyCounts.get(l.id) ?? 0) > 0).length
      const alerts = alertsSent()
      r.figure(
        'many addresses',
        `${manyIds.length} posts from ${ADDRESSES} addresses (${PER_ADDRESS} each) in ${manySeconds.toFixed(1)} s: ${JSON.stringify(manyKinds)}`,
      )
      r.figure(
        'site-wide ceiling',
        `${CEILING} notified an hour (${notifiedBefore} before this phase): ${manyRows.length} stored, ${manyNotified.length} notified, ${manyHeld.length} held for review; ${manyMailed} e-mailed to intake (${heldMailed} of the held); admin alerts ${alerts}`,
      )
      if (manyRows.length !== manyIds.length) failures.push(`${manyIds.length - manyRows.length} many-address posts not stored`)
      // Near the ceiling posts count and write one at a time (src/features/leads/enquiry/ceiling.server.ts):
      // none passes it, however many arrive together (136 of 100 did when each counted on its own).
      if (manyNotified.length > expectedNotified)
        failures.push(`${manyNotified.length} many-address leads notified, ceiling allowed ${expectedNotified}`)
      if (heldMailed) failures.push(`${heldMailed} held leads e-mailed`)
      if (alerts !== 1) failures.push(`${alerts} ceiling alerts to the admins (want exactly 1)`)
      return r.result(failures.length === 0, failures)
    } catch (error) {
      r.log(`server log tail:\n${tail(logFile)}`)
      throw error
    } finally {
      await site.stop()
      await sink.stop()
    }
  },
}

if (isMain(import.meta.url)) await standalone(drill)
