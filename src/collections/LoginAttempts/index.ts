import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access'

/**
 * One row per staff login attempt that is still being counted (src/features/staff-auth/throttle).
 * In the database, not in memory, so every app instance sees the same counts. Rows of successful
 * logins are removed at once and everything older than the longest window is swept on the next
 * attempt, so the table stays small. Only the server writes here; admins may look.
 */
export const LoginAttempts: CollectionConfig = {
  slug: 'login-attempts',
  labels: {
    singular: { es: 'Intento de acceso', en: 'Login attempt' },
    plural: { es: 'Intentos de acceso', en: 'Login attempts' },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  admin: { hidden: true, useAsTitle: 'ip', defaultColumns: ['ip', 'createdAt'] },
  fields: [
    // SHA-256 of the lower-cased e-mail typed, not the address: the table must not become a list
    // of the addresses strangers tried.
    { name: 'account', type: 'text', required: true, index: true },
    { name: 'ip', type: 'text', index: true },
  ],
}
