#!/usr/bin/env node
/**
 * `npm run db:move-sqlite -- FILE [--replace]`: the one-time move of a release-1.0 install's SQLite
 * database (default data/site.db) into PostgreSQL, the only database since. The target is
 * DATABASE_URL's, or the embedded server in data/postgres when it is unset (as `npm start`).
 *
 * It migrates the target (`payload migrate`, as npm start does), refuses a target that already
 * holds users, leads or pages unless --replace is given, then, in one transaction, empties the
 * target's tables (the migrations' own rows included) and copies every table from the file,
 * column by column, converting by the PostgreSQL column's type. A failure rolls everything back.
 *
 * Foreign keys: with `session_replication_role = replica` when the role may set it (a superuser,
 * as on the embedded server), which skips their checks for this transaction only; otherwise the
 * tables go in dependency order, and the references that go round (a lead's earlier lead) are
 * copied as null and set once every row is in.
 *
 * node:sqlite is still marked experimental in Node 22 (it works without a flag): the npm script
 * runs this with --disable-warning=ExperimentalWarning so the one warning does not read as a fault.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from './lib/embedded-postgres.mjs'
import { quoteName } from './lib/postgres-databases.mjs'
import {
  CONTENT_TABLES,
  copyTable,
  insertionPlan,
  openReleaseDatabase,
  resetSequences,
  setLater,
  targetTables,
} from './lib/sqlite-move.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const args = process.argv.slice(2)
const replace = args.includes('--replace')
const file = args.find((arg) => !arg.startsWith('--'))
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--replace')

function fail(message) {
  console.error(`✗ Move refused: ${message}`)
  process.exit(1)
}

if (!file || unknown.length > 0) {
  fail(`usage: npm run db:move-sqlite -- FILE [--replace]   (FILE: the SQLite database, data/site.db by default before 1.1)`)
}
if (!existsSync(file)) fail(`${file} does not exist`)

const started = Date.now()
let source
try {
  source = openReleaseDatabase(file)
} catch (error) {
  fail(error.message)
}

let database
let url = process.env.DATABASE_URL?.trim()
if (!url) {
  console.log('› Starting the embedded PostgreSQL (data/postgres; set DATABASE_URL to use your own server)')
  database = await startEmbeddedPostgres({ dir: path.join(root, 'data', 'postgres') })
  url = database.url
}

/** The install's secret when there is one; `payload migrate` needs one to load the config and stores nothing with it. */
function payloadSecret() {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const kept = path.join(root, 'data', 'payload-secret')
  return existsSync(kept) ? readFileSync(kept, 'utf8').trim() : randomBytes(32).toString('hex')
}

/** One `payload migrate` of the target: its exit code, or the signal that ended it, and its log. */
function runMigrate(env) {
  const child = spawn('npx', ['payload', 'migrate'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env })
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, output: Buffer.concat(output) })))
}

async function migrateTarget() {
  console.log('› Migrating the target database (payload migrate)')
  const env = { ...process.env, DATABASE_URL: url, PAYLOAD_SECRET: payloadSecret() }
  // Its log is shown only when it fails: one line per migration would bury the table counts. Once
  // more if a signal ended it (a busy machine's memory), as the test runner's template does;
  // migrations that ran are recorded and not run again.
  let run = await runMigrate(env)
  // Payload's CLI sometimes exits 0 having run nothing (payloadcms/payload#17757): the schema is
  // checked, not the exit code alone.
  if (run.signal || (run.code === 0 && !(await schemaPresent()))) {
    console.log(`  payload migrate ended with ${run.signal ?? 'no schema made'}; running it once more`)
    run = await runMigrate(env)
  }
  if (run.code !== 0 || !(await schemaPresent())) {
    process.stderr.write(run.output)
    throw new Error(`payload migrate of the target failed (${run.signal ?? `exit ${run.code}`}); nothing was copied`)
  }
}

/** Whether the target has the site's tables (the ones the content check reads). */
async function schemaPresent() {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select count(*)::int as n from unnest($1::text[]) as t(name) where to_regclass(quote_ident(t.name)) is not null',
      [CONTENT_TABLES],
    )
    return rows[0].n === CONTENT_TABLES.length
  } finally {
    await client.end()
  }
}

async function superuserMay(client) {
  // A savepoint: a refused SET aborts only itself, not the transaction.
  await client.query('savepoint replication_role')
  try {
    await client.query('set local session_replication_role = replica')
    await client.query('release savepoint replication_role')
    return true
  } catch {
    await client.query('rollback to savepoint replication_role')
    return false
  }
}

/** Tables with triggers of their own (the audit log's append-only guard), which would refuse the emptying. */
async function tablesWithTriggers(client) {
  const { rows } = await client.query(`
    select distinct c.relname as table_name from pg_trigger t
    join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname = 'public'`)
  return rows.map((row) => row.table_name)
}

async function move() {
  await migrateTarget()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const held = []
    for (const table of CONTENT_TABLES) {
      const { rows } = await client.query(`select count(*)::int as n from ${quoteName(table)}`)
      if (rows[0].n > 0) held.push(`${rows[0].n} ${table}`)
    }
    if (held.length > 0 && !replace) {
      throw new Error(
        `the target already holds content (${held.join(', ')}). Add --replace to empty it and copy the file in its place.`,
      )
    }
    const tables = await targetTables(client)
    await client.query('begin')
    // Everything the migrations wrote too (site texts, publication records): the file's own copies
    // replace them. The audit log's append-only triggers are off for this transaction only: its
    // rows are replaced by the file's audit log, not lost.
    const guarded = await tablesWithTriggers(client)
    for (const table of guarded) await client.query(`alter table ${quoteName(table)} disable trigger user`)
    await client.query(`truncate ${[...tables.keys()].map(quoteName).join(', ')} restart identity cascade`)
    const unchecked = await superuserMay(client)
    const { order, later } = unchecked
      ? { order: [...tables.keys()].sort(), later: new Map() }
      : await insertionPlan(client, tables)
    console.log(
      unchecked
        ? '› Copying (foreign keys unchecked for this transaction: session_replication_role = replica)'
        : `› Copying in foreign-key order (this role may not set session_replication_role)${later.size ? `; set afterwards: ${[...later].map(([t, c]) => `${t}.${c.join(',')}`).join(' ')}` : ''}`,
    )
    const copyStarted = Date.now()
    let total = 0
    let copiedTables = 0
    for (const table of order) {
      const count = await copyTable(client, source, table, tables.get(table), later.get(table))
      if (count === null) {
        console.log(`  ${table.padEnd(56)} (added after 1.0: left empty)`)
        continue
      }
      total += count
      copiedTables += 1
      console.log(`  ${table.padEnd(56)} ${String(count).padStart(7)}`)
    }
    for (const [table, names] of later) await setLater(client, source, table, tables.get(table), names)
    const sequences = await resetSequences(client)
    for (const table of guarded) await client.query(`alter table ${quoteName(table)} enable trigger user`)
    await client.query('commit')
    const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)
    console.log(
      `✓ Moved ${total} rows in ${copiedTables} tables from ${file} in ${seconds(started)} s (the copy: ${seconds(copyStarted)} s); ` +
        `${sequences} id sequences set past the highest id.`,
    )
    console.log(
      '  Files are not in the database and stay where they are: the erasure ledger (ERASURE_LEDGER, data/erasure-ledger.jsonl)\n' +
        '  and the media files (MEDIA_DIR, media/, or the S3 bucket). Keep them with the install; the SQLite file is left untouched.',
    )
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}

let code = 0
try {
  await move()
} catch (error) {
  console.error(`✗ Move failed; nothing was copied, the target holds what it held before: ${error.message}`)
  code = 1
} finally {
  source.close()
  await database?.stop().catch((error) => console.error(`The embedded PostgreSQL did not stop cleanly: ${error.message}`))
}
process.exit(code)
