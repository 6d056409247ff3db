import type { Endpoint } from 'payload'

/**
 * The sign-in steps after the password, for the admin's own pages (native form posts answered
 * with a redirect to SignInStepsView) and for API clients (JSON), under
 * /cms-api/users/second-factor:
 *   GET                  what this session still owes, with the secret and QR code to enrol
 *   POST {code}          a TOTP code (enrols on the first one) or a recovery code
 *   POST password        {password, confirm}: the new password the rules demand
 *   POST recovery-codes  new recovery codes (the old ones stop working)
 * The handlers load on first use: Payload's CLI loads this file with the config, in plain Node,
 * where the server-only modules they need cannot load.
 */
const handlers = () => import('./handlers.server')

export const secondFactorEndpoints: Endpoint[] = [
  { path: '/second-factor', method: 'get', handler: async (req) => (await handlers()).status(req) },
  { path: '/second-factor', method: 'post', handler: async (req) => (await handlers()).verify(req) },
  { path: '/second-factor/password', method: 'post', handler: async (req) => (await handlers()).newPassword(req) },
  { path: '/second-factor/recovery-codes', method: 'post', handler: async (req) => (await handlers()).recoveryCodes(req) },
]
