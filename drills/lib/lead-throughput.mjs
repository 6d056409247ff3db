/**
 * Lead throughput for the benchmark: 50 connections, each its own visitor (127.0.0.10–59, one
 * source address per connection), posting valid, distinct enquiries for a bounded count or time.
 * The figure is durable leads per second: leads found stored in the database (countStored(), after
 * minus before) ÷ the elapsed time of the load — not answers per second — after `warmup` posts
 * (300) that are not counted.
 *
 *   import { leadThroughput } from './drills/lib/lead-throughput.mjs'
 *   const r = await leadThroughput({ baseUrl, countStored: () => countLeads(url) })
 *   // r = { stored, successAnswers, seconds, leadsPerSecond, latency: { p50, p99, max }, statuses,
 *   //       warmup: { posts, stored, leadsPerSecond }, floor: { posts, perSecond, statuses } }
 *
 * `floor` is the same endpoint, connections and visitors with posts it refuses at validation (a
 * phone of two digits): everything a lead costs but the database, so the rate no lead pipeline on
 * this machine, at this moment, can beat. The machine is shared and its speed varies twofold within
 * minutes; durable leads as a share of the floor says what the storing costs, whatever that speed.
 *
 * The server needs a per-client limit above what one address posts here (60 each for 3,000 posts):
 * serve it with RATE_LIMIT_LEADS=999999/600 (at most 6 digits: a 7-digit limit such as
 * 1000000/600 is silently replaced by the default 20/600 — src/server/rate-limit.ts ruleFromEnv).
 */
import {
  answerKind,
  bump,
  client,
  csrfSession,
  enquiryForm,
  isSuccess,
  latencySummary,
  overConnections,
  phoneFor,
  postForm,
} from './load.mjs'

export async function leadThroughput({
  baseUrl,
  countStored,
  connections = 50,
  amount = 3000,
  durationMs = 20_000,
  firstAddress = 10,
  warmup = 300,
  floorPhase = 1500,
}) {
  const session = await csrfSession(baseUrl)
  const clients = Array.from({ length: connections }, (_, i) => client(baseUrl, `127.0.0.${firstAddress + i}`))
  const tag = Date.now().toString(36)
  // A running instance's rate, not a cold start's: the warm-up posts go first through the same
  // connections (V8 compiles the hot paths, the pool opens its connections) and are not counted.
  // Their own rate is reported beside the figure.
  const cold =
    warmup > 0
      ? await postAll({ clients, session, tag: `${tag}w`, phonePrefix: '97', countStored, amount: warmup, durationMs })
      : null
  const load = await postAll({ clients, session, tag, phonePrefix: '98', countStored, amount, durationMs })
  const floor = floorPhase > 0 ? await refusedAll({ clients, session, amount: floorPhase, durationMs }) : null
  await Promise.all(clients.map((c) => c.close().catch(() => undefined)))
  return { ...load, floor, warmup: cold && { posts: cold.posts, stored: cold.stored, leadsPerSecond: cold.leadsPerSecond } }
}

/** Posts the endpoint refuses at validation (422): its rate without a database write. */
async function refusedAll({ clients, session, amount, durationMs }) {
  const statuses = {}
  const { posts, seconds } = await overConnections({
    clients,
    amount,
    durationMs,
    send: (c) => answerOf(c, enquiryForm({ token: session.token, name: 'Floor', phone: '12' }), session, statuses),
  })
  return { posts, perSecond: +(posts / seconds).toFixed(1), statuses }
}

/** Posts `amount` distinct enquiries (or for `durationMs`) over the clients; durable leads a second. */
async function postAll({ clients, session, tag, phonePrefix, countStored, amount, durationMs }) {
  const before = await countStored()
  const statuses = {}
  const times = []
  let successAnswers = 0
  let noAnswer = 0
  const { posts: sent, seconds } = await overConnections({
    clients,
    amount,
    durationMs,
    send: async (c, i) => {
      const form = enquiryForm({ token: session.token, name: `Bench ${tag} ${i}`, phone: phoneFor(phonePrefix, i) })
      const answer = await answerOf(c, form, session, statuses)
      if (!answer) {
        noAnswer++
        return
      }
      times.push(answer.ms)
      if (isSuccess(answer)) successAnswers++
    },
  })
  const stored = (await countStored()) - before
  return {
    posts: sent,
    stored,
    successAnswers,
    noAnswer,
    seconds: +seconds.toFixed(2),
    leadsPerSecond: +(stored / seconds).toFixed(1),
    latency: latencySummary(times),
    statuses,
  }
}

/** One post; its kind counted in `statuses`. The answer, or null when none came. */
async function answerOf(c, form, session, statuses) {
  try {
    const answer = await postForm(c, form, session)
    bump(statuses, answerKind(answer))
    return answer
  } catch (error) {
    bump(statuses, `no answer (${error.code ?? error.name})`)
    return null
  }
}
