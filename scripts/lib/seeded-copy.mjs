import { cpSync, existsSync } from 'node:fs'

/**
 * Copies a migrated and seeded test site (database and media folder) to a second one, so that a
 * second site need not migrate and seed again: a file copy on SQLite, a database made from the
 * first as a template on PostgreSQL (nothing may be connected to it meanwhile). Each argument is a
 * site's environment (DATABASE_URL, MEDIA_DIR).
 */
export async function copySeededDatabase(from, to) {
  if (/^postgres(ql)?:\/\//i.test(from.DATABASE_URL)) {
    const { default: pg } = await import('pg')
    const server = new URL(from.DATABASE_URL)
    server.pathname = '/postgres'
    const name = (url) => `"${decodeURIComponent(new URL(url).pathname.slice(1)).replace(/"/g, '""')}"`
    const client = new pg.Client({ connectionString: server.toString() })
    await client.connect()
    try {
      await client.query(`drop database if exists ${name(to.DATABASE_URL)} with (force)`)
      await client.query(`create database ${name(to.DATABASE_URL)} template ${name(from.DATABASE_URL)}`)
    } finally {
      await client.end()
    }
  } else {
    const file = (url) => url.replace(/^file:/, '')
    for (const suffix of ['', '-wal', '-shm']) {
      const source = file(from.DATABASE_URL) + suffix
      if (existsSync(source)) cpSync(source, file(to.DATABASE_URL) + suffix)
    }
  }
  if (existsSync(from.MEDIA_DIR)) cpSync(from.MEDIA_DIR, to.MEDIA_DIR, { recursive: true })
}
