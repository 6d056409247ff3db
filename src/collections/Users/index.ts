import type { CollectionConfig } from 'payload'
import { adminOrSelf, canUseAdmin, isAdmin, isAdminField } from '@/access'

/** Staff accounts. Admins manage users and settings; agents work the lead inbox. */
export const Users: CollectionConfig = {
  slug: 'users',
  // Payload's own lockout is off: a stranger could lock the real admin out for minutes with a few
  // wrong passwords. Logins are throttled instead (src/features/staff-auth), per client and per
  // account, with waits of seconds.
  auth: { maxLoginAttempts: 0 },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'] },
  access: {
    admin: canUseAdmin,
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['agent'],
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Agent', value: 'agent' },
      ],
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
