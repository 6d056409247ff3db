import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assembleRunner, migrate, removeFolder, startRunner, TEST_SECRET, throwawayDatabase } from '../../scripts/lib/image.mjs'
import { freePort } from '../../scripts/lib/net.mjs'
import { postContactLead } from '../fixtures/lead-post'

/**
 * What an operator's monitors get (issue 51): the production image (as tests/api/image.test.ts
 * starts it, on a PostgreSQL of its own) with READINESS_TOKEN and OpenTelemetry set, its SMTP
 * server a closed port and a real OTLP/HTTP receiver on 127.0.0.1. The readiness URL answers `ok`,
 * 503 once a lead's e-mail has waited past the limit, and 503 when the database is gone; traces of
 * page requests reach the receiver without their query strings, and a request that fails arrives
 * as an error with its exception. The image test runs the same server without these settings.
 */
const TOKEN = 'observability-test-token-0123456789'
const SERVICE = 'site-observability-test'

type OtlpValue = { stringValue?: string; intValue?: string | number }
type OtlpSpan = {
  name: string
  attributes?: Array<{ key: string; value: OtlpValue }>
  status?: { code?: number }
  events?: Array<{ name: string; attributes?: Array<{ key: string; value: OtlpValue }> }>
}
type OtlpTraces = {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: OtlpValue }> }
    scopeSpans?: Array<{ spans?: OtlpSpan[] }>
  }>
}

/** An OTLP/HTTP collector (JSON encoding): what each POST to /v1/traces carried. */
const received: Array<{ path: string; text: string }> = []
let collector: Server | null = null

function startCollector(): Promise<string> {
  return new Promise((resolve) => {
    collector = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        received.push({ path: req.url ?? '', text: Buffer.concat(chunks).toString('utf8') })
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
      })
    })
    collector.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(collector!.address() as AddressInfo).port}`))
  })
}

/** Every span received so far, with its service's name. */
function spans(): Array<OtlpSpan & { service: string | undefined }> {
  return received.flatMap(({ text }) =>
    ((JSON.parse(text) as OtlpTraces).resourceSpans ?? []).flatMap((resource) => {
      const service = resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue
      return (resource.scopeSpans ?? []).flatMap((scope) => (scope.spans ?? []).map((span) => ({ ...span, service })))
    }),
  )
}

const attribute = (span: OtlpSpan, key: string) => span.attributes?.find((a) => a.key === key)?.value.stringValue

async function waitFor<T>(find: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = find()
    if (found !== undefined) return found
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`not within ${timeoutMs} ms; received ${received.length} exports`)
}

describe.runIf(process.env.TEST_BASE_URL)('readiness and OpenTelemetry (the production image)', () => {
  let image: ReturnType<typeof assembleRunner> | undefined
  let database: ReturnType<typeof throwawayDatabase> | undefined
  let server: Awaited<ReturnType<typeof startRunner>> | undefined
  const ready = (init: { query?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${server!.url}/api/health/ready${init.query ?? ''}`, { headers: init.headers })

  beforeAll(async () => {
    const endpoint = await startCollector()
    image = assembleRunner()
    database = throwawayDatabase()
    migrate(database.url)
    const closedPort = await freePort()
    server = await startRunner({
      dir: image.dir,
      stage: image.stage,
      env: {
        DATABASE_URL: database.url,
        PAYLOAD_SECRET: TEST_SECRET,
        LOG_LEVEL: 'warn',
        NEXT_TELEMETRY_DISABLED: '1',
        READINESS_TOKEN: TOKEN,
        // Lead e-mails cannot go out: nothing listens there.
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(closedPort),
        SMTP_SECURE: 'false',
        MAIL_FROM: 'site@salazarimmigration.example',
        INTAKE_EMAIL: 'intake@salazarimmigration.example',
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: SERVICE,
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
    })
  }, 240_000)

  afterAll(async () => {
    await server?.stop()
    database?.stop()
    if (image) removeFolder(image.dir)
    await new Promise<void>((resolve) => (collector ? collector.close(() => resolve()) : resolve()))
    collector?.closeAllConnections()
  }, 60_000)

  it('hides the readiness URL without its token, and answers a plain ok, never cached, with it', async () => {
    for (const response of [
      await ready(),
      await ready({ query: '?token=wrong' }),
      await ready({ headers: { Authorization: 'Bearer wrong' } }),
    ]) {
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toMatch(/no-store/)
    }
    for (const response of [
      await ready({ query: `?token=${TOKEN}` }),
      await ready({ headers: { Authorization: `Bearer ${TOKEN}` } }),
    ]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await response.text()).toBe('ok\n')
    }
  })

  it('sends a trace of a page request to the collector, named by OTEL_SERVICE_NAME, without the query string', async () => {
    const page = await fetch(`${server!.url}/contacto?buscar=secreto-de-visitante`)
    expect(page.status).toBe(200)
    const span = await waitFor(() =>
      spans().find((s) => s.service === SERVICE && attribute(s, 'http.target')?.startsWith('/contacto')),
    )
    expect(attribute(span, 'http.target')).toBe('/contacto')
    expect(received.every(({ path }) => path === '/v1/traces')).toBe(true)
    await new Promise((r) => setTimeout(r, 1_000))
    // Neither a visitor's query nor the readiness token (asked with it in the query above) leaves the server.
    for (const { text } of received) {
      expect(text).not.toContain('secreto-de-visitante')
      expect(text).not.toContain(TOKEN)
    }
  })

  it('answers 503 with one line once a lead e-mail has waited longer than 15 minutes', async () => {
    const submissionId = crypto.randomUUID()
    expect((await postContactLead({ tokenFrom: server!.url, name: 'Lectura Espera', submissionId })).status).toBe(200)
    const client = new pg.Client({ connectionString: database!.url })
    await client.connect()
    try {
      // The e-mail job tried (the SMTP port is closed): retrying, its retry queued.
      const deadline = Date.now() + 30_000
      let row: { id: number; state: string | null } | undefined
      while (Date.now() < deadline) {
        row = (
          await client.query<{ id: number; state: string | null }>(
            'select id, notifications_email as state from leads where submission_id = $1',
            [submissionId],
          )
        ).rows[0]
        if (row?.state === 'retrying') break
        await new Promise((r) => setTimeout(r, 300))
      }
      expect(row?.state).toBe('retrying')
      // Young: not stuck yet.
      expect((await ready({ headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(200)
      await client.query(`update leads set created_at = now() - interval '20 minutes' where id = $1`, [row!.id])
      const stuck = await ready({ headers: { Authorization: `Bearer ${TOKEN}` } })
      expect(stuck.status).toBe(503)
      expect(stuck.headers.get('cache-control')).toBe('no-store')
      expect(await stuck.text()).toMatch(
        new RegExp(`^lead notifications stuck: lead ${row!.id} \\([a-z, ]*email[a-z, ]*\\) waiting 20 min\\n$`),
      )
      // The public check stays up-or-down: the database answers.
      expect((await fetch(`${server!.url}/api/health`)).status).toBe(200)
    } finally {
      await client.end()
    }
  })

  it('answers 503 when the database is gone, and a request that fails reaches the collector as an error', async () => {
    database!.stop()
    const gone = await ready({ query: `?token=${TOKEN}` })
    expect(gone.status).toBe(503)
    expect(await gone.text()).toBe('database unavailable\n')
    // A page never rendered before needs the database: it fails, and Next reports it (onRequestError).
    const failed = await fetch(`${server!.url}/en/attorneys?nunca=${Date.now()}`)
    expect(failed.status).toBeGreaterThanOrEqual(500)
    // Recorded by onRequestError (src/server/telemetry.server.ts): the route's type and the error's
    // digest on the failed span, beside the exception.
    const span = await waitFor(() =>
      spans().find(
        (s) =>
          s.service === SERVICE &&
          s.status?.code === 2 &&
          attribute(s, 'next.route_type') !== undefined &&
          s.events?.some((e) => e.name === 'exception'),
      ),
    )
    expect(attribute(span, 'next.route_type')).toBe('render')
    expect(attribute(span, 'next.error.digest')).toMatch(/\S/)
    const exception = span.events!.find((e) => e.name === 'exception')!
    expect(exception.attributes?.find((a) => a.key === 'exception.message')?.value.stringValue).toMatch(/\S/)
  }, 60_000)
})
