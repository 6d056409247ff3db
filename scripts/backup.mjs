#!/usr/bin/env node
/**
 * `npm run backup`: the database, the media and the erasure ledger in one dated tar, encrypted in
 * the age format (the standard `age` CLI opens it, scripts/lib/backup/age.mjs),
 *
 *   backups/site-2026-11-26T0700Z.tar.age   (.tar with --plaintext)
 *
 * taken while the site runs: the PostgreSQL database by pg_dump (custom format); the MEDIA_DIR folder, or the S3 bucket when S3_BUCKET is set; the erasure ledger
 * (ERASURE_LEDGER, src/features/erasure/ledger.mjs). `npm run restore -- FILE` puts it back.
 * Encrypted always: to BACKUP_AGE_RECIPIENTS (age public keys; the server cannot read its own
 * backups), else with BACKUP_PASSPHRASE (12+ characters, age's scrypt); with neither it refuses,
 * unless `--plaintext` (or BACKUP_PLAINTEXT=1) says that an unencrypted archive of the leads is
 * really wanted. Then the folder is pruned (BACKUP_KEEP_DAILY/WEEKLY/MONTHLY, 7/4/6,
 * scripts/lib/backup/prune.mjs) and BACKUP_PING_URL, when set, is told (scripts/lib/backup/ping.mjs).
 * Env: DATABASE_URL (unset: the embedded server of `npm start` in data/postgres, joined while it
 * runs, else started for the backup and stopped after it), MEDIA_DIR (media) or S3_*, BACKUP_DIR (backups),
 * PG_BIN (folder of pg_dump, when not Debian's). `--out DIR` writes there instead of BACKUP_DIR.
 * Prints one line per step and the archive's path last; exit 1 with the reason on failure.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { ledgerFile, parseLedger } from '../src/features/erasure/ledger.mjs'
import { encryptionFor } from './lib/backup/age.mjs'
import { writeArchive } from './lib/backup/archive.mjs'
import { describeDatabase, dumpDatabase, openDatabase } from './lib/backup/database.mjs'
import { describeStore, mediaEntries, mediaStore } from './lib/backup/media.mjs'
import { pingMonitor } from './lib/backup/ping.mjs'
import { pruneArchives, retention } from './lib/backup/prune.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

function option(name) {
  const index = process.argv.indexOf(name)
  return index > 0 ? process.argv[index + 1] : undefined
}

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** site-2026-11-26T0700Z, with the seconds when a backup of the same minute exists. */
function archiveName(dir, now = new Date(), extension = '.tar.age') {
  const iso = now.toISOString()
  const minute = `site-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}Z`
  const first = path.join(dir, `${minute}${extension}`)
  if (!existsSync(first)) return first
  return path.join(dir, `site-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z${extension}`)
}

async function main() {
  const started = performance.now()
  const encryption = encryptionFor()
  if (!encryption) console.log('! --plaintext: this archive is not encrypted; keep it somewhere as safe as the database')
  else if (encryption.kind === 'recipients' && process.env.BACKUP_PASSPHRASE)
    console.log('› Encrypted to BACKUP_AGE_RECIPIENTS; BACKUP_PASSPHRASE only opens the archives made before')
  const policy = retention()
  const dir = path.resolve(option('--out') ?? process.env.BACKUP_DIR?.trim() ?? path.join(root, 'backups'))
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = archiveName(dir, new Date(), encryption ? '.tar.age' : '.tar')
  const work = path.join(dir, `.partial-${process.pid}`)
  mkdirSync(work, { recursive: true, mode: 0o700 })
  let database
  try {
    database = await openDatabase()
    const url = database.url
    console.log(`› Database: ${describeDatabase(url)}${database.embedded ? ' (the embedded server, data/postgres)' : ''}`)
    const dump = await dumpDatabase(url, path.join(work, 'database'))
    // Stopped at once when started for the backup: the media and the archive need no database.
    await database.stop()
    const dumpName = 'database/site.pgdump'
    const dumpSize = statSync(dump.file).size
    console.log(`  copied (${megabytes(dumpSize)})`)

    const store = await mediaStore()
    const contentTypes = {}
    const media = await mediaEntries(store, contentTypes)
    const mediaBytes = media.reduce((sum, entry) => sum + entry.size, 0)
    console.log(`› Media: ${describeStore(store)}, ${media.length} files (${megabytes(mediaBytes)})`)

    const ledger = ledgerFile()
    const erasures = existsSync(ledger) ? parseLedger(readFileSync(ledger, 'utf8')).length : 0
    console.log(`› Erasure ledger: ${erasures} erasures`)

    const manifest = () =>
      Buffer.from(
        JSON.stringify(
          {
            format: 1,
            createdAt: new Date().toISOString(),
            database: { kind: dump.kind, file: dumpName, bytes: dumpSize },
            media: { from: store.kind, files: media.length, bytes: mediaBytes, contentTypes },
            erasures,
          },
          null,
          2,
        ),
      )
    const partial = `${file}.partial`
    const entries = [
      { name: dumpName, size: dumpSize, open: () => createReadStream(dump.file) },
      ...media,
      ...(existsSync(ledger) ? [{ name: 'erasure-ledger.jsonl', bytes: () => readFileSync(ledger) }] : []),
      // Last: it lists the content types read from the bucket on the way.
      { name: 'manifest.json', bytes: manifest },
    ]
    try {
      await writeArchive(partial, entries, encryption)
    } catch (error) {
      rmSync(partial, { force: true })
      throw error
    }
    renameSync(partial, file)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `› Wrote ${path.relative(process.cwd(), file).startsWith('..') ? file : path.relative(process.cwd(), file)} (${megabytes(statSync(file).size)}${encryption ? `, age, ${encryption.kind === 'recipients' ? `${encryption.recipients.length} public key(s)` : 'passphrase'}` : ''}) in ${seconds} s`,
    )
    try {
      const pruned = pruneArchives(dir, path.basename(file), policy)
      console.log(
        `› Kept the newest of ${policy.daily} days, ${policy.weekly} weeks, ${policy.monthly} months: ${pruned.length ? `removed ${pruned.join(', ')}` : 'nothing to remove'}`,
      )
    } catch (error) {
      // The backup is written: a folder that cannot be pruned is the operator's to look at, not a failed backup.
      console.log(`! Pruning ${dir} failed: ${error instanceof Error ? error.message : error}`)
    }
    const ping = await pingMonitor('success')
    if (ping) console.log(ping)
    console.log(file)
  } finally {
    await database?.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch(async (error) => {
  console.error(`✗ Backup failed: ${error instanceof Error ? error.message : error}`)
  const ping = await pingMonitor('fail')
  if (ping) console.error(ping)
  process.exit(1)
})
