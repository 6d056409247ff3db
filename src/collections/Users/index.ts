import {
  APIError,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type Payload,
} from 'payload'
import { adminOrSelf, canUseAdmin, isAdmin, isAdminField, isStaff } from '@/access'
import { siteIsHttps, siteUrl } from '@/lib/site-url'
import { requireSetupToken, setupTokenField } from '@/features/first-admin/guard'
import { checkNewPassword, mustChangePasswordField } from './password-policy'
import {
  auditUserDeleted,
  confirmOwnChanges,
  explainProofRefusal,
  followAccountChange,
} from '@/features/staff-auth/account/hooks'
import { noticeLanguageField, ownerProofFields, signOutEverywhereField } from '@/features/staff-auth/account/fields'
import {
  applySecondFactorReset,
  dropSecondFactor,
  resetSecondFactorField,
  secondFactorEndpoints,
  secondFactorStrategies,
} from './second-factor'

const LAST_ADMIN_MESSAGE =
  'Debe quedar al menos un administrador: haga administrador a otro usuario primero. / At least one admin must remain: make another user an admin first.'

async function otherAdmins(payload: Payload, id: number | string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { and: [{ roles: { in: ['admin'] } }, { id: { not_equals: id } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/** Nobody can demote or delete the last admin: the site would have no one left to manage users. */
const keepAnAdminOnChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const wasAdmin = Array.isArray(originalDoc.roles) && originalDoc.roles.includes('admin')
  const staysAdmin = !Array.isArray(data.roles) || data.roles.includes('admin')
  if (wasAdmin && !staysAdmin && (await otherAdmins(req.payload, originalDoc.id)) === 0) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'roles', message: LAST_ADMIN_MESSAGE }] })
  }
  return data
}

const keepAnAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (user?.roles?.includes('admin') && (await otherAdmins(req.payload, id)) === 0) {
    throw new APIError(LAST_ADMIN_MESSAGE, 400, undefined, true)
  }
}

/**
 * The reset link points at SITE_URL, never at the request's Host header: Payload's default builds
 * it from Host (no serverURL is configured), so anyone could have the admin mailed a link to their
 * own server carrying a valid reset token.
 */
export function resetPasswordEmailHtml(token: string, origin = siteUrl()): string {
  const link = `${origin}/admin/reset/${encodeURIComponent(token)}`
  return [
    '<p>Alguien (quizá usted) pidió restablecer la contraseña de su cuenta del sitio.',
    'Someone (perhaps you) asked to reset the password of your site account.</p>',
    `<p><a href="${link}">${link}</a></p>`,
    '<p>Si no fue usted, ignore este mensaje: la contraseña no cambia.',
    'If it was not you, ignore this message: your password stays the same.</p>',
  ].join('\n')
}

/**
 * Staff accounts. Admins manage users, settings and the site's content; agents work the lead inbox
 * and the social-media form, and read the rest. Every staff member sees the others' names (to
 * assign a lead, to read who wrote a note); only admins and the account itself change an account.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { es: 'Usuario', en: 'User' }, plural: { es: 'Usuarios', en: 'Users' } },
  // Payload's own lockout is off: a stranger could lock the real admin out for minutes with a few
  // wrong passwords. Logins are throttled instead (src/features/staff-auth), per client and per
  // account, with waits of seconds.
  auth: {
    maxLoginAttempts: 0,
    // Payload's sessions (each token names one; ending them is removing them: src/features/staff-auth/account/sessions.ts).
    useSessions: true,
    // Idle: the token lasts 2 hours and the admin renews it while in use; absolute: 12 hours from
    // the sign-in (SESSION_MAX_AGE_MS in src/features/staff-auth/second-factor/strategy.ts).
    tokenExpiration: 2 * 60 * 60,
    // Secure whenever the site is https (SITE_URL), not only when a forwarded header says so.
    cookies: { secure: siteIsHttps(), sameSite: 'Lax' },
    // Payload's JWT check plus the second factor (src/collections/Users/second-factor.ts).
    strategies: secondFactorStrategies,
    forgotPassword: {
      generateEmailSubject: () => 'Restablecer contraseña / Reset your password',
      generateEmailHTML: (args) => resetPasswordEmailHtml(args?.token ?? ''),
    },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'] },
  access: {
    admin: canUseAdmin,
    read: isStaff,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    // Payload's default lets any logged-in user unlock any account.
    unlock: isAdmin,
  },
  endpoints: secondFactorEndpoints,
  hooks: {
    // requireSetupToken: the first account needs the one-time setup token (src/features/first-admin).
    beforeValidate: [requireSetupToken],
    // confirmOwnChanges: one's own new password or e-mail needs the current password and a code;
    // followAccountChange: sessions, push subscriptions, notices and audit (issue 47).
    beforeChange: [keepAnAdminOnChange, confirmOwnChanges, checkNewPassword],
    afterChange: [applySecondFactorReset, followAccountChange],
    beforeDelete: [keepAnAdminOnDelete],
    afterDelete: [dropSecondFactor, auditUserDeleted],
    afterError: [explainProofRefusal],
  },
  fields: [
    { name: 'name', label: { es: 'Nombre', en: 'Name' }, type: 'text', required: true },
    {
      name: 'roles',
      label: { es: 'Funciones', en: 'Roles' },
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['agent'],
      options: [
        { label: { es: 'Administrador', en: 'Admin' }, value: 'admin' },
        // Exports leads and reads them in bulk (src/access mayReadLeadsInBulk); otherwise an agent.
        { label: { es: 'Jefe de recepción (exporta prospectos)', en: 'Intake lead (exports leads)' }, value: 'intake-lead' },
        { label: { es: 'Agente', en: 'Agent' }, value: 'agent' },
      ],
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
    setupTokenField,
    mustChangePasswordField,
    resetSecondFactorField,
    signOutEverywhereField,
    noticeLanguageField,
    ...ownerProofFields,
  ],
}
