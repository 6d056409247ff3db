import webpush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink, type SinkMessage } from '../../scripts/lib/smtp-sink.mjs'
import { PushReceiver } from '../fixtures/push-receiver'
import {
  mailSettings,
  ORIGIN,
  postLead,
  runLeadJobs,
  sleep,
  startLeadEnv,
  validFields,
  waitFor,
  writeFirmSettings,
  type LeadEnv,
} from './helpers/lead-env'

/**
 * Speed to lead with a controlled clock: the visitor's confirmation e-mail (real SMTP sink, sent
 * once through the durable queue), who hears of a new lead by office hours and duty, and the
 * escalation of a lead nobody contacted — each pass given the instant it runs at.
 */
let env: LeadEnv
let sink: Awaited<ReturnType<typeof startSmtpSink>>
const receiver = new PushReceiver()
const vapid = webpush.generateVAPIDKeys()

// Wednesday 25 Nov 2026 at 9:00, opening time in El Paso (MST), is 16:00 UTC.
const WEDNESDAY_9AM = Date.parse('2026-11-25T16:00:00Z')
const minutesAfter = (minutes: number) => new Date(WEDNESDAY_9AM + minutes * 60_000)

beforeAll(async () => {
  await receiver.start()
  sink = await startSmtpSink()
  env = await startLeadEnv({
    SITE_URL: ORIGIN,
    ...mailSettings(sink.port),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    NOTIFY_RETRY_DELAY_MS: '200',
    RATE_LIMIT_LEADS: '1000/600',
  })
  // The demo firm's settings (what the seed writes), with El Paso's office hours.
  await writeFirmSettings(env, [{ hours: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' }] }])
})

afterAll(async () => {
  await env?.close()
  await sink?.close()
  await receiver.stop()
})

const runQueue = () => runLeadJobs(env)

const toVisitor = (address: string) => (m: SinkMessage) => m.to.includes(address)

function decoded(raw: string): string {
  // Quoted-printable bodies: soft line breaks out, =XX bytes back, read as UTF-8.
  const body = raw.replace(/=\r?\n/g, '')
  return Buffer.from(
    body.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
}

describe('visitor confirmation', () => {
  it('e-mails the visitor once, in their language, only when they ticked the box, with a neutral subject', async () => {
    const es = validFields({
      variant: 'home-es',
      form_id: 'enquiry-home-es',
      locale: 'es',
      nombre: 'Lucía Ramos',
      email: 'lucia@example.com',
      situacion: 'abuseVictim',
      page_url: `${ORIGIN}/`,
      confirmacion: '1',
    })
    const en = validFields({ nombre: 'John Smith', email: 'john@example.com', confirmacion: '1' })
    const none = validFields({ nombre: 'Sin Correo', email: '', confirmacion: '1' })
    // An address but no tick (the default), and a tick from someone who said texting is not safe.
    const unticked = validFields({ nombre: 'Sin Caja', email: 'nobox@example.com' })
    const unsafe = validFields({ nombre: 'No Texto', email: 'notext@example.com', confirmacion: '1', seguro_texto: 'no' })
    for (const fields of [es, en, none, unticked, unsafe]) expect((await postLead(env, fields)).status).toBe(200)
    await waitFor(async () => {
      await runQueue()
      return (
        sink.messages.filter(toVisitor('lucia@example.com')).length +
          sink.messages.filter(toVisitor('john@example.com')).length >=
        2
      )
    })
    for (let i = 0; i < 4; i++) {
      await runQueue()
      await sleep(50)
    }
    const lucia = sink.messages.filter(toVisitor('lucia@example.com'))
    const john = sink.messages.filter(toVisitor('john@example.com'))
    expect(lucia).toHaveLength(1)
    expect(john).toHaveLength(1)
    expect(sink.messages.filter(toVisitor('nobox@example.com'))).toHaveLength(0)
    expect(sink.messages.filter(toVisitor('notext@example.com'))).toHaveLength(0)
    const spanish = decoded(lucia[0]!.raw)
    expect(spanish).toMatch(/Subject: Recibimos su mensaje\r?\n/)
    expect(spanish).toContain('Hola, Lucía:')
    expect(spanish).toContain('(915) 555-0142')
    expect(spanish).toContain('https://wa.me/19155550142')
    expect(spanish).toContain('la primera llamada es gratis')
    // No situation, visa or case named anywhere in it.
    expect(spanish).not.toMatch(/maltrato|v[ií]ctima|VAWA|visa|caso/i)
    expect(decoded(john[0]!.raw)).toMatch(/Subject: We received your message\r?\n/)
    // The lead records it; a lead without an address, or without the tick, records why nothing was sent.
    const { docs } = await env.payload.find({ collection: 'leads', overrideAccess: true, limit: 10, sort: 'createdAt' })
    const bySubmission = new Map(docs.map((d) => [d.submissionId, d]))
    expect(bySubmission.get(es.submission_id as string)?.notifications).toMatchObject({ confirmation: 'sent' })
    for (const skipped of [none, unticked, unsafe]) {
      expect(bySubmission.get(skipped.submission_id as string)?.notifications).toMatchObject({ confirmation: 'skipped' })
    }
  })
})

describe('office hours, duty and escalation (controlled clock)', () => {
  it('alerts again at 5 minutes of office time, the admins at 15, and stops at the first contact', async () => {
    const { escalateLead } = await import('@/features/leads/escalation/escalate.server')
    // Each lead's escalation job, run at the instant given: how many were announced again.
    const leads: Array<number | string> = []
    const escalateWaitingLeads = async (now: Date) => {
      let alerted = 0
      for (const id of leads) if ((await escalateLead(env.payload, id, now)).step) alerted++
      return alerted
    }
    // The leads of the test before came in at the real time of this run: worked, out of the way.
    await env.payload.update({ collection: 'leads', where: {}, data: { status: 'contacted' }, overrideAccess: true })
    const make = async (name: string, roles: Array<'admin' | 'agent'>) => {
      const user = await env.payload.create({
        collection: 'users',
        data: {
          email: `${name}-${Date.now()}@salazarimmigration.example`,
          password: 'correct horse battery staple',
          name,
          roles,
        },
        overrideAccess: true,
      })
      const subscription = receiver.subscribe()
      await env.payload.create({
        collection: 'push-subscriptions',
        data: { user: user.id, endpoint: subscription.endpoint, ...subscription.keys, language: 'es' },
        overrideAccess: true,
      })
      return { id: user.id, device: receiver.deviceOf(subscription.endpoint) }
    }
    const agent = await make('guardia', ['agent'])
    const offDuty = await make('descanso', ['agent'])
    const admin = await make('jefa', ['admin'])
    const settings = await env.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    await env.payload.updateGlobal({
      slug: 'site-settings',
      data: { offices: settings.offices!.map((office) => ({ ...office, onDuty: [agent.id] })) },
      overrideAccess: true,
    })
    const lead = async (createdAt: Date) => {
      const created = await env.payload.create({
        collection: 'leads',
        data: { name: 'Pedro Páramo', phone: '9155550142', locale: 'es', situation: 'none', status: 'new', channel: 'web' },
        overrideAccess: true,
      })
      await env.payload.db.updateOne({
        collection: 'leads',
        id: created.id,
        data: { createdAt: createdAt.toISOString() },
        req: {},
      })
      leads.push(created.id)
      return created.id
    }
    const waiting = await lead(minutesAfter(0))
    const contacted = await lead(minutesAfter(0))
    const night = await lead(new Date('2026-11-25T06:00:00Z')) // Tuesday 23:00 in El Paso
    const seen = () => receiver.received.map((push) => [push.device, JSON.parse(push.text!).url as string])
    const urlOf = (id: number) => `${ORIGIN}/admin/collections/leads/${id}`

    expect(await escalateWaitingLeads(minutesAfter(4))).toBe(0)
    const { recordFirstContact } = await import('@/features/leads/inbox/first-contact.server')
    await recordFirstContact(env.payload, contacted, { id: agent.id }, { now: minutesAfter(2) })

    // 5 minutes: the staff on duty, not the one off duty nor the admin; the night lead too (it
    // waited since 9:00); the contacted lead not at all.
    receiver.received.length = 0
    expect(await escalateWaitingLeads(minutesAfter(5))).toBe(2)
    await waitFor(async () => receiver.received.length >= 2, 5_000, 50)
    expect(seen().sort()).toEqual(
      [
        [agent.device, urlOf(waiting)],
        [agent.device, urlOf(night)],
      ].sort(),
    )
    // Twice at the same minute: nobody is alerted twice.
    expect(await escalateWaitingLeads(minutesAfter(6))).toBe(0)

    // 15 minutes: the admins.
    receiver.received.length = 0
    expect(await escalateWaitingLeads(minutesAfter(15))).toBe(2)
    expect(seen().sort()).toEqual(
      [
        [admin.device, urlOf(waiting)],
        [admin.device, urlOf(night)],
      ].sort(),
    )
    expect(seen().some(([device]) => device === offDuty.device)).toBe(false)
    expect(await escalateWaitingLeads(minutesAfter(60))).toBe(0)

    // A status change stops it too; outside office hours nothing is sent at all.
    const worked = await lead(minutesAfter(0))
    await env.payload.update({ collection: 'leads', id: worked, data: { status: 'contacted' }, overrideAccess: true })
    const late = await lead(new Date('2026-11-26T00:30:00Z')) // Wednesday 17:30 in El Paso
    expect(await escalateWaitingLeads(minutesAfter(20))).toBe(0)
    expect(await escalateWaitingLeads(new Date('2026-11-26T02:00:00Z'))).toBe(0) // 19:00, closed
    // Thursday 9:05: the lead of 17:30 the day before came in while open and nobody called it back
    // before closing: the admins hear of it as the office opens.
    receiver.received.length = 0
    expect(await escalateWaitingLeads(new Date('2026-11-26T16:05:00Z'))).toBe(1)
    await waitFor(async () => receiver.received.length >= 1, 5_000, 50)
    expect(seen()).toEqual([[admin.device, urlOf(late)]])
  })
})
