import type { CollectionConfig, Field } from 'payload'
import { isAdmin, isStaff, nobody, staffOneAtATime } from '@/access'
import {
  channelWords,
  deliveryStates,
  deliveryWords,
  leadChannels,
  leadFieldWords as w,
  leadLocales,
  leadStatuses,
  localeWords,
  marriedAnswers,
  marriedWords,
  safeAnswerWords,
  selectOptions,
  situations,
  situationWords,
  statusWords,
  stayAnswers,
  stayWords,
} from '@/features/leads/inbox/vocabulary'
import { safeAnswers } from '@/features/leads/enquiry/safe-contact'
import { deleteJobs, guardEvidence, keepSentEvidence, normalizeSearch, notifyReturnedSpam, queueNotifications } from './hooks'
import { intakeLeadPageFields } from '@/features/leads/desk/lead-page-fields'
import {
  auditLeadDelete,
  auditLeadList,
  auditLeadStatus,
  auditLeadView,
  guardSpamStatus,
  limitBulkLeadReads,
} from '@/features/audit/lead-hooks'

/** Written when the lead is stored (or by the server's own code), never by a person afterwards. */
const serverWritten = { update: () => false } as const
const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

/** A field of the visitor's record: shown, never edited (see guardEvidence in ./hooks.ts). */
function evidence<F extends Field>(field: F): F {
  return { ...field, access: serverWritten, admin: { ...field.admin, readOnly: true } } as F
}

/**
 * Leads: people who asked the firm to call them back. Created only by our own endpoints
 * (/api/prospecto/agregar, /api/prospecto/socialmedia) through the lead writer; the CMS REST API
 * never creates one. What the visitor sent and the consent record are evidence and never change;
 * staff work a lead through its status, assignee and notes. Every label is in Spanish and English
 * (src/features/leads/inbox/vocabulary.ts).
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: { es: 'Prospecto', en: 'Lead' }, plural: { es: 'Prospectos', en: 'Leads' } },
  access: { read: isStaff, create: nobody, update: staffOneAtATime, delete: isAdmin },
  defaultSort: '-createdAt',
  // Every enquiry counts its client's recent leads (admission.ts): one range read of this index,
  // whatever else the planner might pick (spam.flagged is indexed too, and nearly every lead is false).
  indexes: [{ fields: ['clientKey', 'createdAt'] }],
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'phone', 'earlierLeads', 'section', 'situation', 'status', 'campaignSource', 'createdAt'],
    // The search box looks in the normalized keys (accents, case and phone formatting ignored);
    // the query is normalized the same way by the `normalizeSearch` hook.
    listSearchableFields: ['searchName', 'searchPhone', 'searchEmail', 'section', 'campaignSource'],
    description: {
      es: 'Personas que pidieron que el despacho las llame.',
      en: 'People who asked the firm to call them back.',
    },
    components: {
      beforeListTable: ['@/features/leads/collection/components/ExportLeadsCsv#ExportLeadsCsv'],
    },
  },
  hooks: {
    // Agents read leads a page at a time and change them one at a time; only admins move a lead into
    // or out of spam; every view, list read, status change and delete is audited (src/features/audit).
    beforeOperation: [normalizeSearch, keepSentEvidence, limitBulkLeadReads],
    beforeChange: [guardEvidence, guardSpamStatus],
    afterChange: [queueNotifications, notifyReturnedSpam, auditLeadStatus],
    afterDelete: [deleteJobs],
    afterOperation: [auditLeadView, auditLeadList, auditLeadDelete],
  },
  // The desk's work first (status, assignee, notes): on a phone the sidebar comes after every other
  // field, and an agent should not scroll past the visitor's record to set a status.
  fields: [
    ...intakeLeadPageFields,
    {
      name: 'status',
      label: w.status,
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: selectOptions(leadStatuses, statusWords),
      admin: {
        description: {
          es: '«Posible spam»: marcado al llegar (sin aviso). Un administrador lo cambia a «Nuevo» si es una persona real: se envía el aviso entonces.',
          en: '"Suspected spam": flagged on arrival (not notified). An admin sets it to "New" if it is a real person: the notification goes out then.',
        },
      },
    },
    {
      name: 'assignee',
      label: w.assignee,
      type: 'relationship',
      relationTo: 'users',
      index: true,
    },
    {
      // Written by the intake view's first call, text or WhatsApp (first-contact.server.ts), once.
      name: 'firstContact',
      label: w.firstContact,
      type: 'group',
      access: serverWritten,
      admin: { position: 'sidebar', readOnly: true },
      fields: [
        { name: 'by', label: w.firstContactBy, type: 'relationship', relationTo: 'users' },
        { name: 'at', label: w.firstContactAt, type: 'date', index: true, admin: dayAndTime },
        // Whether that contact fell inside the hours the visitor called safe; empty when they gave none.
        { name: 'inWindow', label: w.firstContactInWindow, type: 'select', options: selectOptions(safeAnswers, safeAnswerWords) },
      ],
    },
    {
      name: 'notes',
      label: w.notes,
      labels: { singular: w.note, plural: w.notes },
      type: 'array',
      admin: {
        description: {
          es: 'Una nota guardada no se cambia ni se borra; para corregir, agregue otra.',
          en: 'A saved note is never changed or removed; to correct one, add another.',
        },
      },
      fields: [
        { name: 'text', label: w.noteText, type: 'textarea', required: true },
        // Set by the server from the session (guardEvidence), whatever the form sends.
        { name: 'author', label: w.noteAuthor, type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
        { name: 'at', label: w.noteAt, type: 'date', admin: { readOnly: true, ...dayAndTime } },
      ],
    },
    // What staff search by (src/features/leads/inbox/search-keys.ts), written with the lead. The
    // labels and this place (before the other searchable fields) are what the search box's
    // placeholder names first.
    evidence({ name: 'searchName', label: w.name, type: 'text', index: true, admin: { hidden: true } }),
    evidence({ name: 'searchPhone', label: w.phone, type: 'text', index: true, admin: { hidden: true } }),
    evidence({ name: 'searchEmail', label: w.email, type: 'text', index: true, admin: { hidden: true } }),
    evidence({
      // Earlier leads of the same person (phone or e-mail) in the 90 days before this one, linked
      // when it was stored (src/features/leads/inbox/earlier-leads.server.ts).
      name: 'earlierLeads',
      label: w.earlierLeads,
      type: 'relationship',
      relationTo: 'leads',
      hasMany: true,
      admin: {
        components: {
          Field: '@/features/leads/collection/components/EarlierLeads#EarlierLeads',
          Cell: '@/features/leads/collection/components/RepeatCell#RepeatCell',
        },
      },
    }),
    evidence({ name: 'name', label: w.name, type: 'text', required: true }),
    evidence({ name: 'phone', label: w.phone, type: 'text', required: true, index: true }),
    evidence({ name: 'email', label: w.email, type: 'text' }),
    evidence({
      name: 'situation',
      label: w.situation,
      type: 'select',
      index: true,
      options: selectOptions(situations, situationWords),
    }),
    evidence({ name: 'message', label: w.message, type: 'textarea' }),
    evidence({ name: 'married', label: w.married, type: 'select', options: selectOptions(marriedAnswers, marriedWords) }),
    evidence({ name: 'stay', label: w.stay, type: 'select', options: selectOptions(stayAnswers, stayWords) }),
    evidence({
      name: 'section',
      label: w.section,
      type: 'text',
      index: true,
      admin: { description: { es: 'seccion: el formulario de donde vino.', en: 'seccion: the form the lead came from.' } },
    }),
    evidence({ name: 'campaignSource', label: w.campaignSource, type: 'text', index: true }),
    evidence({ name: 'locale', label: w.locale, type: 'select', options: selectOptions(leadLocales, localeWords) }),
    evidence({
      name: 'channel',
      label: w.channel,
      type: 'select',
      required: true,
      defaultValue: 'web',
      index: true,
      options: selectOptions(leadChannels, channelWords),
    }),
    evidence({
      name: 'variant',
      label: w.variant,
      type: 'text',
      admin: {
        description: {
          es: 'La variante del formulario que envió el prospecto.',
          en: 'The enquiry form variant that posted the lead.',
        },
      },
    }),
    evidence({
      name: 'clientSubmittedAt',
      label: w.clientSubmittedAt,
      type: 'text',
      admin: { description: { es: 'fecha_hora tal como la envió el navegador.', en: 'fecha_hora as the browser sent it.' } },
    }),
    evidence({ name: 'submissionId', label: w.submissionId, type: 'text', unique: true, index: true }),
    evidence({
      name: 'socialMedia',
      label: w.socialMedia,
      type: 'group',
      admin: { condition: (data) => data?.channel === 'social-media' },
      fields: [
        { name: 'agent', label: w.socialAgent, type: 'text' },
        { name: 'source', label: w.socialSource, type: 'text' },
        { name: 'status', label: w.socialStatus, type: 'text' },
        { name: 'link', label: w.socialLink, type: 'text' },
        { name: 'type', label: w.socialType, type: 'text' },
        { name: 'hora', label: w.socialHora, type: 'checkbox' },
        { name: 'referred', label: w.socialReferred, type: 'checkbox' },
        { name: 'videoCall', label: w.socialVideoCall, type: 'checkbox' },
        { name: 'enteredBy', label: w.socialEnteredBy, type: 'relationship', relationTo: 'users' },
      ],
    }),
    evidence({
      name: 'consent',
      label: w.consent,
      type: 'group',
      fields: [
        { name: 'accepted', label: w.consentAccepted, type: 'checkbox' },
        { name: 'text', label: w.consentText, type: 'textarea' },
        { name: 'language', label: w.consentLanguage, type: 'text' },
        { name: 'versionHash', label: w.consentVersion, type: 'text' },
        { name: 'at', label: w.consentAt, type: 'date', admin: dayAndTime },
        { name: 'timeZone', label: w.consentTimeZone, type: 'text' },
        // Indexed: the per-IP rate limit counts a visitor's recent leads by it.
        { name: 'ip', label: w.consentIp, type: 'text', index: true },
        { name: 'userAgent', label: w.consentUserAgent, type: 'text' },
        { name: 'pageUrl', label: w.pageUrl, type: 'text' },
        { name: 'sectionLabel', label: w.sectionLabel, type: 'text' },
      ],
    }),
    evidence({
      // How the visitor may be reached safely (src/features/leads/enquiry/safe-contact.ts); empty when
      // they skipped the group. Staff read it first on the desk (src/features/leads/desk).
      name: 'safeContact',
      label: w.safeContact,
      type: 'group',
      fields: [
        { name: 'call', label: w.safeCall, type: 'select', options: selectOptions(safeAnswers, safeAnswerWords) },
        { name: 'callFrom', label: w.safeCallFrom, type: 'number', min: 0, max: 23 },
        { name: 'callTo', label: w.safeCallTo, type: 'number', min: 1, max: 24 },
        { name: 'voicemail', label: w.safeVoicemail, type: 'select', options: selectOptions(safeAnswers, safeAnswerWords) },
        { name: 'texting', label: w.safeTexting, type: 'select', options: selectOptions(safeAnswers, safeAnswerWords) },
        { name: 'email', label: w.safeEmail, type: 'select', options: selectOptions(safeAnswers, safeAnswerWords) },
        { name: 'confirmation', label: w.safeConfirmation, type: 'checkbox' },
      ],
    }),
    evidence({
      // The bucket the visitor's posts are counted in (IPv4 address or IPv6 /64, see clientKey in
      // src/server/request.ts): per-client limits count a visitor's recent leads by it.
      name: 'clientKey',
      type: 'text',
      index: true,
      admin: { hidden: true },
    }),
    {
      // Written only by the notification queue (src/features/leads/notifications): did the intake inbox
      // and the CRM hear of this lead? `failed` means the retries ran out; see lastError.
      name: 'notifications',
      label: w.notifications,
      type: 'group',
      access: serverWritten,
      admin: { position: 'sidebar', readOnly: true },
      fields: [
        {
          name: 'email',
          label: w.emailNotification,
          type: 'select',
          index: true,
          options: selectOptions(deliveryStates, deliveryWords),
        },
        { name: 'emailedAt', label: w.emailedAt, type: 'date', admin: dayAndTime },
        { name: 'webhook', label: w.webhookNotification, type: 'select', options: selectOptions(deliveryStates, deliveryWords) },
        { name: 'webhookAt', label: w.webhookAt, type: 'date', admin: dayAndTime },
        // The staff's phones (src/features/leads/staff-push): sent to at least one device, or skipped.
        { name: 'push', label: w.pushNotification, type: 'select', options: selectOptions(deliveryStates, deliveryWords) },
        { name: 'pushAt', label: w.pushAt, type: 'date', admin: dayAndTime },
        // The visitor's confirmation e-mail (src/features/leads/visitor-confirmation).
        {
          name: 'confirmation',
          label: w.confirmationNotification,
          type: 'select',
          options: selectOptions(deliveryStates, deliveryWords),
        },
        { name: 'confirmationAt', label: w.confirmationAt, type: 'date', admin: dayAndTime },
        // Announced again while nobody contacted it (src/features/leads/escalation): to the staff on duty, to the admins.
        { name: 'escalatedAt', label: w.escalatedAt, type: 'date', admin: dayAndTime },
        { name: 'adminsAlertedAt', label: w.adminsAlertedAt, type: 'date', admin: dayAndTime },
        { name: 'lastError', label: w.lastError, type: 'text' },
        // Each channel is a Payload job (src/features/leads/notifications/lead-jobs.server.ts), which
        // writes its state here; `attempts` is the last failed channel's try.
        { name: 'attempts', label: w.attempts, type: 'number' },
      ],
    },
    {
      // Why the lead arrived as suspected spam (status `spam`); kept after staff return it to the
      // queue, as the record of why it was held.
      name: 'spam',
      label: w.spam,
      type: 'group',
      access: serverWritten,
      admin: { position: 'sidebar', readOnly: true },
      fields: [
        { name: 'flagged', label: w.spamFlagged, type: 'checkbox', defaultValue: false, index: true },
        { name: 'reason', label: w.spamReason, type: 'text' },
      ],
    },
  ],
}
