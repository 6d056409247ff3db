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

/**
 * One row per code accepted: `<user>:totp:<time step>` or `<user>:recovery:<code hash>`, unique.
 * Taking a code is inserting its row, so of two requests racing with the same code (both read the
 * state before either wrote it) the database lets exactly one through. Time-step rows go after an hour (the code expired long before); recovery-code rows stay
 * until the person's second factor is cleared.
 */
export const SecondFactorUses: CollectionConfig = {
  slug: 'second-factor-uses',
  labels: { singular: { es: 'Código usado', en: 'Used code' }, plural: { es: 'Códigos usados', en: 'Used codes' } },
  access: hiddenFromEveryone,
  admin: { hidden: true },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'user', type: 'number', required: true, index: true },
  ],
}
