#!/usr/bin/env node
/**
 * `npm run restore -- FILE --force [--identity KEY.txt]`: puts a backup made by `npm run backup`
 * back — the database (into DATABASE_URL's PostgreSQL; unset, the embedded server of `npm start` in
 * data/postgres, joined while it runs, else started for the restore and stopped after it) and the
 * media (into MEDIA_DIR, or the S3 bucket when S3_BUCKET is set). An age archive (`.tar.age`) opens with its
 * identity file (`--identity FILE`, `--identity -` from standard input, or BACKUP_AGE_IDENTITY) or
 * BACKUP_PASSPHRASE; one of the release
 * before (`.tar.gz.enc`, SITEBAK1) with BACKUP_PASSPHRASE.
 *
 * It refuses a target that is not empty (a database with tables, a media folder or bucket with
 * files) unless --force is given: the one confirmation that what is there now is replaced. The
 * archive is unpacked and authenticated before anything is touched. The database is replaced in one
 * transaction (scripts/lib/backup/database.mjs), so a site left running reads the old database
 * until the new one is whole, never a half-restored one. An archive of a SQLite install (an
 * earlier release) is refused: `npm run db:move-sqlite -- FILE` moves such a database over.
 * Afterwards run the migrations (in case the code is newer than the backup) and
 * restart the app: its page cache holds pages of the data before (with REDIS_URL, the shared cache
 * is emptied here). Prints what it did; exit 1 with the reason on failure.
 *
 * Then everyone erased since the backup was made is erased again: the erasure ledger
 * (ERASURE_LEDGER, and the backup's copy) is re-applied to the restored database
 * (scripts/lib/backup/erasures.mjs), with PAYLOAD_SECRET (or data/payload-secret), the site's.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readIdentities } from './lib/backup/age.mjs'
import { readArchive } from './lib/backup/archive.mjs'
import { emptySharedCache } from './lib/backup/cache.mjs'
import { checkBackupKind, describeDatabase, openDatabase, restoreDatabase, tableCount } from './lib/backup/database.mjs'
import { describeStore, mediaCount, mediaStore, restoreMedia } from './lib/backup/media.mjs'
import { mergedLedger, reapplyErasures } from './lib/backup/erasures.mjs'
import { ledgerFile, parseLedger, readLedger, serverSecret } from '../src/features/erasure/ledger.mjs'

const args = process.argv.slice(2)
const force = args.includes('--force')
const identityAt = args.indexOf('--identity')
const identityFile = identityAt >= 0 ? args[identityAt + 1] : process.env.BACKUP_AGE_IDENTITY?.trim() || undefined
const file = args.find((arg, i) => !arg.startsWith('--') && !(identityAt >= 0 && i === identityAt + 1))

async function main() {
  if (!file) throw new Error('usage: npm run restore -- FILE [--force] [--identity KEY.txt]')
  if (identityAt >= 0 && !identityFile) throw new Error("--identity needs the age identity file (age-keygen's key.txt)")
  if (identityFile && identityFile !== '-' && !existsSync(identityFile)) throw new Error(`no such identity file: ${identityFile}`)
  if (!existsSync(file)) throw new Error(`no such backup: ${file}`)
  const database = await openDatabase()
  try {
    await restore(database.url)
  } finally {
    await database.stop()
  }
}

/** @param {string} url */
async function restore(url) {
  const store = await mediaStore()
  const ledger = ledgerFile()
  // Read now: a damaged ledger stops the restore before anything is touched.
  await readLedger(ledger)

  // Both targets are checked before either is touched.
  const tables = await tableCount(url)
  const files = await mediaCount(store)
  if ((tables > 0 || files > 0) && !force) {
    const what = [
      tables > 0 && `${describeDatabase(url)} has ${tables} tables`,
      files > 0 && `the media ${describeStore(store)} has ${files} files`,
    ]
    throw new Error(`${what.filter(Boolean).join(' and ')}: restoring would replace them. Add --force to do so.`)
  }

  const work = mkdtempSync(path.join(process.env.BACKUP_TMPDIR || tmpdir(), 'site-restore-'))
  try {
    console.log(`› Unpacking ${file}`)
    await readArchive(file, work, {
      identities: identityFile ? readIdentities(identityFile) : [],
      passphrase: process.env.BACKUP_PASSPHRASE || undefined,
    })
    const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8'))
    if (manifest.format !== 1) throw new Error(`unknown backup format ${manifest.format}`)
    checkBackupKind(manifest.database.kind)
    console.log(
      `  made ${manifest.createdAt}: a ${manifest.database.kind} database and ${manifest.media.files} media files (from a ${manifest.media.from})`,
    )
    const backupLedger = path.join(work, 'erasure-ledger.jsonl')
    const fromBackup = existsSync(backupLedger) ? parseLedger(readFileSync(backupLedger, 'utf8')) : []
    const erasures = await mergedLedger(ledger, fromBackup)
    const secret = serverSecret()
    if (erasures.length > 0 && !secret) {
      throw new Error(
        `${erasures.length} erasures to apply again, keyed with the site's secret: set PAYLOAD_SECRET (the site's) and run again`,
      )
    }

    const db = await restoreDatabase(url, manifest.database.kind, path.join(work, manifest.database.file), { force })
    console.log(`› Database: ${db.replaced ? `replaced ${tables} tables of` : 'restored into'} ${describeDatabase(url)}`)

    const media = await restoreMedia(store, path.join(work, 'media'), { force, contentTypes: manifest.media.contentTypes ?? {} })
    console.log(
      `› Media: ${media.files} files into the ${describeStore(store)}${media.removed ? ` (replacing the ${media.removed} it held)` : ''}`,
    )
    const again = await reapplyErasures(url, erasures, secret ?? '')
    console.log(
      `› Erasures: ${erasures.length} in the ledger; erased again ${again.leads} leads, ${again.callClicks} call clicks, ${again.optOuts} register numbers (now hashed)`,
    )
    const flushed = await emptySharedCache()
    if (flushed) console.log(`› ${flushed}`)
    console.log(
      '✓ Restored. Next: the migrations (`npx payload migrate`; `npm start` runs them), then (re)start the app: its page cache holds the pages of before.',
    )
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(`✗ Restore failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
