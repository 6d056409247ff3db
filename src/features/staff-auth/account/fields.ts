import type { Field } from 'payload'
import { staffLanguages } from '@/features/leads/inbox/vocabulary'
import { ownAccountField, ownOrAdminField } from './hooks'

/**
 * The account fields of issue 47 on the Users collection: the proof a change of one's own password
 * or e-mail asks for (never stored), "sign out everywhere", and the language of account notices.
 */
const onOwnAccount = (
  data: { id?: number | string } | undefined,
  _sibling: unknown,
  { user }: { user?: { id?: number | string } | null },
) => data?.id !== undefined && user?.id !== undefined && String(data.id) === String(user.id)

export const ownerProofFields: Field[] = [
  {
    name: 'recoveryCodesLink',
    type: 'ui',
    admin: {
      condition: onOwnAccount,
      components: { Field: '@/features/staff-auth/account/RecoveryCodesLink#RecoveryCodesLink' },
    },
  },
  {
    name: 'currentPassword',
    label: { es: 'Contraseña actual', en: 'Current password' },
    type: 'text',
    virtual: true,
    maxLength: 1024,
    access: { create: () => false, update: ownAccountField },
    admin: {
      condition: onOwnAccount,
      // Payload draws a virtual field read-only unless told otherwise: the person types these.
      readOnly: false,
      components: { Field: '@/features/staff-auth/account/CurrentPasswordField#CurrentPasswordField' },
      description: {
        es: 'Solo para cambiar su contraseña o su correo: se pide junto con un código de su aplicación.',
        en: 'Only to change your password or e-mail: asked together with a code from your app.',
      },
    },
  },
  {
    name: 'confirmationCode',
    label: { es: 'Código de verificación', en: 'Verification code' },
    type: 'text',
    virtual: true,
    maxLength: 64,
    access: { create: () => false, update: ownAccountField },
    admin: {
      condition: onOwnAccount,
      readOnly: false,
      autoComplete: 'one-time-code',
      description: {
        es: 'El código de 6 dígitos de su aplicación de autenticación (o un código de recuperación).',
        en: 'The 6-digit code from your authenticator app (or a recovery code).',
      },
    },
  },
]

export const signOutEverywhereField: Field = {
  name: 'signOutEverywhere',
  label: { es: 'Cerrar todas las sesiones', en: 'Sign out everywhere' },
  type: 'checkbox',
  virtual: true,
  access: { create: () => false, update: ownOrAdminField },
  admin: {
    position: 'sidebar',
    // Virtual, so read-only in the admin unless said otherwise (access still decides who may tick it).
    readOnly: false,
    description: {
      es: 'Al guardar, cierra todas las sesiones de esta cuenta (también esta, si es la suya) y quita los avisos de sus dispositivos. Para un teléfono perdido o robado.',
      en: 'On save, ends every session of this account (this one too, if it is yours) and removes notifications from its devices. For a lost or stolen phone.',
    },
  },
}

/** Set at each complete sign-in from the admin language in use (src/features/staff-auth/second-factor/handlers.server.ts). */
export const noticeLanguageField: Field = {
  name: 'language',
  label: { es: 'Idioma de los avisos de la cuenta', en: 'Language of account notices' },
  type: 'select',
  defaultValue: 'es',
  options: staffLanguages.map((value) => ({ value, label: value === 'es' ? 'Español' : 'English' })),
  access: { update: ownOrAdminField },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: {
      es: 'El idioma del panel con el que la persona entró por última vez.',
      en: 'The admin language the person last signed in with.',
    },
  },
}
