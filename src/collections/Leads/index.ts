import type { CollectionConfig } from 'payload'
import { isAdmin, isStaff, nobody } from '@/access'
import { intakeLeadPageFields } from '@/features/intake/lead-page-fields'
import { leadStatuses, marriedAnswers, situations, stayAnswers } from '@/features/enquiry/situations'

const readOnlyAfterCreate = { update: () => false } as const

const deliveryStates = ['pending', 'retrying', 'sent', 'failed', 'skipped'] as const

/**
 * Leads: people who asked the firm to call them back. Created only by our own endpoints
 * (/api/prospecto/agregar, /api/prospecto/socialmedia) through the Local API; the CMS REST API
 * never creates one. Staff read and work them; the consent record is never edited.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'phone', 'section', 'situation', 'status', 'campaignSource', 'createdAt'],
    listSearchableFields: ['name', 'phone', 'email', 'section', 'campaignSource'],
    description: 'Everyone who asked the firm to call them back. Filter with the list controls; export below.',
    components: {
      beforeListTable: ['@/collections/Leads/components/ExportLeadsCsv#ExportLeadsCsv'],
    },
  },
  fields: [
    ...intakeLeadPageFields,
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: leadStatuses.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'notes',
      type: 'array',
      admin: { position: 'sidebar' },
      fields: [
        { name: 'text', type: 'textarea', required: true },
        { name: 'author', type: 'relationship', relationTo: 'users' },
        { name: 'at', type: 'date', defaultValue: () => new Date().toISOString() },
      ],
    },
    { name: 'submissionId', type: 'text', unique: true, index: true, access: readOnlyAfterCreate, admin: { readOnly: true } },
    {
      name: 'channel',
      type: 'select',
      required: true,
      defaultValue: 'web',
      index: true,
      options: [
        { label: 'Website', value: 'web' },
        { label: 'Social media (entered by staff)', value: 'social-media' },
      ],
    },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text', required: true, index: true },
    { name: 'message', type: 'textarea' },
    { name: 'situation', type: 'select', index: true, options: situations.map((value) => ({ label: value, value })) },
    { name: 'married', type: 'select', options: marriedAnswers.map((value) => ({ label: value, value })) },
    { name: 'stay', type: 'select', options: stayAnswers.map((value) => ({ label: value, value })) },
    { name: 'section', type: 'text', index: true, admin: { description: 'seccion: the form the lead came from.' } },
    {
      name: 'variant',
      type: 'text',
      access: readOnlyAfterCreate,
      admin: { readOnly: true, description: 'The enquiry form variant that posted the lead.' },
    },
    { name: 'campaignSource', type: 'text', index: true },
    { name: 'locale', type: 'select', options: ['es', 'en'] },
    { name: 'clientSubmittedAt', type: 'text', admin: { description: 'fecha_hora as the browser sent it.' } },
    {
      name: 'socialMedia',
      type: 'group',
      admin: { condition: (data) => data?.channel === 'social-media' },
      fields: [
        { name: 'agent', type: 'text' },
        { name: 'source', type: 'text' },
        { name: 'status', type: 'text' },
        { name: 'link', type: 'text' },
        { name: 'type', type: 'text' },
        { name: 'hora', type: 'checkbox' },
        { name: 'referred', type: 'checkbox' },
        { name: 'videoCall', type: 'checkbox' },
        { name: 'enteredBy', type: 'relationship', relationTo: 'users' },
      ],
    },
    {
      name: 'consent',
      type: 'group',
      access: readOnlyAfterCreate,
      admin: { readOnly: true },
      fields: [
        { name: 'accepted', type: 'checkbox' },
        { name: 'text', type: 'textarea' },
        { name: 'language', type: 'text' },
        { name: 'versionHash', type: 'text' },
        { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'timeZone', type: 'text' },
        // Indexed: the per-IP rate limit counts a visitor's recent leads by it.
        { name: 'ip', type: 'text', index: true },
        { name: 'userAgent', type: 'text' },
        { name: 'pageUrl', type: 'text' },
        { name: 'sectionLabel', type: 'text' },
      ],
    },
    {
      // The bucket the visitor's posts are counted in (IPv4 address or IPv6 /64, see clientKey in
      // src/server/request.ts): per-client limits count a visitor's recent leads by it.
      name: 'clientKey',
      type: 'text',
      index: true,
      access: readOnlyAfterCreate,
      admin: { hidden: true },
    },
    {
      // Written only by the notification queue (src/features/notifications): did the intake inbox
      // and the CRM hear of this lead? `failed` means the retries ran out; see lastError.
      name: 'notifications',
      type: 'group',
      access: readOnlyAfterCreate,
      admin: { position: 'sidebar', readOnly: true },
      fields: [
        { name: 'email', type: 'select', index: true, options: [...deliveryStates] },
        { name: 'emailedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'webhook', type: 'select', options: [...deliveryStates] },
        { name: 'webhookAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'queuedAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lastError', type: 'text' },
        // Who is sending right now (src/features/notifications/claim.server.ts): a delivery claims
        // its channel with one conditional UPDATE before it sends, so two passes that picked the
        // same job (Payload does not claim jobs atomically) never both send.
        { name: 'emailClaimedAt', type: 'date', admin: { hidden: true } },
        { name: 'webhookClaimedAt', type: 'date', admin: { hidden: true } },
      ],
    },
    {
      name: 'spam',
      type: 'group',
      access: readOnlyAfterCreate,
      admin: { position: 'sidebar', readOnly: true },
      fields: [
        { name: 'flagged', type: 'checkbox', defaultValue: false, index: true },
        { name: 'reason', type: 'text' },
      ],
    },
  ],
}
