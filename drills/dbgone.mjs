#!/usr/bin/env node
/**
 * Drill 3 — database gone. With the database unavailable, a lead post must answer an error (JSON
 * `status: error`, 5xx/503 acceptable; never `success`, never a redirect to a thank-you page) and
 * cached pages (/, /en, an article) must still answer 200; once the database is back, lead posts
 * succeed again without restarting the app.
 * PostgreSQL (the only database) goes by `pg_ctl stop -m fast`, and is later started again on the
 * same port.
 * Alone: node drills/dbgone.mjs
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sleep, startSite, tail } from './lib/env.mjs'
import { answerKind, client, csrfSession, enquiryForm, isSuccess } from './lib/load.mjs'
import { readLeads } from './lib/leads-db.mjs'
import { smtpSink } from './lib/sinks.mjs'
import { isMain, reporter, standalone } from './lib/drill.mjs'

const RECOVERY_MS = 60_000

/**
 * A lead whose INSERT statement itself fails (a constraint, a failover mid-statement): the error
 * carries the statement's values (Drizzle's `params: …`), so this is where a name and phone could
 * reach the log. A trigger that refuses inserts into leads, set from a second connection.
 */
async function refuseLeadInserts(url, on) {
  const pg = (await import('pg')).default
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    if (on) {
      await client.query(
        "CREATE OR REPLACE FUNCTION drill_refuse_leads() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'drill: insert refused'; END $$",
      )
      await client.query(
        'CREATE TRIGGER drill_refuse_leads BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION drill_refuse_leads()',
      )
    } else {
      await client.query('DROP TRIGGER IF EXISTS drill_refuse_leads ON leads')
      await client.query('DROP FUNCTION IF EXISTS drill_refuse_leads()')
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Where a visitor's name or phone shows in the server log (as posted, and the phone's digits in any grouping). */
function personalDataInLog(logText, names, phones) {
  const found = []
  for (const name of names) if (logText.includes(name)) found.push(`name "${name}"`)
  for (const phone of phones) {
    const spaced = new RegExp(phone.split('').join('[^0-9]{0,3}'))
    if (spaced.test(logText)) found.push(`phone ${phone}`)
  }
  return found
}
const thankYou = (location) => Boolean(location && /gracias|thank-you/.test(location))

async function getStatus(baseUrl, p) {
  const t0 = Date.now()
  try {
    const res = await fetch(baseUrl + p, {
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      headers: { accept: 'text/html', 'accept-language': p.startsWith('/en') ? 'en' : 'es' },
    })
    await res.arrayBuffer()
    const location = res.headers.get('location')
    return { path: p, status: location ? `${res.status} → ${location}` : res.status, ms: Date.now() - t0 }
  } catch (error) {
    return { path: p, status: `no answer (${error.name})`, ms: Date.now() - t0 }
  }
}

/** A JSON (fetch) post and a native (no-JS) post of the same kind of enquiry. */
async function postBoth(c, session, name, phone) {
  const out = []
  for (const mode of ['json', 'native']) {
    const person = { name: `${name} ${mode}`, phone: phone + (mode === 'json' ? 0 : 1) }
    const form = enquiryForm({ token: session.token, ...person })
    const t0 = Date.now()
    try {
      const res = await c.request({
        method: 'POST',
        path: '/api/prospecto/agregar',
        body: form.body,
        headers: {
          'content-type': form.contentType,
          cookie: session.cookie,
          'sec-fetch-site': 'same-origin',
          ...(mode === 'json'
            ? { accept: 'application/json', 'sec-fetch-mode': 'cors' }
            : { accept: 'text/html', 'sec-fetch-mode': 'navigate' }),
        },
      })
      const body = await res.body.text()
      const answer = { status: res.statusCode, body, location: res.headers.location ?? null }
      out.push({
        mode,
        ...person,
        submissionId: form.submissionId,
        ...answer,
        kind: mode === 'json' ? answerKind(answer) : `${res.statusCode}${answer.location ? ' → ' + answer.location : ''}`,
        success: mode === 'json' ? isSuccess(answer) : thankYou(answer.location),
        ms: Date.now() - t0,
      })
    } catch (error) {
      out.push({
        mode,
        ...person,
        submissionId: form.submissionId,
        kind: `no answer (${error.code ?? error.name})`,
        success: false,
        ms: Date.now() - t0,
      })
    }
  }
  return out
}

export const drill = {
  name: 'dbgone',
  async run({ kind, prepared, logDir }) {
    const r = reporter('dbgone', kind)
    const db = await prepared.fresh('dbgone')
    const logFile = path.join(logDir, 'dbgone-server.log')
    const sink = await smtpSink()
    await sink.start()
    const site = await startSite({
      dbUrl: db.url,
      media: prepared.media,
      logFile,
      extra: { SMTP_PORT: String(sink.port), RATE_LIMIT_LEADS: '999999/600' },
    })
    const c = client(site.baseUrl, '127.0.0.40')
    const failures = []
    try {
      const session = await csrfSession(site.baseUrl)
      const home = await (await fetch(`${site.baseUrl}/api/blogs/home`)).json()
      const articlePath = (u, prefix) =>
        String(u).startsWith('http') ? new URL(u).pathname : String(u).startsWith('/') ? u : `${prefix}/blog/${u}`
      const pages = ['/', '/en', articlePath(home[0]?.url_es ?? 'x', ''), articlePath(home[0]?.url_en ?? 'x', '/en')]
      for (const p of pages) await getStatus(site.baseUrl, p) // render and cache them while the database is up
      const warm = await Promise.all(pages.map((p) => getStatus(site.baseUrl, p)))
      r.figure('pages with the database up', warm.map((w) => `${w.path} ${w.status}`).join(', '))
      const before = await postBoth(c, session, 'Dbgone before', '951000001')
      r.figure('lead posts with the database up', before.map((a) => `${a.mode}: ${a.kind}`).join(', '))

      const stopped = prepared.stopServer()
      if (stopped.status !== 0) throw new Error(`pg_ctl stop failed: ${stopped.stderr}`)
      r.log('PostgreSQL stopped (pg_ctl stop -m fast)')

      const downAt = Date.now()
      const during = []
      for (let i = 0; i < 2; i++) during.push(...(await postBoth(c, session, `Dbgone down ${i}`, `95100010${i}`)))
      const pagesDown = await Promise.all(pages.map((p) => getStatus(site.baseUrl, p)))
      const api = await getStatus(site.baseUrl, '/api/categoria')
      r.figure('lead posts with the database gone', during.map((a) => `${a.mode}: ${a.kind} in ${a.ms} ms`).join(', '))
      r.figure(
        'pages with the database gone',
        `${pagesDown.map((w) => `${w.path} ${w.status} (${w.ms} ms)`).join(', ')}; /api/categoria ${api.status}`,
      )
      for (const a of during) {
        if (a.success) failures.push(`${a.mode} post answered success/thank-you with the database gone`)
        else if (a.mode === 'json' && a.status !== undefined) {
          let status = null
          try {
            status = JSON.parse(a.body).status
          } catch {
            // not JSON
          }
          if (status !== 'error') failures.push(`json post answered ${a.kind}, not status:error`)
        } else if (a.mode === 'json') failures.push(`json post got no answer (${a.kind})`)
        if (a.mode === 'native' && thankYou(a.location)) failures.push('native post redirected to the thank-you page')
      }
      for (const w of pagesDown) {
        const up = warm.find((x) => x.path === w.path)?.status
        if (w.status !== 200)
          failures.push(
            `${w.path} answered ${w.status} with the database gone${up === w.status ? ` (${up} with it up too: not a database effect)` : ''}`,
          )
      }

      // Back up; no app restart.
      const started = prepared.startServer()
      if (started.status !== 0) throw new Error(`pg_ctl start failed: ${started.stderr}`)
      const upAt = Date.now()
      r.log(`database back after ${Math.round((upAt - downAt) / 1000)} s`)
      let recovered = null
      const after = []
      let attempt = 0
      while (Date.now() - upAt < RECOVERY_MS) {
        const answers = await postBoth(c, session, `Dbgone after ${attempt}`, `9510002${String(attempt % 100).padStart(2, '0')}`)
        attempt++
        after.push(...answers)
        if (answers.every((a) => a.success)) {
          recovered = Date.now() - upAt
          break
        }
        await sleep(1000)
      }
      r.figure('lead posts after the database is back', after.map((a) => `${a.mode}: ${a.kind}`).join(', '))
      r.figure(
        'recovered without restart',
        recovered === null ? `no, not within ${RECOVERY_MS / 1000} s` : `yes, ${recovered} ms after the database came back`,
      )
      if (recovered === null) failures.push('lead posts did not succeed again without a restart')
      const stored = new Set((await readLeads(db.url)).map((l) => l.submission_id))
      const lostOf = (list, phase) =>
        list.filter((a) => a.success && !stored.has(a.submissionId)).map((a) => `${phase} ${a.mode}`)
      const lostList = [...lostOf(before, 'before'), ...lostOf(after, 'after')]
      const lost = lostList.length
      if (lost) r.log(`success answers not found in the database: ${lostList.join(', ')}`)
      const storedWhileDown = during.filter((a) => stored.has(a.submissionId)).length
      r.figure(
        'stored check',
        `${lost} success answers not stored; ${storedWhileDown} posts made while the database was gone are stored`,
      )
      if (lost) failures.push(`${lost} success answers not stored`)

      // The statement itself fails, values and all; then the log is searched for every name and
      // phone posted while the database was failing.
      await refuseLeadInserts(db.url, true)
      const refused = await postBoth(c, session, 'Zuleima Drillvalor', '915777123')
      await refuseLeadInserts(db.url, false)
      r.figure('lead posts whose INSERT fails', refused.map((a) => `${a.mode}: ${a.kind}`).join(', '))
      for (const a of refused) if (a.success) failures.push(`${a.mode} post answered success with its INSERT refused`)
      await sleep(500) // the last log lines reach the file
      const logText = readFileSync(logFile, 'utf8')
      const names = [...during, ...refused].map((a) => a.name)
      const phones = [...during, ...refused].map((a) => a.phone)
      const leaked = personalDataInLog(logText, names, phones)
      const statementErrors = (logText.match(/Failed query/g) ?? []).length
      r.figure(
        'personal data in the server log',
        `${leaked.length === 0 ? 'none' : leaked.join(', ')} (searched ${names.length} names and phones of failed posts; ${statementErrors} "Failed query" lines, values scrubbed)`,
      )
      if (leaked.length) failures.push(`the server log holds ${leaked.join(', ')}`)
      return r.result(failures.length === 0, failures)
    } catch (error) {
      r.log(`server log tail:\n${tail(logFile)}`)
      throw error
    } finally {
      prepared.startServer() // a no-op error when it is already running
      await c.close().catch(() => undefined)
      await site.stop()
      await sink.stop()
    }
  },
}

if (isMain(import.meta.url)) await standalone(drill)
