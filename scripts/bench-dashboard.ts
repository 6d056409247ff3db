/**
 * The campaign dashboard's grouped queries (src/features/leads/desk/campaign-figures.server.ts) on
 * 100,000 leads: seeds a throwaway database (an embedded PostgreSQL in a temporary folder, or the
 * PostgreSQL database of DATABASE_URL, which it empties first), then
 * times the dashboard's default 12 weeks and a full year; and the whole view's queries (those
 * figures and the speed to lead, src/features/leads/desk/speed.ts, with its weekday, hour and
 * office-hours splits on two offices' hours, run together as the view does) for 12 weeks and for a
 * year (every seeded lead) against the 1 s budget of issue 25. Prints one JSON line prefixed
 * `[bench-dashboard] `. Run by `npm run bench` (BENCH=dashboard) as
 *   node --conditions=react-server --import tsx scripts/bench-dashboard.ts
 * (react-server: the figures module is marked 'server-only'). Env: BENCH_DASHBOARD_LEADS (100000),
 * BENCH_DASHBOARD_KEEP=1 keeps the embedded server's folder (printed) to study query plans.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Migration } from 'payload'
import type { Weekday } from '../src/features/office-hours/hours'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'

const LEADS = Number(process.env.BENCH_DASHBOARD_LEADS ?? 100_000)
const RUNS = 5
const BUDGET_MS = 500
const VIEW_BUDGET_MS = 1000

const dir = mkdtempSync(path.join(tmpdir(), 'bench-dashboard-'))
const embedded = process.env.DATABASE_URL?.trim()
  ? undefined
  : await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'bench', fast: true })
Object.assign(process.env, {
  DATABASE_URL: embedded?.url ?? process.env.DATABASE_URL,
  PAYLOAD_SECRET: 'bench-dashboard-secret',
  NOTIFY_WORKER: '0',
  LOG_LEVEL: 'silent',
})

const sections = [
  'Footer Español',
  'Footer Inglés',
  'Contacto',
  'Formulario Parole',
  'Shorts Ads',
  'Referidos',
  'Redes Sociales',
  'Youtube Landing X',
]
const sources = [null, null, null, 'facebook', 'instagram', 'tiktok', 'google', 'youtube', 'radio', 'referral']
const statuses = ['new', 'new', 'contacted', 'contacted', 'contacted', 'qualified', 'qualified', 'retained', 'not-qualified']

async function main() {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { migrations } = await import('../src/migrations/postgres')
  const { campaignFigures, campaignRange, campaignSpeed } = await import('../src/features/leads/desk/campaign-figures.server')
  const { demoFirmSettings } = await import('../src/seed/firm-settings')
  const payload = await getPayload({ config })
  try {
    const db = payload.db as unknown as { dropDatabase: (args: { adapter: unknown }) => Promise<void> }
    await db.dropDatabase({ adapter: payload.db })
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    const { drizzle, tables } = payload.db as unknown as {
      drizzle: { insert: (t: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }
      tables: Record<string, unknown>
    }
    const now = Date.now()
    const span = 16 * 7 * 86_400_000
    const seedStart = performance.now()
    const BATCH = 1000
    for (let i = 0; i < LEADS; i += BATCH) {
      const rows = []
      for (let j = i; j < Math.min(LEADS, i + BATCH); j++) {
        // Spread over the last 16 weeks, in no particular order.
        const at = new Date(now - Math.floor((((j * 7919) % LEADS) / LEADS) * span)).toISOString()
        const source = sources[j % sources.length]
        rows.push({
          name: `Bench Lead ${j}`,
          phone: String(9155000000 + j),
          channel: 'web',
          status: statuses[(j * 31) % statuses.length],
          section: source ? `${sections[j % sections.length]} - ${source}` : sections[j % sections.length],
          campaignSource: source,
          locale: j % 3 === 0 ? 'en' : 'es',
          createdAt: at,
          updatedAt: at,
        })
      }
      await drizzle.insert(tables.leads).values(rows)
    }
    // Leads past "new" were first contacted 0–59 minutes after they came in (by nobody in particular).
    const { sql } = await import('@payloadcms/db-postgres')
    const raw = payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<unknown> } }
    await raw.drizzle.execute(
      sql.raw(
        `update leads set first_contact_at = created_at + (id % 60) * interval '1 minute' where cast(status as text) <> 'new'`,
      ),
    )
    // Statistics (and PostgreSQL's visibility map, for index-only scans) as a live database has them
    // from its autovacuum; a bulk load that moment has none.
    await raw.drizzle.execute(sql.raw('VACUUM ANALYZE leads'))
    // Two offices with hours in their own zones, so every lead's office-hours check runs.
    const weekdayHours = [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'] as Weekday[], opens: '09:00', closes: '18:00' }]
    await payload.updateGlobal({
      slug: 'site-settings',
      data: demoFirmSettings([
        { city: 'El Paso', timeZone: 'America/Denver', hours: weekdayHours },
        { city: 'Washington', timeZone: 'America/New_York', hours: weekdayHours },
      ]),
      overrideAccess: true,
    })
    const seedMs = Math.round(performance.now() - seedStart)
    const time = async (params: URLSearchParams) => {
      const range = campaignRange(params)
      const times: number[] = []
      let leads = 0
      for (let run = 0; run < RUNS; run++) {
        const t0 = performance.now()
        const figures = await campaignFigures(payload, range)
        times.push(performance.now() - t0)
        leads = figures.totals.leads
      }
      times.sort((a, b) => a - b)
      return { medianMs: Math.round(times[Math.floor(times.length / 2)]!), maxMs: Math.round(times.at(-1)!), leads }
    }
    const twelveWeeks = await time(new URLSearchParams())
    const view = async (params: URLSearchParams) => {
      const range = campaignRange(params)
      const times: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const t0 = performance.now()
        await Promise.all([campaignFigures(payload, range), campaignSpeed(payload, range)])
        times.push(performance.now() - t0)
      }
      times.sort((a, b) => a - b)
      return { medianMs: Math.round(times[Math.floor(RUNS / 2)]!), maxMs: Math.round(times.at(-1)!) }
    }
    const viewTwelveWeeks = await view(new URLSearchParams())
    const today = new Date().toISOString().slice(0, 10)
    const yearParams = new URLSearchParams({ from: new Date(now - 365 * 86_400_000).toISOString().slice(0, 10), to: today })
    const year = await time(yearParams)
    const viewYear = await view(yearParams)
    const result = {
      db: 'postgres',
      seeded: LEADS,
      seedMs,
      runs: RUNS,
      budgetMs: BUDGET_MS,
      twelveWeeks,
      year,
      viewBudgetMs: VIEW_BUDGET_MS,
      viewTwelveWeeks,
      viewYear,
      pass:
        twelveWeeks.medianMs <= BUDGET_MS &&
        year.medianMs <= BUDGET_MS &&
        viewTwelveWeeks.medianMs < VIEW_BUDGET_MS &&
        viewYear.medianMs < VIEW_BUDGET_MS,
    }
    // Written before process.exit: to a pipe, console.log may still be buffered when the process ends.
    await new Promise((resolve) => process.stdout.write(`[bench-dashboard] ${JSON.stringify(result)}\n`, resolve))
  } finally {
    await payload.destroy().catch(() => undefined)
    // The pool's idle connections are ended "by administrator command" when the server stops: expected.
    ;(payload.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool?.on(
      'error',
      () => undefined,
    )
    await embedded?.stop()
    if (process.env.BENCH_DASHBOARD_KEEP === '1') console.error(`[bench-dashboard] kept ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
