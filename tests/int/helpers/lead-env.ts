import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Migration, Payload } from 'payload'
import { inject } from 'vitest'
import { demoFirmSettings } from '@/seed/firm-settings'
import { freshTotpSecret, giveSecondFactor } from '../../fixtures/second-factor'
import { databaseUrl, onServer, quoteName } from '../../../scripts/lib/postgres-databases.mjs'
import { staffSessionCookie } from '@/lib/cookie-names'

/**
 * A real Payload on a throwaway copy of a database migrated with the committed migrations, and the
 * lead route handlers called directly with `new Request(...)`. Environment first: payload.config reads
 * DATABASE_URL (and the jobs config its retry settings) when it is imported.
 */
export const ORIGIN = 'http://localhost:3000'

export type LeadEnv = {
  payload: Payload
  dir: string
  routes: {
    csrf: (request: Request) => Promise<Response>
    agregar: (request: Request) => Promise<Response>
    socialmedia: (request: Request) => Promise<Response>
    campaignSource: (request: Request) => Promise<Response>
    trackCall: (request: Request) => Promise<Response>
    leadsCsv: (request: Request) => Promise<Response>
  }
  close: () => Promise<void>
}

/** The settings of a test's own SMTP server on 127.0.0.1 (scripts/lib/smtp-sink.mjs) and the intake inbox. */
export function mailSettings(port: number): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Site <site@salazarimmigration.example>',
    INTAKE_EMAIL: 'intake@salazarimmigration.example',
  }
}

/** One run of the leads job queue (its due jobs, oldest first), as Payload's cron runs it every second. */
export async function runLeadJobs(env: LeadEnv | { payload: Payload }, limit = 100): Promise<void> {
  const { LEADS_QUEUE } = await import('@/features/leads/notifications/queue')
  await env.payload.jobs.run({ queue: LEADS_QUEUE, limit, silent: true })
}

/** The jobs queued for one lead, oldest first. */
export async function jobsOfLead(env: LeadEnv, leadId: number | string) {
  const { docs } = await env.payload.find({
    collection: 'payload-jobs',
    where: { queue: { equals: 'leads' } },
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  return docs.filter((job) => (job.input as { leadId?: string } | null)?.leadId === String(leadId))
}

/** The lead stored for a post's submission id. */
export async function leadBySubmission(env: LeadEnv, submissionId: string) {
  const found = await env.payload.find({
    collection: 'leads',
    where: { submissionId: { equals: submissionId } },
    overrideAccess: true,
  })
  return found.docs[0]
}

export async function startLeadEnv(env: Record<string, string> = {}): Promise<LeadEnv> {
  const dir = path.join(os.tmpdir(), `lead-int-${process.pid}-${randomUUID().slice(0, 8)}`)
  mkdirSync(dir, { recursive: true })
  // A copy of the migrated template on the run's server (./template-database.ts), dropped when the
  // run ends, once every file's connections are gone.
  const server = process.env.LEAD_INT_DATABASE_URL!
  const template = inject('intTemplateDatabase')
  const fileDatabase = `${template}_${process.pid}_${randomUUID().slice(0, 8)}`
  await onServer(server, `create database ${quoteName(fileDatabase)} template ${quoteName(template)}`)
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl(server, fileDatabase),
    PAYLOAD_SECRET: 'integration-test-secret',
    // Erasures are recorded outside the database (src/features/erasure/ledger.mjs): here, this file's.
    ERASURE_LEDGER: path.join(dir, 'erasure-ledger.jsonl'),
    NOTIFY_WORKER: '0',
    LOG_LEVEL: 'silent',
    ...env,
  })
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrations } = await import('@/migrations/postgres')
  // With NOTIFY_WORKER=1 Payload's cron runs the job queues, as in a server (src/server/payload.ts).
  const payload = await getPayload({ config, cron: process.env.NOTIFY_WORKER === '1' })
  // Nothing left to run on a copy of the template: a check that it is up to date.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const routes = {
    csrf: (await import('@/app/csrf-token/route')).GET,
    agregar: (await import('@/app/api/prospecto/agregar/route')).POST,
    socialmedia: (await import('@/app/api/prospecto/socialmedia/route')).POST,
    campaignSource: (await import('@/app/api/campaign-source/route')).GET,
    trackCall: (await import('@/app/en/api/track-call/route')).POST,
    leadsCsv: (await import('@/app/api/staff/leads.csv/route')).GET,
  }
  return {
    payload,
    dir,
    routes,
    close: async () => {
      await payload.destroy().catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A token and the cookie it is bound to, as GET /csrf-token hands them out. */
export async function csrfPair(env: LeadEnv): Promise<{ token: string; cookie: string }> {
  const response = await env.routes.csrf(new Request(`${ORIGIN}/csrf-token`))
  const { token } = (await response.json()) as { token: string }
  const setCookie = response.headers.get('set-cookie') ?? ''
  return { token, cookie: setCookie.split(';')[0]! }
}

export type PostOptions = {
  cookie?: string
  accept?: string
  headers?: Record<string, string>
  path?: string
}

export function leadForm(fields: Record<string, string | string[]>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
  }
  return form
}

/** A person's post of a variant: transport fields filled like the browser fills them. */
export function validFields(overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return {
    variant: 'general-en',
    form_id: 'enquiry-general-en',
    submission_id: randomUUID(),
    started_at: String(Date.now() - 15_000),
    fecha_hora: new Date().toISOString(),
    page_url: `${ORIGIN}/en/services`,
    locale: 'en',
    website: '',
    nombre: 'Ana María Pérez',
    email: 'ana@example.com',
    phone: '9155550142',
    mensaje: 'I need help with my papers',
    checkbox: '1',
    seccion: 'Formulario General Inglés',
    ...overrides,
  }
}

export function postRequest(url: string, body: BodyInit, options: PostOptions = {}): Request {
  const { cookie: extraCookie, ...extraHeaders } = options.headers ?? {}
  const cookie = [options.cookie, extraCookie].filter(Boolean).join('; ')
  return new Request(url, {
    method: 'POST',
    body,
    headers: {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      accept: options.accept ?? 'application/json',
      'user-agent': 'vitest',
      ...(cookie ? { cookie } : {}),
      ...extraHeaders,
    },
  })
}

export async function postLead(
  env: LeadEnv,
  fields: Record<string, string | string[]>,
  options: PostOptions & { withToken?: boolean } = {},
): Promise<Response> {
  let cookie = options.cookie
  const body = { ...fields }
  if (options.withToken !== false && body._token === undefined) {
    const pair = await csrfPair(env)
    body._token = pair.token
    cookie = [cookie, pair.cookie].filter(Boolean).join('; ')
  }
  const url = `${ORIGIN}${options.path ?? '/api/prospecto/agregar'}`
  const route = options.path === '/api/prospecto/socialmedia' ? env.routes.socialmedia : env.routes.agregar
  return route(postRequest(url, leadForm(body), { ...options, cookie }))
}

export async function leadCount(env: LeadEnv): Promise<number> {
  return (await env.payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
}

export async function jobCount(env: LeadEnv): Promise<number> {
  return (await env.payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs
}

/** A second-factor secret per test user, enrolled by `enrolTestSecondFactor`. */
const totpSecrets = new Map<number, string>()

/** Enrols a known TOTP secret for the user (what the seed does with SEED_*_TOTP_SECRET). */
export async function enrolTestSecondFactor(env: LeadEnv, userId: number): Promise<string> {
  const { enrolKnownSecret } = await import('@/features/staff-auth/second-factor/state')
  const { newTotpSecret } = await import('@/features/staff-auth/second-factor/totp')
  const secret = newTotpSecret()
  await enrolKnownSecret(env.payload, userId, secret)
  totpSecrets.set(userId, secret)
  freshTotpSecret(secret)
  return secret
}

/**
 * A session token that has given the second factor: a login (Local API), then a computed code
 * posted to the real endpoint, as a staff member's app and browser would.
 */
export async function signedInToken(env: LeadEnv, credentials: { email: string; password: string }): Promise<string> {
  const { token, user } = await env.payload.login({ collection: 'users', data: credentials })
  const id = user!.id as number
  const secret = totpSecrets.get(id) ?? (await enrolTestSecondFactor(env, id))
  const rest = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as {
    POST: (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  }
  const response = await giveSecondFactor(secret, (code) =>
    rest.POST(
      new Request(`${ORIGIN}/cms-api/users/second-factor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ code }),
      }),
      { params: Promise.resolve({ slug: ['users', 'second-factor'] }) },
    ),
  )
  if (response.status !== 200) throw new Error(`second factor refused: ${response.status} ${await response.text()}`)
  return token!
}

export async function staffCookie(env: LeadEnv, roles: Array<'admin' | 'agent'> = ['agent']): Promise<string> {
  const email = `staff-${randomUUID().slice(0, 8)}@salazarimmigration.example`
  const password = 'correct horse battery staple'
  await env.payload.create({ collection: 'users', data: { email, password, name: 'Staff', roles }, overrideAccess: true })
  return `${staffSessionCookie()}=${await signedInToken(env, { email, password })}`
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function waitFor<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000, everyMs = 100): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > until) throw new Error('waitFor: timed out')
    await sleep(everyMs)
  }
}

/** The demo firm's required site settings with these offices (src/seed/firm-settings.ts). */
export async function writeFirmSettings(env: LeadEnv, offices: Parameters<typeof demoFirmSettings>[0]): Promise<void> {
  await env.payload.updateGlobal({ slug: 'site-settings', data: demoFirmSettings(offices), overrideAccess: true })
}
