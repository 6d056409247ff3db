import type { CollectionBeforeChangeHook, CollectionConfig, FieldHook, TextFieldSingleValidation } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access'
import { selectOptions, staffLanguage } from '@/features/leads/inbox/vocabulary'
import { OPT_OUT_NOTE_MAX, optOutPhone, optOutSources, optOutSourceWords } from '@/features/leads/texting-opt-out/register'

/** Written once, when the entry is recorded. */
const setOnce = { update: () => false } as const

const normalizePhone: FieldHook = ({ value }) => optOutPhone(value) ?? value

const validPhone: TextFieldSingleValidation = (value, { req }) =>
  optOutPhone(value) !== null ||
  (staffLanguage(req.i18n?.language) === 'en'
    ? 'Enter a phone number (7 to 15 digits).'
    : 'Escriba un número de teléfono (de 7 a 15 dígitos).')

/** When and by whom come from the server clock and the session, whatever the form sends. */
const stampEntry: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  return {
    ...data,
    recordedAt: new Date().toISOString(),
    recordedBy: req.user?.collection === 'users' ? req.user.id : null,
  }
}

/**
 * Numbers that asked not to be texted (issue 25, item 5): the desk shows no SMS or WhatsApp link
 * for them (src/features/leads/texting-opt-out). One entry per number, in the form a lead's number is
 * searched by. Staff record entries (the lead's "asked to stop" buttons, or here); an SMS
 * provider's webhook adds them too (POST /api/texting-opt-outs). Only admins remove one.
 */
export const TextingOptOuts: CollectionConfig = {
  slug: 'texting-opt-outs',
  labels: {
    singular: { es: 'Baja de mensajes de texto', en: 'Texting opt-out' },
    plural: { es: 'Bajas de mensajes de texto', en: 'Texting opt-outs' },
  },
  access: { read: isStaff, create: isStaff, update: nobody, delete: isAdmin },
  defaultSort: '-recordedAt',
  admin: {
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'source', 'recordedAt', 'recordedBy'],
    listSearchableFields: ['phone'],
    description: {
      es: 'Números que pidieron no recibir mensajes de texto: la mesa de admisión no ofrece SMS ni WhatsApp para ellos, solo llamar.',
      en: 'Numbers that asked not to be texted: the intake desk offers no SMS or WhatsApp for them, only calls.',
    },
  },
  hooks: { beforeChange: [stampEntry] },
  fields: [
    {
      name: 'phone',
      label: { es: 'Número', en: 'Number' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: setOnce,
      validate: validPhone,
      hooks: { beforeValidate: [normalizePhone] },
      admin: { description: { es: 'Solo dígitos; sin el +1 de EE. UU.', en: 'Digits only; without the US +1.' } },
    },
    {
      name: 'source',
      label: { es: 'Cómo lo pidió', en: 'How they asked' },
      type: 'select',
      required: true,
      defaultValue: 'call',
      access: setOnce,
      options: selectOptions(optOutSources, optOutSourceWords),
    },
    { name: 'note', label: { es: 'Nota', en: 'Note' }, type: 'textarea', maxLength: OPT_OUT_NOTE_MAX, access: setOnce },
    {
      name: 'recordedAt',
      label: { es: 'Registrado', en: 'Recorded' },
      type: 'date',
      index: true,
      access: setOnce,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'recordedBy',
      label: { es: 'Registrado por', en: 'Recorded by' },
      type: 'relationship',
      relationTo: 'users',
      access: setOnce,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: { es: 'Vacío: lo agregó el webhook.', en: 'Empty: added by the webhook.' },
      },
    },
  ],
}
