import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Field } from 'payload'
import { isAdminField } from '@/access'
import { secondFactorEndpoints } from '@/features/staff-auth/second-factor/endpoints'
import { clearSecondFactor } from '@/features/staff-auth/second-factor/state'
import { staffSessionStrategy } from '@/features/staff-auth/second-factor/strategy'

/**
 * The second factor of staff accounts (issue 22): TOTP with one-time recovery codes, required of
 * every staff member, kept in its own collections (src/collections/SecondFactors) and sealed with
 * a key derived from PAYLOAD_SECRET (src/features/staff-auth/second-factor). An admin can clear
 * another person's second factor (a lost phone without recovery codes): they enrol again at their
 * next sign-in.
 */
export const secondFactorStrategies = [staffSessionStrategy]
export { secondFactorEndpoints }

export const resetSecondFactorField: Field = {
  name: 'resetSecondFactor',
  label: { es: 'Restablecer la verificación en dos pasos', en: 'Reset two-step verification' },
  type: 'checkbox',
  virtual: true,
  access: { create: () => false, read: isAdminField, update: isAdminField },
  admin: {
    position: 'sidebar',
    description: {
      es: 'Para quien perdió el teléfono y sus códigos de recuperación: volverá a activarla al entrar.',
      en: 'For someone who lost their phone and recovery codes: they set it up again when they next sign in.',
    },
  },
}

export const applySecondFactorReset: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  if (operation === 'update' && data.resetSecondFactor === true) await clearSecondFactor(req.payload, doc.id, req)
  return doc
}

export const dropSecondFactor: CollectionAfterDeleteHook = async ({ id, req }) => {
  await clearSecondFactor(req.payload, id, req)
}
