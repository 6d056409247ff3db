import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'
import { isAdmin, nobody } from '@/access'
import { auditActions, auditActionWords } from '@/features/audit/actions'

const APPEND_ONLY = 'El registro de auditoría no se cambia ni se borra. / The audit log is never changed or deleted.'

/**
 * Append-only, whatever the caller: access rules stop REST, the admin and the Local API with
 * overrideAccess false; these hooks stop the Local API with access overridden too (the server's own
 * code). Only `recordAudit` (src/features/audit) creates entries.
 */
const refuseUpdate: CollectionBeforeChangeHook = ({ operation, data }) => {
  if (operation !== 'create') throw new APIError(APPEND_ONLY, 403, undefined, true)
  return data
}
const refuseDelete: CollectionBeforeDeleteHook = () => {
  throw new APIError(APPEND_ONLY, 403, undefined, true)
}

/**
 * Who did what to lead data, and when: every export (with its filter), every view of a lead, every
 * status change, every erasure and retention pass, the notification ceiling's alerts, and every
 * sign-in and account security event (src/features/staff-auth). Admins
 * read it; nobody edits or deletes it. Entries carry ids, counts and labels, never a lead's
 * name, phone, e-mail or message (an erasure keeps only a keyed hash of the phone or e-mail).
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: { es: 'Registro de auditoría', en: 'Audit entry' }, plural: { es: 'Auditoría', en: 'Audit log' } },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  defaultSort: '-createdAt',
  disableDuplicate: true,
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'actorName', 'lead', 'summary'],
    description: {
      es: 'Quién exportó, vio, cambió o borró datos de prospectos, y cuándo. No se puede cambiar ni borrar.',
      en: 'Who exported, viewed, changed or erased lead data, and when. It cannot be changed or deleted.',
    },
  },
  hooks: { beforeChange: [refuseUpdate], beforeDelete: [refuseDelete] },
  fields: [
    {
      name: 'action',
      label: { es: 'Acción', en: 'Action' },
      type: 'select',
      required: true,
      index: true,
      options: auditActions.map((value) => ({ value, label: auditActionWords[value] })),
      admin: { readOnly: true },
    },
    // The account, and its name at the time (kept if the account is deleted later).
    { name: 'actor', label: { es: 'Usuario', en: 'User' }, type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    { name: 'actorName', label: { es: 'Quién', en: 'Who' }, type: 'text', admin: { readOnly: true } },
    // A plain number, not a relation: the entry outlives the lead (erasure, retention).
    { name: 'lead', label: { es: 'Prospecto (id)', en: 'Lead (id)' }, type: 'number', index: true, admin: { readOnly: true } },
    // The staff account a sign-in or account event is about (a plain number: it outlives the account).
    { name: 'subject', label: { es: 'Cuenta (id)', en: 'Account (id)' }, type: 'number', index: true, admin: { readOnly: true } },
    // A keyed hash of the client's address (src/server/log-scrub.ts hashAddress), never the address.
    { name: 'client', label: { es: 'Cliente (hash)', en: 'Client (hash)' }, type: 'text', admin: { readOnly: true } },
    { name: 'summary', label: { es: 'Qué', en: 'What' }, type: 'text', admin: { readOnly: true } },
    { name: 'detail', label: { es: 'Detalle', en: 'Detail' }, type: 'json', admin: { readOnly: true } },
  ],
}
