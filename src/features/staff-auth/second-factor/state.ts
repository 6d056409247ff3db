import type { Payload, PayloadRequest } from 'payload'
import { codeHash, seal, unseal } from './secret-box'
import { newRecoveryCodes, newTotpSecret, normalizedRecoveryCode, totpStep } from './totp'

/**
 * A staff member's second factor (collection second-factors, one row per person, never readable
 * through the API) and the sessions that gave it (second-factor-sessions).
 */
export type SecondFactorState = {
  /** The TOTP secret in use (sealed). */
  secret?: string
  /** A secret shown for enrolment but not yet confirmed with a code (sealed). */
  pending?: string
  /** Keyed hashes of the unused recovery codes. */
  recovery?: string[]
  /** Fresh recovery codes waiting to be shown once (sealed JSON), removed when shown. */
  newCodes?: string
  /** The last TOTP time step accepted: a code is never accepted twice (RFC 6238 §5.2). */
  lastStep?: number
  enrolledAt?: string
}

/** What a signed-in session must still do before it is treated as staff; null when nothing. */
export type SignInStep = 'enrol' | 'second-factor' | 'password'

const FACTORS = 'second-factors'
const SESSIONS = 'second-factor-sessions'
const USES = 'second-factor-uses'
/** Time-step rows older than this are swept: a code is valid for 90 seconds at most. */
const STEP_USE_KEPT_MS = 60 * 60_000

type FactorRow = { id: number; user: number; state: SecondFactorState }
type UserRow = { id: number; email: string; mustChangePassword?: boolean | null; sessions?: Array<{ id: string }> | null }

async function factorRow(payload: Payload, userId: number | string): Promise<FactorRow | null> {
  return payload.db.findOne<FactorRow>({ collection: FACTORS, where: { user: { equals: userId } } })
}

async function writeState(
  payload: Payload,
  userId: number,
  state: SecondFactorState,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const row = await factorRow(payload, userId)
  if (row) await payload.db.updateOne({ collection: FACTORS, id: row.id, data: { state }, req })
  else await payload.db.create({ collection: FACTORS, data: { user: userId, state }, req })
}

async function sessionVerified(payload: Payload, userId: number | string, sid: string | undefined): Promise<boolean> {
  if (!sid) return false
  const row = await payload.db.findOne<{ id: number; user: number }>({ collection: SESSIONS, where: { sid: { equals: sid } } })
  return row !== null && String(row.user) === String(userId)
}

/**
 * Records that this session gave the second factor, and forgets the user's sessions Payload no
 * longer has (logged out, expired).
 */
async function markSession(payload: Payload, userId: number, sid: string): Promise<void> {
  const user = await payload.db.findOne<UserRow>({ collection: 'users', where: { id: { equals: userId } } })
  const live = (user?.sessions ?? []).map((session) => session.id)
  await payload.db.deleteMany({
    collection: SESSIONS,
    where: { and: [{ user: { equals: userId } }, ...(live.length ? [{ sid: { not_in: live } }] : [])] },
  })
  if (!(await sessionVerified(payload, userId, sid)))
    await payload.db.create({ collection: SESSIONS, data: { sid, user: userId } })
}

/**
 * Takes a code once and for all: inserts its unique row. False when another request took it first
 * (the insert failed and the row is there); any other failure is thrown.
 */
async function takeOnce(payload: Payload, userId: number, key: string): Promise<boolean> {
  try {
    await payload.db.create({ collection: USES, data: { key: `${userId}:${key}`, user: userId } })
    return true
  } catch (error) {
    const taken = await payload.db.findOne({ collection: USES, where: { key: { equals: `${userId}:${key}` } } })
    if (taken) return false
    throw error
  }
}

async function sweepStepUses(payload: Payload, now: number): Promise<void> {
  await payload.db.deleteMany({
    collection: USES,
    where: {
      and: [{ key: { contains: ':totp:' } }, { createdAt: { less_than: new Date(now - STEP_USE_KEPT_MS).toISOString() } }],
    },
  })
}

/** The step this session of the user still owes (a missing user owes the whole sign-in). */
export async function pendingStep(
  payload: Payload,
  userId: number | string,
  sid: string | undefined,
): Promise<SignInStep | null> {
  const [factor, verified, user] = await Promise.all([
    factorRow(payload, userId),
    sessionVerified(payload, userId, sid),
    payload.db.findOne<UserRow>({ collection: 'users', where: { id: { equals: userId } }, select: { mustChangePassword: true } }),
  ])
  if (!user) return 'second-factor'
  if (!factor?.state?.secret) return 'enrol'
  if (!verified) return 'second-factor'
  if (user.mustChangePassword) return 'password'
  return null
}

/** The secret to show for enrolment: the one already shown (so a reload keeps the same QR code), else a new one. */
export async function enrolmentSecret(payload: Payload, userId: number): Promise<string | null> {
  const row = await factorRow(payload, userId)
  if (row?.state?.secret) return null
  const shown = unseal(payload.secret, row?.state?.pending)
  if (shown) return shown
  const secret = newTotpSecret()
  await writeState(payload, userId, { ...row?.state, pending: seal(payload.secret, secret) })
  return secret
}

export type CodeCheck =
  | { ok: true; recoveryCodes?: string[]; usedRecoveryCode?: boolean; remainingRecoveryCodes: number }
  | { ok: false; reason: 'wrong' | 'used' | 'not-enrolled' }

/**
 * Checks a code for this session (null: a code asked again to confirm a change of the account, which
 * marks no session): during enrolment a TOTP code from the shown secret (which then
 * becomes the account's, with new recovery codes); afterwards a TOTP code or one recovery code.
 */
export async function checkCode(
  payload: Payload,
  userId: number,
  sid: string | null,
  typed: string,
  now = Date.now(),
): Promise<CodeCheck> {
  const row = await factorRow(payload, userId)
  const state = row?.state ?? {}
  const enrolling = !state.secret
  const secret = unseal(payload.secret, enrolling ? state.pending : state.secret)
  if (!secret) return { ok: false, reason: enrolling ? 'not-enrolled' : 'wrong' }

  const step = totpStep(secret, typed, now)
  if (step !== null) {
    if (state.lastStep !== undefined && step <= state.lastStep) return { ok: false, reason: 'used' }
    await sweepStepUses(payload, now)
    if (!(await takeOnce(payload, userId, `totp:${step}`))) return { ok: false, reason: 'used' }
    if (enrolling) {
      const codes = newRecoveryCodes()
      await writeState(payload, userId, {
        secret: seal(payload.secret, secret),
        recovery: codes.map((code) => codeHash(payload.secret, code)),
        newCodes: seal(payload.secret, JSON.stringify(codes)),
        lastStep: step,
        enrolledAt: new Date(now).toISOString(),
      })
      if (sid) await markSession(payload, userId, sid)
      return { ok: true, recoveryCodes: codes, remainingRecoveryCodes: codes.length }
    }
    await writeState(payload, userId, { ...state, lastStep: step })
    if (sid) await markSession(payload, userId, sid)
    return { ok: true, remainingRecoveryCodes: state.recovery?.length ?? 0 }
  }

  const recovery = enrolling ? null : normalizedRecoveryCode(typed)
  if (recovery) {
    const hash = codeHash(payload.secret, recovery)
    if (state.recovery?.includes(hash)) {
      if (!(await takeOnce(payload, userId, `recovery:${hash}`))) return { ok: false, reason: 'used' }
      // Read again: another code may have been taken meanwhile, and its write must not come back.
      const fresh = (await factorRow(payload, userId))?.state ?? state
      const left = (fresh.recovery ?? []).filter((stored) => stored !== hash)
      await writeState(payload, userId, { ...fresh, recovery: left })
      if (sid) await markSession(payload, userId, sid)
      return { ok: true, usedRecoveryCode: true, remainingRecoveryCodes: left.length }
    }
  }
  return { ok: false, reason: 'wrong' }
}

/** Recovery codes made at enrolment (or renewed), handed out once: later calls get null. */
export async function takeNewRecoveryCodes(payload: Payload, userId: number): Promise<string[] | null> {
  const row = await factorRow(payload, userId)
  const sealed = row?.state?.newCodes
  if (!row || !sealed) return null
  const { newCodes: _shown, ...rest } = row.state
  await writeState(payload, userId, rest)
  const plain = unseal(payload.secret, sealed)
  return plain ? (JSON.parse(plain) as string[]) : null
}

/** New recovery codes for a fully signed-in user (the old ones stop working), shown once. */
export async function renewRecoveryCodes(payload: Payload, userId: number): Promise<string[]> {
  const row = await factorRow(payload, userId)
  if (!row?.state?.secret) return []
  const codes = newRecoveryCodes()
  await writeState(payload, userId, {
    ...row.state,
    recovery: codes.map((code) => codeHash(payload.secret, code)),
    newCodes: seal(payload.secret, JSON.stringify(codes)),
  })
  return codes
}

/** Forgets a person's second factor and verified sessions: they enrol again at their next sign-in. */
export async function clearSecondFactor(payload: Payload, userId: number | string, req?: Partial<PayloadRequest>): Promise<void> {
  await payload.db.deleteMany({ collection: FACTORS, where: { user: { equals: userId } }, req })
  await payload.db.deleteMany({ collection: SESSIONS, where: { user: { equals: userId } }, req })
  await payload.db.deleteMany({ collection: USES, where: { user: { equals: userId } }, req })
}

/**
 * Enrols a known secret without a code (the seed, when SEED_*_TOTP_SECRET is set for tests and
 * scripted set-ups). No recovery codes: whoever set the variable holds the secret.
 */
export async function enrolKnownSecret(
  payload: Payload,
  userId: number,
  base32Secret: string,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const state: SecondFactorState = {
    secret: seal(payload.secret, base32Secret.replace(/\s+/g, '').toUpperCase()),
    recovery: [],
    enrolledAt: new Date().toISOString(),
  }
  // With the caller's req: inside its transaction (the seed), not beside it.
  await writeState(payload, userId, state, req)
}
