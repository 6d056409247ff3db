import { ValidationError, type CollectionBeforeChangeHook, type Field } from 'payload'
import { isAdminField } from '@/access'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { passwordMessage, passwordProblem } from '@/features/staff-auth/password/rules'

/**
 * Every new password (an account created, a password changed in the admin or through the API, the
 * first user registered) must pass src/features/staff-auth/password/rules. Payload's reset-password
 * operation sets the hash without running this hook: the REST wrapper checks that one
 * (src/features/staff-auth/password/reset-check.server.ts). A new good password also ends a
 * "must change" demand.
 */
export const checkNewPassword: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (typeof data.password !== 'string') return data
  const person = { email: data.email ?? originalDoc?.email, name: data.name ?? originalDoc?.name }
  const problem = passwordProblem(data.password, person)
  if (problem) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'password', message: passwordMessage(problem, staffLanguage(req?.i18n?.language)) }],
    })
  }
  return { ...data, mustChangePassword: false }
}

/**
 * Set when someone signs in with a password that today's rules refuse (it was chosen before them):
 * until they pick a new one, the sign-in steps (src/features/staff-auth/sign-in-steps) ask for it
 * before anything else.
 */
export const mustChangePasswordField: Field = {
  name: 'mustChangePassword',
  label: { es: 'Debe cambiar la contraseña', en: 'Must change password' },
  type: 'checkbox',
  defaultValue: false,
  access: { create: isAdminField, update: isAdminField },
  admin: {
    position: 'sidebar',
    description: {
      es: 'Se pedirá una contraseña nueva en el próximo acceso.',
      en: 'A new password will be asked for at the next sign-in.',
    },
  },
}
