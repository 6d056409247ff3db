import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access'

/**
 * One row per staff sign-in attempt that is still being counted (src/features/staff-auth/throttle):
 * password logins (and the ones refused for coming too fast), second-factor codes, password-reset
 * requests. In the database, not in memory, so every app instance sees the same counts. Rows of
 * successful logins are removed at once and everything older than the longest window is swept on
 * the next attempt, so the table stays small. Only the server writes here; admins may look.
 */
export const LoginAttempts: CollectionConfig = {
  slug: 'login-attempts',
  labels: {
    singular: { es: 'Intento de acceso', en: 'Login attempt' },
    plural: { es: 'Intentos de acceso', en: 'Login attempts' },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  admin: { hidden: true, useAsTitle: 'ip', defaultColumns: ['kind', 'ip', 'createdAt'] },
  fields: [
    // SHA-256 of the lower-cased e-mail typed, not the address: the table must not become a list
    // of the addresses strangers tried.
    { name: 'account', type: 'text', required: true, index: true },
    // The client's address (an IPv6 client's /64).
    { name: 'ip', type: 'text', index: true },
    // The trusted-device id when the attempt carried the account's cookie (trusted-device.ts).
    { name: 'device', type: 'text', index: true },
    // login | refused (a login turned away by the throttle) | second-factor | reset (a reset request
    // for an unknown address) | reset-mail (one that sent a mail).
    { name: 'kind', type: 'text', defaultValue: 'login', index: true },
  ],
}
