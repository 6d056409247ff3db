import type { CollectionConfig } from 'payload'
import { nobody } from '@/access'

/**
 * Staff second factors (src/features/staff-auth/second-factor), apart from the user rows on
 * purpose: Payload's login writes back the whole user row it read before hashing the password,
 * which would undo an enrolment or a verification made in the meantime. Nobody reads or writes
 * these through the API; the server uses them with access overridden.
 */
const hiddenFromEveryone = { read: nobody, create: nobody, update: nobody, delete: nobody }

/** One row per enrolled (or enrolling) staff member: the sealed TOTP secret, recovery-code hashes, last step used. */
export const SecondFactors: CollectionConfig = {
  slug: 'second-factors',
  labels: { singular: { es: 'Segundo factor', en: 'Second factor' }, plural: { es: 'Segundos factores', en: 'Second factors' } },
  access: hiddenFromEveryone,
  admin: { hidden: true },
  fields: [
    { name: 'user', type: 'number', required: true, unique: true, index: true },
    { name: 'state', type: 'json', required: true },
  ],
}

/** One row per Payload session (`sid`) in which the second factor was given. */
export const SecondFactorSessions: CollectionConfig = {
  slug: 'second-factor-sessions',
  labels: {
    singular: { es: 'Sesión verificada', en: 'Verified session' },
    plural: { es: 'Sesiones verificadas', en: 'Verified sessions' },
  },
  access: hiddenFromEveryone,
  admin: { hidden: true },
  fields: [
    { name: 'sid', type: 'text', required: true, unique: true, index: true },
    { name: 'user', type: 'number', required: true, index: true },
  ],
}
