import {
  APIError,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionAfterErrorHook,
  type CollectionBeforeChangeHook,
  type FieldAccess,
  type PayloadRequest,
} from 'payload'
import { staffRoles } from '@/access'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { clearWrongCodes, endSessions } from './sessions'
import { sendAccountNotice } from './notices'
import { recordAudit, type AuditEntry } from '@/features/audit/record'

/**
 * The Users collection's account-security hooks (issue 47): a staff member changing their own
 * password or e-mail gives their current password and a fresh code first; a password change, a
 * second-factor reset and "sign out everywhere" end the person's sessions and remove their push
 * subscriptions; the owner is mailed; every such event is audited. Loaded and run by Payload's CLI
 * too (the seed creates users): only the proof check (server-only, asked over HTTP) loads lazily.
 */
type Person = { id: number; email: string; name?: string | null; roles?: string[] | null; language?: string | null }
type Staff = Person & { collection?: string; _sid?: string }

/** What one update changes, worked out before it (Payload drops the password from `data` once hashed). */
type AccountChange = {
  password: boolean
  email?: { from: string; to: string }
  roles?: { from: string[]; to: string[] }
  resetSecondFactor: boolean
  signOutEverywhere: boolean
}

/** Set on req.context by the server's own flows that already proved the owner (the sign-in steps' new password). */
export const OWNER_PROVEN = 'ownerProven'

const changes = (req: PayloadRequest) => (req.context.accountChanges ??= {}) as Record<string, AccountChange>

const proofWords = {
  es: {
    'missing-password': 'Para cambiar la contraseña o el correo, escriba su contraseña actual.',
    'wrong-password': 'La contraseña actual no es correcta.',
    'missing-code': 'Para cambiar la contraseña o el correo, escriba un código de su aplicación de autenticación.',
    'wrong-code': 'El código no es correcto o ya se usó. Escriba el código actual de su aplicación.',
    throttled: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
  },
  en: {
    'missing-password': 'To change the password or e-mail, type your current password.',
    'wrong-password': 'The current password is not right.',
    'missing-code': 'To change the password or e-mail, type a code from your authenticator app.',
    'wrong-code': 'The code is not right or was already used. Type the app’s current code.',
    throttled: 'Too many attempts. Wait a few minutes and try again.',
  },
} as const

function self(req: PayloadRequest, id: number | string | undefined): Staff | null {
  const user = req.user as Staff | null
  return user && user.collection === 'users' && id !== undefined && String(user.id) === String(id) ? user : null
}

/**
 * Only on one's own account: the proof fields, and "sign out everywhere" (admins: on anyone). The
 * admin's form asks with the document (`doc`) rather than `id`, so both are read: with `id` alone
 * the account view drew these fields disabled.
 */
const accountOf = (args: { id?: number | string; doc?: { id?: number | string } }) => args.id ?? args.doc?.id
export const ownAccountField: FieldAccess = (args) => self(args.req, accountOf(args)) !== null
export const ownOrAdminField: FieldAccess = (args) =>
  self(args.req, accountOf(args)) !== null || staffRoles(args.req).includes('admin')

export const confirmOwnChanges: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const before = originalDoc as Person
  const newEmail =
    typeof data.email === 'string' && data.email.trim().toLowerCase() !== before.email.toLowerCase() ? data.email : null
  const newRoles = Array.isArray(data.roles) ? (data.roles as string[]) : null
  const rolesChanged = newRoles !== null && [...newRoles].sort().join() !== [...(before.roles ?? [])].sort().join()
  changes(req)[String(before.id)] = {
    password: typeof data.password === 'string' && data.password !== '',
    email: newEmail ? { from: before.email, to: newEmail } : undefined,
    roles: rolesChanged ? { from: before.roles ?? [], to: newRoles } : undefined,
    resetSecondFactor: data.resetSecondFactor === true,
    signOutEverywhere: data.signOutEverywhere === true,
  }
  const change = changes(req)[String(before.id)]!
  const owner = self(req, before.id)
  if (!owner || req.context[OWNER_PROVEN] === true || (!change.password && !change.email)) return data
  const { confirmOwner } = await import('./confirm.server')
  const proof = { password: data.currentPassword, code: data.confirmationCode }
  const { result } = await confirmOwner(
    req.payload,
    before.id,
    proof,
    req as unknown as Request,
    change.password ? 'password' : 'email',
  )
  if (result === 'ok') return data
  const words = proofWords[staffLanguage(req.i18n?.language)]
  if (result === 'throttled') throw new APIError(words.throttled, 429, undefined, true)
  const path = result.endsWith('password') ? 'currentPassword' : 'confirmationCode'
  req.context[PROOF_REFUSED] = { path, message: words[result] }
  throw new ValidationError({ collection: 'users', errors: [{ path, message: words[result] }] })
}

const PROOF_REFUSED = 'ownerProofRefused'

/**
 * The refusal's reason, in the person's language, on the field and as the message. In the built
 * site Payload's REST error formatter does not recognise an error class thrown from our hooks (its
 * `instanceof` fails across bundled copies), so the admin showed only "An unknown error occurred.";
 * Payload's afterError hook is where a collection shapes its own error answers.
 */
export const explainProofRefusal: CollectionAfterErrorHook = ({ req }) => {
  const refused = req.context[PROOF_REFUSED] as { path: string; message: string } | undefined
  if (!refused) return
  return {
    status: 400,
    response: {
      errors: [{ name: 'ValidationError', message: refused.message, data: { collection: 'users', errors: [refused] } }],
    },
  }
}

async function audit(req: PayloadRequest, entry: Omit<AuditEntry, 'actor' | 'from' | 'req'>) {
  await recordAudit(req.payload, { actor: req.user, from: req as unknown as Request, req, ...entry })
}

export const followAccountChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const person = doc as Person
  if (operation === 'create') {
    await audit(req, {
      action: 'user-created',
      subject: person.id,
      summary: `Creó la cuenta ${person.email} (${(person.roles ?? []).join(', ')}) / created account ${person.email}`,
      detail: { roles: person.roles ?? [] },
    })
    return doc
  }
  const change = changes(req)[String(person.id)]
  if (!change) return doc
  delete changes(req)[String(person.id)]
  const owner = self(req, person.id)
  const recipient = { email: person.email, language: person.language }
  const { payload } = req

  if (change.password) {
    // Payload keeps only the session that changed it (its own); the rest goes here too.
    const ended = await endSessions(payload, person.id, { keep: owner?._sid, req })
    await clearWrongCodes(payload, change.email?.from ?? person.email, req)
    await audit(req, {
      action: 'password-changed',
      subject: person.id,
      summary: `Contraseña de ${person.email} cambiada / password of ${person.email} changed`,
      detail: { byOwner: Boolean(owner), ...ended },
    })
    await sendAccountNotice(payload, 'password-changed', [{ ...recipient, email: change.email?.from ?? person.email }, recipient])
  }
  if (change.email) {
    await audit(req, {
      action: 'email-changed',
      subject: person.id,
      summary: `Correo ${change.email.from} → ${change.email.to} / e-mail changed`,
      detail: { from: change.email.from, to: change.email.to, byOwner: Boolean(owner) },
    })
    await sendAccountNotice(payload, 'email-changed', [{ ...recipient, email: change.email.from }, recipient], {
      newEmail: person.email,
    })
  }
  if (change.roles) {
    await audit(req, {
      action: 'roles-changed',
      subject: person.id,
      summary: `Funciones de ${person.email}: ${change.roles.from.join(', ')} → ${change.roles.to.join(', ')}`,
      detail: change.roles,
    })
  }
  if (change.resetSecondFactor) {
    const ended = await endSessions(payload, person.id, { req })
    await audit(req, {
      action: 'second-factor-reset',
      subject: person.id,
      summary: `Verificación en dos pasos de ${person.email} restablecida / two-step verification reset`,
      detail: ended,
    })
    await sendAccountNotice(payload, 'second-factor-reset', [recipient])
  }
  if (change.signOutEverywhere) {
    const ended = await endSessions(payload, person.id, { req })
    await audit(req, {
      action: 'signed-out-everywhere',
      subject: person.id,
      summary: `Sesiones de ${person.email} cerradas en todas partes / signed out everywhere`,
      detail: { byOwner: Boolean(owner), ...ended },
    })
    await sendAccountNotice(payload, 'signed-out-everywhere', [recipient])
  }
  return doc
}

export const auditUserDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const person = doc as Person
  await audit(req, {
    action: 'user-deleted',
    subject: person.id,
    summary: `Borró la cuenta ${person.email} / deleted account ${person.email}`,
    detail: { roles: person.roles ?? [] },
  })
}
