import 'server-only'
import { ValidationError, type PayloadRequest } from 'payload'
import QRCode from 'qrcode'
import { isFormPost } from '@/server/request'
import { readAuthBody, throttledAnswer } from '../login.server'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { recordAuditQuietly } from '@/features/audit/record.server'
import { confirmOwner } from '../account/confirm.server'
import { OWNER_PROVEN } from '../account/hooks'
import { sendAccountNotice } from '../account/notices'
import { passwordProblem, type PasswordProblem } from '../password/rules'
import { secureCookiesWanted } from '../secure-cookie'
import { trustedDeviceCookie } from '../trusted-device'
import { codeWasRight, codeWasWrong, forget, openCodeAttempt } from './attempts.server'
import { signInWords, type SignInError } from './messages'
import { checkCode, enrolmentSecret, pendingStep, renewRecoveryCodes } from './state'
import type { SignInMarks } from './strategy'
import { groupedSecret, totpUri } from './totp'

/** The handlers of the sign-in step endpoints (./endpoints.ts says what each one does). */
import { SIGN_IN_STEPS_PATH } from './paths'

type StaffUser = { id: number; email: string; name?: string | null; language?: string | null; collection?: string } & SignInMarks

function signedInUser(req: PayloadRequest): StaffUser | null {
  const user = req.user as StaffUser | null
  return user && user.collection === 'users' && user._sid ? user : null
}

const language = (req: PayloadRequest) => staffLanguage(req.i18n?.language)

/** Only the admin's own pages: anything else (another site, `//host`) goes to the admin's home. */
export function safeAdminPath(value: unknown): string {
  if (typeof value !== 'string' || !/^\/admin(?:[/?#]|$)/.test(value) || value.includes('\\')) return '/admin'
  return value
}

function stepsUrl(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])))
  return `${SIGN_IN_STEPS_PATH}${query.size ? `?${query}` : ''}`
}

function seeOther(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

function json(status: number, body: unknown, cookies: string[] = []): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return Response.json(body, { status, headers })
}

function failure(
  req: PayloadRequest,
  form: boolean,
  redirect: string,
  error: SignInError | PasswordProblem,
  status: number,
  message: string,
): Response {
  return form ? seeOther(stepsUrl({ redirect, error })) : json(status, { errors: [{ message }] })
}

function unauthorized(): Response {
  return json(401, { errors: [{ message: 'Sign in with your password first.' }] })
}

/** A QR code of the otpauth address as an SVG data URL, drawn here on the server (no script, no request out). */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

export async function status(req: PayloadRequest): Promise<Response> {
  const user = signedInUser(req)
  if (!user) return unauthorized()
  const step = await pendingStep(req.payload, user.id, user._sid)
  if (step !== 'enrol') return json(200, { step })
  const secret = await enrolmentSecret(req.payload, user.id)
  if (!secret) return json(200, { step })
  const uri = totpUri(secret, user.email)
  return json(200, { step, enrolment: { secret, groupedSecret: groupedSecret(secret), uri, qrCode: await qrCodeDataUrl(uri) } })
}

/**
 * A sign-in step's post: who is signing in, whether it came from the page's no-JavaScript form
 * (answered with redirects) or from its script (answered with JSON), its fields, and where to go
 * after. Null when nobody is signed in.
 */
async function readStepPost(req: PayloadRequest) {
  const user = signedInUser(req)
  if (!user) return null
  const request = req as unknown as Request
  const body = (await readAuthBody(request)) ?? {}
  return { user, form: isFormPost(request), body, redirect: safeAdminPath(body.redirect) }
}

export async function verify(req: PayloadRequest): Promise<Response> {
  const post = await readStepPost(req)
  if (!post) return unauthorized()
  const { user, form, body, redirect } = post
  const words = signInWords[language(req)]
  const code = typeof body.code === 'string' ? body.code.trim().slice(0, 64) : ''
  if (!code) return failure(req, form, redirect, 'missing', 400, words.errors.missing)

  const request = req as unknown as Request
  const attempt = await openCodeAttempt(req.payload, request, user)
  if (attempt.waitMs > 0) {
    return form ? seeOther(stepsUrl({ redirect, error: 'throttled' })) : throttledAnswer(attempt.waitMs)
  }

  const result = await checkCode(req.payload, user.id, user._sid!, code)
  if (!result.ok) {
    // A code already used is not a guess: it was right a moment ago.
    if (result.reason !== 'wrong') await forget(req.payload, attempt.id)
    else await codeWasWrong(req.payload, attempt, user, request, 'sign-in')
    const error = result.reason === 'used' ? 'used' : 'wrong'
    return failure(req, form, redirect, error, result.reason === 'used' ? 409 : 400, words.errors[error])
  }
  await codeWasRight(req.payload, attempt)
  if (result.usedRecoveryCode) {
    await recordAuditQuietly(req.payload, {
      action: 'recovery-code-used',
      actor: user,
      subject: user.id,
      from: request,
      summary: `Código de recuperación usado; quedan ${result.remainingRecoveryCodes} / recovery code used, ${result.remainingRecoveryCodes} left`,
      detail: { remaining: result.remainingRecoveryCodes },
    })
  }
  await recordAuditQuietly(req.payload, {
    action: 'sign-in',
    actor: user,
    subject: user.id,
    from: request,
    summary: `Acceso completo de ${user.email} / ${user.email} signed in`,
    detail: { recoveryCode: Boolean(result.usedRecoveryCode), enrolled: Boolean(result.recoveryCodes) },
  })
  // The language of the account's notices follows the admin language last signed in with.
  if (user.language !== language(req)) {
    await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { language: language(req) }, returning: false })
  }
  const device = trustedDeviceCookie(req.payload.secret, attempt.account, secureCookiesWanted(request), attempt.device)
  const next = await pendingStep(req.payload, user.id, user._sid)
  if (form) {
    const location = result.recoveryCodes || next ? stepsUrl({ redirect }) : redirect
    return seeOther(location, [device])
  }
  return json(
    200,
    {
      ok: true,
      step: next,
      remainingRecoveryCodes: result.remainingRecoveryCodes,
      ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
    },
    [device],
  )
}

export async function newPassword(req: PayloadRequest): Promise<Response> {
  const post = await readStepPost(req)
  if (!post) return unauthorized()
  const { user, form, body, redirect } = post
  const lang = language(req)
  const step = await pendingStep(req.payload, user.id, user._sid)
  // Only after the second factor: a stolen weak password alone must not pick the next one.
  if (step !== 'password')
    return form ? seeOther(stepsUrl({ redirect })) : json(409, { errors: [{ message: 'No new password is due.' }] })
  const password = typeof body.password === 'string' ? body.password : ''
  if (typeof body.confirm === 'string' && body.confirm !== password) {
    return failure(req, form, redirect, 'mismatch', 400, signInWords[lang].errors.mismatch)
  }
  const problem = passwordProblem(password, user)
  if (problem) return failure(req, form, redirect, problem, 400, '')
  try {
    // The sign-in just asked for the password and a code: that is the proof a change of password needs.
    req.context[OWNER_PROVEN] = true
    await req.payload.update({ collection: 'users', id: user.id, data: { password }, overrideAccess: true, req })
  } catch (error) {
    if (error instanceof ValidationError) return failure(req, form, redirect, 'too_common', 400, error.message)
    throw error
  }
  return form ? seeOther(redirect) : json(200, { ok: true, step: null })
}

/**
 * New recovery codes: asked with the current password and a fresh code ({password, code}), as a
 * stolen session must not be able to mint its own way back in.
 */
export async function recoveryCodes(req: PayloadRequest): Promise<Response> {
  const post = await readStepPost(req)
  if (!post || post.user._signInPending) return unauthorized()
  const { user, form, body } = post
  const lang = language(req)
  const back = '/admin/account'
  const request = req as unknown as Request
  const { result, waitMs } = await confirmOwner(
    req.payload,
    user.id,
    { password: body.password, code: body.code },
    request,
    'recovery-codes',
  )
  if (result !== 'ok') {
    if (result === 'throttled')
      return form ? seeOther(stepsUrl({ redirect: back, renew: '1', error: 'throttled' })) : throttledAnswer(waitMs ?? 1000)
    const error: SignInError = result.endsWith('password') ? 'password' : result === 'missing-code' ? 'missing' : 'wrong'
    return form
      ? seeOther(stepsUrl({ redirect: back, renew: '1', error }))
      : json(400, { errors: [{ message: signInWords[lang].errors[error] }] })
  }
  const codes = await renewRecoveryCodes(req.payload, user.id)
  await recordAuditQuietly(req.payload, {
    action: 'recovery-codes-renewed',
    actor: user,
    subject: user.id,
    from: request,
    summary: `Códigos de recuperación nuevos para ${user.email} / new recovery codes`,
  })
  const owner = await req.payload.db.findOne<{ id: number; email: string; language?: string | null }>({
    collection: 'users',
    where: { id: { equals: user.id } },
  })
  await sendAccountNotice(req.payload, 'recovery-codes-renewed', [owner ?? user])
  if (form) return seeOther(stepsUrl({ redirect: back }))
  return json(200, { recoveryCodes: codes })
}
