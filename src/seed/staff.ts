import { randomInt } from 'node:crypto'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Role } from '../access'

/**
 * The first staff accounts of a fresh database. Passwords come from the environment or are drawn
 * at random here; there is never a fixed default. A generated password is shown once, in a box,
 * and kept in a file only its owner can read.
 */

export type StaffAccount = {
  role: Role
  name: string
  email: string
  password: string
  /** Where the password came from: an environment variable, or drawn at random by the seed. */
  passwordFrom: 'generated' | 'SEED_ADMIN_PASSWORD' | 'SEED_AGENT_PASSWORD'
  /**
   * A TOTP secret (base32) to enrol the second factor with, from SEED_ADMIN_TOTP_SECRET or
   * SEED_AGENT_TOTP_SECRET (tests, scripted set-ups). Without it the person enrols at first sign-in.
   */
  totpSecret?: string
}

type Env = Record<string, string | undefined>

// No 0/O, 1/l/I: the password may be read off a screen and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'

export function randomPassword(length = 20): string {
  let password = ''
  for (let i = 0; i < length; i++) password += ALPHABET[randomInt(ALPHABET.length)]
  return password
}

function fromEnv(env: Env, name: 'SEED_ADMIN_PASSWORD' | 'SEED_AGENT_PASSWORD'): Pick<StaffAccount, 'password' | 'passwordFrom'> {
  const value = env[name]?.trim()
  return value ? { password: value, passwordFrom: name } : { password: randomPassword(), passwordFrom: 'generated' }
}

function totpFromEnv(env: Env, name: 'SEED_ADMIN_TOTP_SECRET' | 'SEED_AGENT_TOTP_SECRET'): Pick<StaffAccount, 'totpSecret'> {
  const value = env[name]?.replace(/\s+/g, '').toUpperCase()
  if (!value) return {}
  // 16 base32 characters = 80 bits, the least RFC 4226 allows.
  if (!/^[A-Z2-7]{16,128}=*$/.test(value)) throw new Error(`${name} must be a base32 TOTP secret of at least 16 characters.`)
  return { totpSecret: value }
}

export function staffAccounts(env: Env = process.env): StaffAccount[] {
  return [
    {
      role: 'admin',
      name: 'Administrador del sitio',
      email: env.SEED_ADMIN_EMAIL?.trim() || 'admin@salazarimmigration.example',
      ...fromEnv(env, 'SEED_ADMIN_PASSWORD'),
      ...totpFromEnv(env, 'SEED_ADMIN_TOTP_SECRET'),
    },
    {
      role: 'agent',
      name: 'Agente de admisión',
      email: 'agente@salazarimmigration.example',
      ...fromEnv(env, 'SEED_AGENT_PASSWORD'),
      ...totpFromEnv(env, 'SEED_AGENT_TOTP_SECRET'),
    },
  ]
}

function describe(account: StaffAccount): string {
  const password = account.passwordFrom === 'generated' ? account.password : `(from ${account.passwordFrom})`
  return `${account.role === 'admin' ? 'Staff admin' : 'Staff agent'}  ${account.email}  password: ${password}`
}

/** The accounts in a box of ASCII lines, easy to spot in a scrolling log. */
export function credentialsBox(accounts: readonly StaffAccount[], credentialsFile?: string): string {
  const lines = [
    'CMS staff accounts created. Sign in at /admin.',
    '',
    ...accounts.map(describe),
    '',
    credentialsFile
      ? `Generated passwords are shown only now; also kept in ${credentialsFile}`
      : 'Passwords were given by the environment.',
    '',
    ...(accounts.every((account) => account.totpSecret)
      ? ['Two-step verification: enrolled with the secrets given by the environment.']
      : [
          'First sign-in: after the password, the admin asks for two-step verification.',
          'Scan its QR code with an authenticator app (Google Authenticator, Microsoft',
          'Authenticator, Authy…), type the 6-digit code, and keep the recovery codes',
          'it shows once. Every later sign-in asks for the password and a code.',
          'Then change the generated password (Account → Change password).',
        ]),
  ]
  const width = Math.max(...lines.map((line) => line.length))
  const rule = `+${'-'.repeat(width + 2)}+`
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n')
}

/**
 * Where generated passwords are kept: SEED_CREDENTIALS_FILE, else data/ under the working folder
 * (beside the embedded database's folder, data/postgres).
 */
export function credentialsPath(env: Env = process.env, cwd = process.cwd()): string {
  const explicit = env.SEED_CREDENTIALS_FILE?.trim()
  if (explicit) return path.resolve(/*turbopackIgnore: true*/ cwd, explicit)
  return path.join(/*turbopackIgnore: true*/ cwd, 'data', 'admin-credentials.txt')
}

/** Writes the accounts whose password was generated; nothing when every password came from the environment. */
export function saveCredentials(accounts: readonly StaffAccount[], file: string): boolean {
  const generated = accounts.filter((account) => account.passwordFrom === 'generated')
  if (generated.length === 0) return false
  mkdirSync(path.dirname(file), { recursive: true })
  const body = [
    `# CMS staff accounts created by the seed on ${new Date().toISOString()}. Change these passwords after signing in.`,
    ...generated.map((account) => `${account.role}\t${account.email}\t${account.password}`),
    '',
  ].join('\n')
  writeFileSync(file, body, { mode: 0o600 })
  // `mode` applies only when the file is created; an older file keeps its mode unless we set it.
  chmodSync(file, 0o600)
  return true
}
