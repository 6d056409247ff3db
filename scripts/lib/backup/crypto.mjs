import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto'
import { Transform } from 'node:stream'

/**
 * The encryption of the release before age (./age.mjs): read by `npm run restore` for one more
 * release, so the last `.tar.gz.enc` made before the upgrade still restores; no longer written
 * (encryptStream stays for the test that makes one). A passphrase (BACKUP_PASSPHRASE): AES-256-GCM, the
 * key drawn from the passphrase with scrypt and a random salt. Streamed, so a large media folder
 * never has to fit in memory. File layout:
 *
 *   "SITEBAK1" (8 bytes) | salt (16) | IV (12) | ciphertext | GCM tag (16)
 *
 * The tag at the end authenticates everything: a wrong passphrase or a changed byte fails the
 * restore before anything is written to the database.
 */
export const MAGIC = Buffer.from('SITEBAK1')
const SALT = 16
const IV = 12
const TAG = 16
const HEADER = MAGIC.length + SALT + IV
// N = 2^15: ~100 ms and 32 MB to derive; slows a passphrase guesser, not the backup.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

function deriveKey(passphrase, salt) {
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** A stream that encrypts what passes through it and writes the header first and the tag last. */
export async function encryptStream(passphrase) {
  const salt = randomBytes(SALT)
  const iv = randomBytes(IV)
  const cipher = createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), iv)
  let started = false
  return new Transform({
    transform(chunk, _encoding, done) {
      if (!started) {
        started = true
        this.push(Buffer.concat([MAGIC, salt, iv]))
      }
      done(null, cipher.update(chunk))
    },
    flush(done) {
      if (!started) this.push(Buffer.concat([MAGIC, salt, iv]))
      this.push(cipher.final())
      done(null, cipher.getAuthTag())
    },
  })
}

/**
 * The reverse of encryptStream: reads the header, holds back the last 16 bytes (the tag) and fails
 * at the end when the passphrase is wrong or the file was changed.
 */
export function decryptStream(passphrase) {
  let header = Buffer.alloc(0)
  let decipher = null
  let tail = Buffer.alloc(0)
  return new Transform({
    async transform(chunk, _encoding, done) {
      try {
        if (!decipher) {
          header = Buffer.concat([header, chunk])
          if (header.length < HEADER) return done()
          if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not an encrypted site backup')
          const salt = header.subarray(MAGIC.length, MAGIC.length + SALT)
          const iv = header.subarray(MAGIC.length + SALT, HEADER)
          decipher = createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt), iv)
          chunk = header.subarray(HEADER)
        }
        const data = Buffer.concat([tail, chunk])
        const keep = Math.min(TAG, data.length)
        tail = data.subarray(data.length - keep)
        done(null, decipher.update(data.subarray(0, data.length - keep)))
      } catch (error) {
        done(error)
      }
    },
    flush(done) {
      try {
        if (!decipher || tail.length < TAG) throw new Error('the encrypted backup is cut short')
        decipher.setAuthTag(tail)
        done(null, decipher.final())
      } catch (error) {
        done(
          error instanceof Error && /auth/i.test(error.message)
            ? new Error('wrong BACKUP_PASSPHRASE, or the backup file was changed or damaged')
            : error,
        )
      }
    },
  })
}

/** Whether a file's first bytes say it is encrypted (callers read 8 bytes). */
export function isEncrypted(firstBytes) {
  return firstBytes.length >= MAGIC.length && firstBytes.subarray(0, MAGIC.length).equals(MAGIC)
}
