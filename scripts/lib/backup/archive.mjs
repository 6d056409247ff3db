import { createReadStream, createWriteStream, mkdirSync, openSync, readSync, closeSync } from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import tar from 'tar-stream'
import { AGE_MAGIC, ageDecrypt, ageEncrypt } from './age.mjs'
import { decryptStream, isEncrypted } from './crypto.mjs'

/**
 * One backup = one tar, written as a stream: entries come from wherever they are (a database dump
 * file, the media folder, the S3 bucket) without a copy on disk first, then encrypted in the age
 * format (./age.mjs): `site-….tar.age`, or `site-….tar` with --plaintext. Not gzipped: the
 * PostgreSQL dump (custom format) and the pictures are compressed already, and gzip would cost a
 * second pass of CPU for a few per cent.
 * The archives of the release before (`.tar.gz.enc`, "SITEBAK1", ./crypto.mjs; `.tar.gz`) are
 * still read, so the last backup made before an upgrade restores.
 *
 * @typedef {{ name: string, size: number, open: () => Readable | Promise<Readable> }
 *   | { name: string, bytes: () => Buffer }} Entry
 * `bytes` is asked for when the entry's turn comes (after the entries before it were read).
 */

/** Writes `entries` (in order) into `file`; encrypted unless `encryption` is null (./age.mjs). */
export async function writeArchive(file, entries, encryption) {
  const pack = tar.pack()
  const feeding = (async () => {
    for (const entry of entries) {
      if (entry.bytes) {
        const bytes = entry.bytes()
        await new Promise((resolve, reject) =>
          pack.entry({ name: entry.name, size: bytes.length, mode: 0o600 }, bytes, (error) =>
            error ? reject(error) : resolve(),
          ),
        )
        continue
      }
      await new Promise((resolve, reject) => {
        const sink = pack.entry({ name: entry.name, size: entry.size, mode: 0o600 }, (error) =>
          error ? reject(error) : resolve(),
        )
        Promise.resolve(entry.open())
          .then((source) => pipeline(source, sink))
          .catch(reject)
      })
    }
    pack.finalize()
  })()
  feeding.catch((error) => pack.destroy(error))
  const out = encryption ? await ageEncrypt(pack, encryption) : pack
  await Promise.all([pipeline(out, createWriteStream(file, { mode: 0o600 })), feeding])
}

function safeName(name) {
  const normal = path.posix.normalize(name)
  if (path.posix.isAbsolute(normal) || normal.startsWith('../') || normal === '..' || normal.includes('\0')) {
    throw new Error(`refusing an archive entry outside the backup: ${name}`)
  }
  return normal
}

/** What a backup file is, from its first bytes: 'age', 'sitebak1' (the release before), 'gzip' or 'tar'. */
export function archiveKind(file) {
  const fd = openSync(file, 'r')
  try {
    const head = Buffer.alloc(AGE_MAGIC.length)
    const read = readSync(fd, head, 0, head.length, 0)
    const first = head.subarray(0, read)
    if (first.equals(AGE_MAGIC)) return 'age'
    if (isEncrypted(first)) return 'sitebak1'
    if (first[0] === 0x1f && first[1] === 0x8b) return 'gzip'
    return 'tar'
  } finally {
    closeSync(fd)
  }
}

/**
 * Unpacks `file` into `dir` (which it creates): an age archive with `identities` (secret keys) or
 * `passphrase`; one of the release before with `passphrase`. Nothing may be used from `dir` until
 * this resolves: the last authentication is at the end of the file.
 */
export async function readArchive(file, dir, { identities = [], passphrase } = {}) {
  const kind = archiveKind(file)
  if (kind === 'sitebak1') {
    if (!passphrase) throw new Error('this backup (.tar.gz.enc, the format before age) is encrypted: set BACKUP_PASSPHRASE')
    // GCM's tag is at the end, and unchecked bytes handed to gunzip would fail there first
    // ("incorrect header check") instead of saying the passphrase is wrong: a pass of its own.
    const discard = new Writable({ write: (_chunk, _encoding, done) => done() })
    await pipeline(createReadStream(file), decryptStream(passphrase), discard)
  }
  const source = kind === 'age' ? await ageDecrypt(createReadStream(file), { identities, passphrase }) : createReadStream(file)
  mkdirSync(dir, { recursive: true })
  const extract = tar.extract()
  const names = []
  extract.on('entry', (header, stream, next) => {
    if (header.type !== 'file') {
      stream.resume()
      stream.on('end', next)
      return
    }
    let target
    try {
      target = path.join(dir, safeName(header.name))
    } catch (error) {
      stream.resume()
      next(error)
      return
    }
    mkdirSync(path.dirname(target), { recursive: true })
    names.push(header.name)
    pipeline(stream, createWriteStream(target, { mode: 0o600 })).then(() => next(), next)
  })
  const stages = [source]
  if (kind === 'sitebak1') stages.push(decryptStream(passphrase))
  if (kind === 'sitebak1' || kind === 'gzip') stages.push(createGunzip())
  stages.push(extract)
  await pipeline(...stages)
  return names
}
