import type { CollectionConfig } from 'payload'
import { adminOrSelf, canUseAdmin, isAdmin, isAdminField } from '@/access'

/** Staff accounts. Admins manage users and settings; agents work the lead inbox. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
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
