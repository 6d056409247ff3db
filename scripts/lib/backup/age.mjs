import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { Decrypter, Encrypter } from 'age-encryption'

/**
 * The archive's encryption: the age format (age-encryption.org/v1, through the `age-encryption`
 * package, streamed), so the standard `age` CLI opens a backup without this code:
 *
 * - to age public keys (BACKUP_AGE_RECIPIENTS, `age1…`): the server that makes the backups holds
 *   no key that reads them; a restore takes the identity file (`--identity FILE` or
 *   BACKUP_AGE_IDENTITY), `age -d -i key.txt`;
 * - or with a passphrase (BACKUP_PASSPHRASE, age's scrypt recipient), `age -d`.
 *
 * age puts one kind in a file: with both settings the public keys win, and the passphrase is kept
 * for reading the archives made before.
 */

/** The shortest passphrase taken: an archive holds every lead, and it is tried offline. */
export const PASSPHRASE_MIN = 12

/** `age1…` strings, separated by commas, spaces or newlines. */
export function parseRecipients(value = '') {
  const recipients = value.split(/[\s,]+/).filter(Boolean)
  for (const recipient of recipients) {
    if (!/^age1[0-9a-z]+$/.test(recipient)) {
      throw new Error(
        `BACKUP_AGE_RECIPIENTS: "${recipient.slice(0, 12)}…" is not an age public key (age1…; age-keygen -y key.txt prints one)`,
      )
    }
  }
  return recipients
}

/**
 * How a new archive is encrypted: `{ kind: 'recipients', recipients }`, `{ kind: 'passphrase',
 * passphrase }`, or null for a plaintext archive asked for by name; throws otherwise.
 */
export function encryptionFor(env = process.env, argv = process.argv) {
  const recipients = parseRecipients(env.BACKUP_AGE_RECIPIENTS)
  if (recipients.length > 0) return { kind: 'recipients', recipients }
  const passphrase = env.BACKUP_PASSPHRASE || ''
  if (passphrase) {
    if (passphrase.length < PASSPHRASE_MIN) {
      throw new Error(`BACKUP_PASSPHRASE is too short: at least ${PASSPHRASE_MIN} characters (openssl rand -hex 32)`)
    }
    return { kind: 'passphrase', passphrase }
  }
  if (argv.includes('--plaintext') || env.BACKUP_PLAINTEXT === '1') return null
  throw new Error(
    'backups are encrypted: set BACKUP_AGE_RECIPIENTS (age public keys, age-keygen) or BACKUP_PASSPHRASE (openssl rand -hex 32; keep it apart from the backups), or pass --plaintext to write the leads unencrypted on purpose',
  )
}

/** A Node stream of `source` encrypted in the age format. */
export async function ageEncrypt(source, encryption) {
  const encrypter = new Encrypter()
  if (encryption.kind === 'recipients') for (const recipient of encryption.recipients) encrypter.addRecipient(recipient)
  else encrypter.setPassphrase(encryption.passphrase)
  // ReadableStream.from takes any async iterable: a Node stream, or tar-stream's streamx pack.
  const encrypted = await encrypter.encrypt(/** @type {ReadableStream<Uint8Array>} */ (ReadableStream.from(source)))
  return Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (encrypted))
}

/**
 * The secret keys of an age identity file (age-keygen's output: comments and AGE-SECRET-KEY-1…
 * lines); `-` reads it from standard input, so the key need not be copied onto the server.
 */
export function readIdentities(file) {
  const keys = readFileSync(file === '-' ? 0 : file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('AGE-SECRET-KEY-'))
  if (keys.length === 0) throw new Error(`${file === '-' ? 'standard input' : file} holds no age identity (AGE-SECRET-KEY-…)`)
  return keys
}

export const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n')

/**
 * A Node stream of the archive `source` (an age file) decrypted. The header is read and a key
 * found before this resolves: a wrong key fails here, before anything is unpacked. Each 64 KiB
 * chunk is authenticated as it comes (age's STREAM), and a file cut short fails at its end.
 */
export async function ageDecrypt(source, { identities = [], passphrase } = {}) {
  if (identities.length === 0 && !passphrase) {
    throw new Error(
      'this backup is encrypted (age): give its identity file (--identity FILE or BACKUP_AGE_IDENTITY), or BACKUP_PASSPHRASE',
    )
  }
  const decrypter = new Decrypter()
  for (const identity of identities) decrypter.addIdentity(identity)
  if (passphrase) decrypter.addPassphrase(passphrase)
  try {
    const plain = await decrypter.decrypt(/** @type {ReadableStream<Uint8Array>} */ (ReadableStream.from(source)))
    return Readable.fromWeb(/** @type {import('node:stream/web').ReadableStream} */ (plain))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(
      `cannot open this age backup (${message}): ${identities.length ? 'the identity file is not one of its recipients' : 'wrong BACKUP_PASSPHRASE, or it was made for age public keys (give --identity FILE)'}, or the file was changed`,
    )
  }
}
