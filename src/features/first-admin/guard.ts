import { Forbidden, ValidationError, type CollectionBeforeValidateHook, type TextField } from 'payload'
import { currentSetupToken, isSetupToken } from './setup-token'

/**
 * The first staff account, and nothing else, is created by whoever holds the setup token
 * (setup-token.ts). Payload's first registration (POST /cms-api/users/first-register, which the
 * admin's /admin/create-first-user page posts to) creates with overrideAccess, so the collection's
 * `create` access cannot stop it: this hook does, for every create on `users` that comes over HTTP
 * without a signed-in user. Server code (the seed, Local API) is trusted and not asked.
 *
 * The Users collection adds `setupTokenField` and `requireSetupToken`; both live here so that the
 * collection's own file stays about accounts.
 */

export const SETUP_TOKEN_FIELD = 'setupToken'

const MISSING =
  'Falta el código de instalación o no es válido: use el enlace que el servidor escribió en su registro al arrancar ' +
  '("First admin: open …"), o el valor de SETUP_TOKEN. / The setup code is missing or wrong: use the link the server ' +
  'logged when it started ("First admin: open …"), or the value of SETUP_TOKEN.'

/**
 * Shown on the create-first-user page only (no one is signed in there; a signed-in admin creating an
 * account never sees it). Filled from the page's `?token=` so the logged link is all it takes.
 * Virtual: never stored, never read back.
 */
export const setupTokenField: TextField = {
  name: SETUP_TOKEN_FIELD,
  type: 'text',
  virtual: true,
  label: { es: 'Código de instalación', en: 'Setup code' },
  defaultValue: ({ req }) => {
    const token = req?.query?.token
    return typeof token === 'string' ? token : undefined
  },
  admin: {
    // Payload makes virtual fields read-only unless told otherwise; the code may be pasted by hand.
    readOnly: false,
    condition: (_data, _siblingData, { user }) => !user,
    description: {
      es: 'Viene en el enlace que el servidor escribe en su registro al arrancar, o es el valor de SETUP_TOKEN. Sirve una sola vez; esta primera cuenta es siempre de administrador.',
      en: 'It comes in the link the server logs when it starts, or is the value of SETUP_TOKEN. It works once; this first account is always an admin.',
    },
  },
}

export const requireSetupToken: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user || req.payloadAPI === 'local') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  // First registration is over once anyone has an account, whatever token is given.
  if (totalDocs > 0) throw new Forbidden(req.t)
  const given: unknown = data?.[SETUP_TOKEN_FIELD]
  if (!isSetupToken(given)) {
    // No token drawn yet in this process (its start-up check did not run): draw one and log it
    // now, so the operator can still get in.
    if (!currentSetupToken()) {
      const { announceFirstAdmin } = await import('./announce.server')
      await announceFirstAdmin(req.payload)
    }
    throw new ValidationError({ collection: 'users', errors: [{ path: SETUP_TOKEN_FIELD, message: MISSING }] })
  }
  const rest = { ...data }
  delete rest[SETUP_TOKEN_FIELD]
  // The first account manages the others: always an admin, whatever the form's role said.
  return { ...rest, roles: ['admin'] }
}
