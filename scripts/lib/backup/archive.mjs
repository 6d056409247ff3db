import { createReadStream, createWriteStream, mkdirSync, openSync, readSync, closeSync } from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import tar from 'tar-stream'
import { decryptStream, encryptStream, isEncrypted } from './crypto.mjs'

/**
 * One backup = one .tar.gz (or .tar.gz.enc with a passphrase), written as a stream: entries come
 * from wherever they are (a database dump file, the media folder, the S3 bucket) without a copy on
 * disk first.
 *
 * @typedef {{ name: string, size: number, open: () => Readable | Promise<Readable> }
 *   | { name: string, bytes: () => Buffer }} Entry
 * `bytes` is asked for when the entry's turn comes (after the entries before it were read).
 */

/** Writes `entries` (in order) into `file`; encrypted when `passphrase` is given. */
export async function writeArchive(file, entries, { passphrase } = {}) {
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
  const stages = [pack, createGzip({ level: 6 })]
  if (passphrase) stages.push(await encryptStream(passphrase))
  await Promise.all([pipeline(...stages, createWriteStream(file, { mode: 0o600 })), feeding])
}

function safeName(name) {
  const normal = path.posix.normalize(name)
  if (path.posix.isAbsolute(normal) || normal.startsWith('../') || normal === '..' || normal.includes('\0')) {
    throw new Error(`refusing an archive entry outside the backup: ${name}`)
  }
  return normal
}

/** Whether a backup file is encrypted (its first bytes). */
export function archiveIsEncrypted(file) {
  const fd = openSync(file, 'r')
  try {
    const head = Buffer.alloc(8)
    const read = readSync(fd, head, 0, 8, 0)
    return isEncrypted(head.subarray(0, read))
  } finally {
    closeSync(fd)
  }
}

/**
 * Unpacks `file` into `dir` (which it creates). An encrypted backup needs its passphrase, and is
 * authenticated in a pass of its own first: GCM's tag is at the end, and unchecked bytes handed to
 * gunzip would fail there first ("incorrect header check") once a backup spans a few chunks,
 * instead of saying the passphrase is wrong. The tag is checked again while unpacking, so nothing
 * may be used from `dir` until this resolves.
 */
export async function readArchive(file, dir, { passphrase } = {}) {
  const encrypted = archiveIsEncrypted(file)
  if (encrypted && !passphrase) throw new Error('this backup is encrypted: set BACKUP_PASSPHRASE')
  if (encrypted) {
    const discard = new Writable({ write: (_chunk, _encoding, done) => done() })
    await pipeline(createReadStream(file), decryptStream(passphrase), discard)
  }
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
  const stages = [createReadStream(file)]
  if (encrypted) stages.push(decryptStream(passphrase))
  stages.push(createGunzip(), extract)
  await pipeline(...stages)
  return names
}
