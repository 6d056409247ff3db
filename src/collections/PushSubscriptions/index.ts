import type { Access, CollectionConfig } from 'payload'
import { staffRoles } from '@/access'

/** Admins see every device; a staff member only their own. */
const ownOrAdmin: Access = ({ req }) => {
  const roles = staffRoles(req)
  if (roles.includes('admin')) return true
  if (roles.length > 0 && req.user) return { user: { equals: req.user.id } }
  return false
}

/**
 * One row per staff device that turned on new-lead notifications (src/features/leads/staff-push). Written
 * only by the desk's own endpoint (POST/DELETE /cms-api/intake/push-subscription, from the device
 * itself) and by the sender, which removes a subscription the push service says is gone (404/410).
 * A staff member sees and may remove their own devices; admins see and remove anyone's.
 */
export const PushSubscriptions: CollectionConfig = {
  slug: 'push-subscriptions',
  labels: {
    singular: { es: 'Dispositivo con avisos', en: 'Device with notifications' },
    plural: { es: 'Dispositivos con avisos', en: 'Devices with notifications' },
  },
  access: { read: ownOrAdmin, create: () => false, update: () => false, delete: ownOrAdmin },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'device',
    defaultColumns: ['user', 'device', 'lastSentAt', 'createdAt'],
    description: {
      es: 'Teléfonos y computadoras que reciben un aviso por cada prospecto nuevo. Se activan y desactivan desde la mesa de admisión, en cada dispositivo.',
      en: 'Phones and computers that get a notification for every new lead. Turned on and off from the intake desk, on each device.',
    },
  },
  fields: [
    {
      name: 'user',
      label: { es: 'Persona', en: 'Staff member' },
      type: 'relationship',
      relationTo: 'users',
      // Not required: deleting a staff member sets it null (a required column would refuse the
      // delete); the sender never sends to a device without a person and removes it.
      index: true,
      admin: { readOnly: true },
    },
    // The push service's address for this device: unique, it is how a device is found again.
    { name: 'endpoint', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'p256dh', type: 'text', required: true, admin: { hidden: true } },
    { name: 'auth', type: 'text', required: true, admin: { hidden: true } },
    { name: 'device', label: { es: 'Dispositivo', en: 'Device' }, type: 'text', admin: { readOnly: true } },
    // The admin language when the device subscribed: the words of its notifications.
    {
      name: 'language',
      type: 'select',
      defaultValue: 'es',
      options: ['es', 'en'],
      admin: { readOnly: true },
    },
    { name: 'lastSentAt', label: { es: 'Último aviso', en: 'Last notification' }, type: 'date', admin: { readOnly: true } },
  ],
}
