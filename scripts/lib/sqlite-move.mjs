/**
 * The copy behind `npm run db:move-sqlite` (scripts/move-sqlite.mjs): every table of a migrated
 * PostgreSQL database filled from the same-named table of a SQLite database of release 1.0, the
 * last with SQLite. Both hold the same tables and columns (Payload names them alike in both
 * dialects); only the types differ, so each value is converted by its PostgreSQL column's type.
 *
 * Read with Node's built-in `node:sqlite` (no dependency). Written inside the caller's
 * transaction: the caller commits or rolls back.
 */
import { DatabaseSync } from 'node:sqlite'
import { quoteName } from './postgres-databases.mjs'

/** The last schema migration of release 1.0's SQLite set: a file without it is not that release's. */
export const LAST_SQLITE_MIGRATION = '20261206_214655_account_security'

/** Tables whose rows mean "this database is in use": the target must not hold any (without --replace). */
export const CONTENT_TABLES = ['users', 'leads', 'pages']

/** Rows per INSERT statement (PostgreSQL takes at most 65,535 parameters per statement). */
const BATCH = 200

/**
 * Opens `file` read-only and checks that it is release 1.0's SQLite database; throws a reason a
 * person can act on otherwise.
 */
export function openReleaseDatabase(file) {
  let db
  try {
    db = new DatabaseSync(file, { readOnly: true })
    // SQLite reads the header on the first statement: a file of another kind fails here.
    db.prepare('select count(*) from sqlite_master').get()
  } catch (error) {
    db?.close()
    throw new Error(`${file} is not a SQLite database (${error.message})`)
  }
  const hasLedger = db.prepare(`select 1 from sqlite_master where type = 'table' and name = 'payload_migrations'`).get()
  const done = hasLedger ? db.prepare('select 1 from payload_migrations where name = ?').get(LAST_SQLITE_MIGRATION) : undefined
  if (!done) {
    db.close()
    throw new Error(
      `${file} is not a database of release 1.0 (its payload_migrations does not list ${LAST_SQLITE_MIGRATION}). ` +
        'Start that release on it once (it migrates the file), then move it.',
    )
  }
  return db
}

/** The target's tables (public schema) with their columns and PostgreSQL types. */
export async function targetTables(client) {
  const { rows } = await client.query(`
    select c.table_name, c.column_name, c.data_type, c.udt_schema, c.udt_name, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name <> 'payload_migrations'
    order by c.table_name, c.ordinal_position`)
  const tables = new Map()
  for (const row of rows) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, [])
    tables.get(row.table_name).push({
      name: row.column_name,
      type: row.data_type,
      cast: castOf(row),
      nullable: row.is_nullable === 'YES',
    })
  }
  return tables
}

/** The SQL type a parameter is cast to: enums by their own name (text → enum). */
function castOf({ data_type: type, udt_schema: schema, udt_name: udt }) {
  if (type === 'USER-DEFINED') return `${quoteName(schema)}.${quoteName(udt)}`
  if (type === 'ARRAY') return `${quoteName(schema)}.${quoteName(udt.replace(/^_/, ''))}[]`
  return type
}

/** A SQLite value as its PostgreSQL column wants it (as a parameter cast to `column.cast`). */
export function convert(value, column) {
  if (value === null || value === undefined) return null
  switch (column.type) {
    case 'boolean':
      return typeof value === 'string' ? value === 'true' || value === '1' : Number(value) !== 0
    case 'timestamp with time zone':
    case 'timestamp without time zone':
    case 'date':
      // Payload's SQLite adapter keeps ISO text; a number would be milliseconds since 1970.
      return typeof value === 'number' || typeof value === 'bigint' ? new Date(Number(value)).toISOString() : String(value)
    case 'json':
    case 'jsonb':
      // SQLite keeps JSON as its text, which PostgreSQL parses as it is.
      return typeof value === 'string' ? value : JSON.stringify(value)
    case 'integer':
    case 'smallint':
    case 'bigint':
    case 'numeric':
    case 'real':
    case 'double precision':
      return typeof value === 'bigint' ? value.toString() : value
    case 'USER-DEFINED':
    case 'text':
    case 'character varying':
    case 'character':
    case 'uuid':
      return String(value)
    case 'ARRAY':
      return typeof value === 'string' ? JSON.parse(value) : value
    default:
      throw new Error(`column of type ${column.type}: no conversion from SQLite is known`)
  }
}

/** Foreign keys among the target's tables: [{ table, columns, references }]. */
async function foreignKeys(client) {
  const { rows } = await client.query(`
    select con.conrelid::regclass::text as table_name, con.confrelid::regclass::text as referenced,
           array_agg(att.attname order by att.attnum)::text[] as columns
    from pg_constraint con
    join pg_namespace ns on ns.oid = con.connamespace and ns.nspname = 'public'
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
    where con.contype = 'f'
    group by con.oid, con.conrelid, con.confrelid`)
  const bare = (name) => name.replace(/^"|"$/g, '').replace(/""/g, '"')
  return rows.map((row) => ({ table: bare(row.table_name), referenced: bare(row.referenced), columns: row.columns }))
}

/**
 * Tables in an order that fills every referenced table first. Where references go round (a table
 * that points at itself, or a cycle of tables), the references that close the cycle are copied as
 * null and set afterwards (`later`: table → its columns to set by id). Those columns must allow
 * null, which Payload's relationship columns do.
 */
export async function insertionPlan(client, tables) {
  const keys = (await foreignKeys(client)).filter((key) => tables.has(key.table) && tables.has(key.referenced))
  const later = new Map()
  const postpone = (key) => {
    const columns = tables.get(key.table)
    for (const name of key.columns) {
      if (!columns.find((column) => column.name === name)?.nullable) {
        throw new Error(`${key.table}.${name} references ${key.referenced} in a cycle and cannot be null: no order fills both`)
      }
    }
    later.set(key.table, [...(later.get(key.table) ?? []), ...key.columns])
  }
  let pending = []
  for (const key of keys) (key.table === key.referenced ? postpone : (k) => pending.push(k))(key)
  const order = []
  const left = new Set(tables.keys())
  while (left.size > 0) {
    const ready = [...left].filter((table) => !pending.some((key) => key.table === table && left.has(key.referenced)))
    if (ready.length > 0) {
      for (const table of ready.sort()) {
        order.push(table)
        left.delete(table)
      }
      continue
    }
    // A cycle: postpone one remaining reference (the first by name) and try again.
    const key = pending
      .filter((k) => left.has(k.table) && left.has(k.referenced))
      .sort((a, b) => `${a.table}.${a.columns}`.localeCompare(`${b.table}.${b.columns}`))[0]
    postpone(key)
    pending = pending.filter((k) => k !== key)
  }
  return { order, later }
}

/**
 * Copies one table; `nullFirst` are columns copied as null now and set by `setLater` once every
 * table is in. Returns the rows copied, or null for a table the file does not have: one this
 * release added after 1.0 (the file's own migrations were checked first), which stays empty.
 */
export async function copyTable(client, db, table, columns, nullFirst = []) {
  const exists = db.prepare(`select 1 from sqlite_master where type = 'table' and name = ?`).get(table)
  if (!exists) return null
  const sqliteColumns = new Set(
    db
      .prepare(`select name from pragma_table_info(?)`)
      .all(table)
      .map((row) => row.name),
  )
  const missing = columns.filter((column) => !sqliteColumns.has(column.name) && !column.nullable)
  if (missing.length > 0) throw new Error(`the SQLite table ${table} has no column ${missing.map((c) => c.name).join(', ')}`)
  const copied = columns.filter((column) => sqliteColumns.has(column.name))
  if (copied.length === 0) return 0
  const list = copied.map((column) => quoteName(column.name)).join(', ')
  const rows = db.prepare(`select ${list} from ${quoteName(table)}`).all()
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH)
    const values = []
    const tuples = batch.map((row) => {
      const cells = copied.map((column) => {
        values.push(nullFirst.includes(column.name) ? null : convert(row[column.name], column))
        return `$${values.length}::${column.cast}`
      })
      return `(${cells.join(', ')})`
    })
    await client.query(`insert into ${quoteName(table)} (${list}) values ${tuples.join(', ')}`, values)
  }
  return rows.length
}

/** Sets the columns `copyTable` left null, row by row by id. */
export async function setLater(client, db, table, columns, names) {
  const set = columns.filter((column) => names.includes(column.name))
  const list = ['id', ...set.map((column) => column.name)].map(quoteName).join(', ')
  const where = set.map((column) => `${quoteName(column.name)} is not null`).join(' or ')
  for (const row of db.prepare(`select ${list} from ${quoteName(table)} where ${where}`).all()) {
    const values = set.map((column) => convert(row[column.name], column))
    const assignments = set.map((column, index) => `${quoteName(column.name)} = $${index + 1}::${column.cast}`)
    await client.query(`update ${quoteName(table)} set ${assignments.join(', ')} where id = $${set.length + 1}`, [
      ...values,
      row.id,
    ])
  }
}

/** Every serial or identity sequence set to its table's highest id, so new rows get fresh ids. */
export async function resetSequences(client) {
  const { rows } = await client.query(`
    select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
    from information_schema.columns
    where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`)
  for (const { table_name: table, column_name: column, sequence } of rows) {
    if (!sequence) continue
    const max = `(select max(${quoteName(column)}) from ${quoteName(table)})`
    await client.query(`select setval($1, coalesce(${max}, 1), ${max} is not null)`, [sequence])
  }
  return rows.length
}
