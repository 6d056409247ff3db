import {
  leadStatuses,
  marriedAnswers,
  situations,
  stayAnswers,
  type LeadStatus,
  type Situation,
} from '@/features/leads/enquiry/situations'

/**
 * The lead vocabulary staff read, in both admin languages, in one place: the lead collection's
 * labels and select options, the CSV, the intake e-mail and the intake view all take their words
 * from here. (The visitor's own form asks with longer sentences, in src/messages/{es,en}/enquiry.json.)
 *
 * Every entry is a `{ es, en }` object, which is also the shape Payload takes for a translated label.
 */
export const staffLanguages = ['es', 'en'] as const
export type StaffLanguage = (typeof staffLanguages)[number]
export type Words = Record<StaffLanguage, string>

/** Spanish unless the language is English: the firm's staff work in Spanish first. */
export function staffLanguage(value: unknown): StaffLanguage {
  return typeof value === 'string' && value.toLowerCase().startsWith('en') ? 'en' : 'es'
}

export const statusWords: Record<LeadStatus, Words> = {
  new: { es: 'Nuevo', en: 'New' },
  contacted: { es: 'Contactado', en: 'Contacted' },
  qualified: { es: 'Califica', en: 'Qualified' },
  retained: { es: 'Contrató', en: 'Retained' },
  'not-qualified': { es: 'No califica', en: 'Not qualified' },
  spam: { es: 'Posible spam', en: 'Suspected spam' },
}

export const situationWords: Record<Situation, Words> = {
  spouse: { es: 'Por su esposo(a) ciudadano o residente', en: 'Through citizen or resident spouse' },
  divorced: { es: 'Divorciado(a) de ciudadano o residente (≤ 18 meses)', en: 'Divorced from citizen or resident (≤ 18 months)' },
  adultChild: { es: 'Por hijo(a) ciudadano mayor de 21', en: 'Through citizen son or daughter over 21' },
  abuseVictim: { es: 'Víctima de maltrato (coyote, patrón o pareja)', en: 'Abuse victim (smuggler, employer or partner)' },
  bringFamily: { es: 'Ciudadano o residente: traer a su familia', en: 'Citizen or resident: bring family' },
  fiance: { es: 'Ciudadano: traer a su prometido(a)', en: 'Citizen: bring fiancé(e)' },
  crimeVictim: { es: 'Víctima de crimen que colaboró con la policía', en: 'Crime victim who helped the police' },
  none: { es: 'Ninguna de las anteriores', en: 'None of the above' },
}

const yes: Words = { es: 'Sí', en: 'Yes' }
const no: Words = { es: 'No', en: 'No' }

export const safeAnswerWords: Record<'yes' | 'no', Words> = { yes, no }
export const marriedWords: Record<(typeof marriedAnswers)[number], Words> = { yes, no }
export const stayWords: Record<(typeof stayAnswers)[number], Words> = { si: yes, no }

export const leadChannels = ['web', 'social-media'] as const
export type LeadChannel = (typeof leadChannels)[number]
export const channelWords: Record<LeadChannel, Words> = {
  web: { es: 'Sitio web', en: 'Website' },
  'social-media': { es: 'Redes sociales (capturado por el personal)', en: 'Social media (entered by staff)' },
}

export const leadLocales = ['es', 'en'] as const
export const localeWords: Record<(typeof leadLocales)[number], Words> = {
  es: { es: 'Español', en: 'Spanish' },
  en: { es: 'Inglés', en: 'English' },
}

/** How far a notification (intake e-mail, CRM webhook) got. */
export const deliveryStates = ['pending', 'sending', 'retrying', 'sent', 'failed', 'skipped'] as const
export type DeliveryState = (typeof deliveryStates)[number]
export const deliveryWords: Record<DeliveryState, Words> = {
  pending: { es: 'Pendiente', en: 'Pending' },
  sending: { es: 'Enviando', en: 'Sending' },
  retrying: { es: 'Reintentando', en: 'Retrying' },
  sent: { es: 'Enviado', en: 'Sent' },
  failed: { es: 'Falló', en: 'Failed' },
  skipped: { es: 'Omitido', en: 'Skipped' },
}

/** Labels of the lead's fields, shared by the admin, the CSV headers and the intake e-mail. */
export const leadFieldWords = {
  id: { es: 'ID', en: 'ID' },
  status: { es: 'Estado', en: 'Status' },
  assignee: { es: 'Asignado a', en: 'Assigned to' },
  notes: { es: 'Notas', en: 'Notes' },
  note: { es: 'Nota', en: 'Note' },
  noteText: { es: 'Texto', en: 'Text' },
  noteAuthor: { es: 'Autor', en: 'Author' },
  noteAt: { es: 'Fecha', en: 'Date' },
  firstContact: { es: 'Primer contacto', en: 'First contact' },
  firstContactBy: { es: 'Por', en: 'By' },
  firstContactAt: { es: 'Cuándo', en: 'When' },
  received: { es: 'Recibido', en: 'Received' },
  name: { es: 'Nombre', en: 'Name' },
  phone: { es: 'Teléfono', en: 'Phone' },
  email: { es: 'Correo electrónico', en: 'E-mail' },
  message: { es: 'Mensaje', en: 'Message' },
  situation: { es: 'Situación', en: 'Situation' },
  married: { es: 'Casado(a) con ciudadano', en: 'Married to a citizen' },
  stay: { es: 'Más de 10 años en el país', en: 'More than 10 years in the country' },
  section: { es: 'Formulario (seccion)', en: 'Form (seccion)' },
  variant: { es: 'Variante del formulario', en: 'Form variant' },
  campaignSource: { es: 'Fuente de campaña', en: 'Campaign source' },
  channel: { es: 'Canal', en: 'Channel' },
  locale: { es: 'Idioma', en: 'Language' },
  clientSubmittedAt: { es: 'Hora del navegador (fecha_hora)', en: 'Browser time (fecha_hora)' },
  submissionId: { es: 'ID de envío', en: 'Submission ID' },
  socialMedia: { es: 'Redes sociales', en: 'Social media' },
  socialAgent: { es: 'Agente', en: 'Agent' },
  socialSource: { es: 'Fuente en redes', en: 'Social source' },
  socialStatus: { es: 'Estado en redes', en: 'Social status' },
  socialLink: { es: 'Enlace de la conversación', en: 'Conversation link' },
  socialType: { es: 'Tipo', en: 'Type' },
  socialHora: { es: 'Hora', en: 'Hora' },
  socialReferred: { es: 'Referido', en: 'Referred' },
  socialVideoCall: { es: 'Videollamada', en: 'Video call' },
  socialEnteredBy: { es: 'Capturado por', en: 'Entered by' },
  consent: { es: 'Consentimiento', en: 'Consent' },
  consentAccepted: { es: 'Consentimiento aceptado', en: 'Consent accepted' },
  consentText: { es: 'Texto del consentimiento', en: 'Consent text' },
  consentLanguage: { es: 'Idioma del consentimiento', en: 'Consent language' },
  consentVersion: { es: 'Versión del consentimiento', en: 'Consent version' },
  consentAt: { es: 'Consentimiento dado el', en: 'Consent given at' },
  consentTimeZone: { es: 'Zona horaria del visitante', en: "Visitor's time zone" },
  consentIp: { es: 'Dirección IP', en: 'IP address' },
  consentUserAgent: { es: 'Navegador', en: 'Browser (user agent)' },
  pageUrl: { es: 'Página', en: 'Page' },
  sectionLabel: { es: 'Sección de la página', en: 'Page section' },
  notifications: { es: 'Avisos', en: 'Notifications' },
  emailNotification: { es: 'Correo a recepción', en: 'Intake e-mail' },
  emailedAt: { es: 'Correo enviado el', en: 'E-mailed at' },
  webhookNotification: { es: 'Aviso al CRM', en: 'CRM webhook' },
  webhookAt: { es: 'CRM avisado el', en: 'Webhook sent at' },
  pushNotification: { es: 'Aviso a los teléfonos', en: 'Staff phones notified' },
  pushAt: { es: 'Teléfonos avisados el', en: 'Phones notified at' },
  confirmationNotification: { es: 'Confirmación al visitante', en: 'Confirmation to the visitor' },
  confirmationAt: { es: 'Confirmación enviada el', en: 'Confirmation sent at' },
  escalatedAt: { es: 'Sin atender: guardia avisada de nuevo el', en: 'Waiting: staff on duty alerted again at' },
  adminsAlertedAt: { es: 'Sin atender: administradores avisados el', en: 'Waiting: admins alerted at' },
  attempts: { es: 'Intentos fallidos', en: 'Failed attempts' },
  lastError: { es: 'Último error', en: 'Last error' },
  spam: { es: 'Spam', en: 'Spam' },
  spamFlagged: { es: 'Marcado como posible spam', en: 'Flagged as suspected spam' },
  spamReason: { es: 'Motivo', en: 'Reason' },
  earlierLeads: { es: 'Solicitudes anteriores', en: 'Earlier enquiries' },
  // How the visitor may be contacted safely (src/features/leads/enquiry/safe-contact.ts)
  safeContact: { es: 'Contacto seguro', en: 'Safe contact' },
  safeCall: { es: '¿Es seguro llamar?', en: 'Safe to call?' },
  safeCallFrom: { es: 'Llamar desde (hora)', en: 'Call from (hour)' },
  safeCallTo: { es: 'Llamar hasta (hora)', en: 'Call until (hour)' },
  safeVoicemail: { es: '¿Dejar mensaje de voz?', en: 'Leave a voicemail?' },
  safeTexting: { es: '¿SMS o WhatsApp?', en: 'Text or WhatsApp?' },
  safeEmail: { es: '¿Correo electrónico?', en: 'E-mail?' },
  safeConfirmation: { es: 'Pidió correo de confirmación', en: 'Asked for a confirmation e-mail' },
  firstContactInWindow: { es: 'Dentro del horario seguro', en: 'Inside the safe hours' },
  repeat: { es: 'Repetido', en: 'Repeat' },
} as const satisfies Record<string, Words>
export type LeadField = keyof typeof leadFieldWords

function pick(table: Partial<Record<string, Words>>, code: string | null | undefined, lang: StaffLanguage): string {
  if (!code) return ''
  return table[code]?.[lang] ?? code
}

/** A code's label from one of the tables above; an unknown code is shown as it is rather than hidden. */
function labelFrom(table: Partial<Record<string, Words>>) {
  return (code: string | null | undefined, lang: StaffLanguage): string => pick(table, code, lang)
}
export const statusLabel = labelFrom(statusWords)
export const situationLabel = labelFrom(situationWords)
export const marriedLabel = labelFrom(marriedWords)
export const stayLabel = labelFrom(stayWords)
export const channelLabel = labelFrom(channelWords)
export const localeLabel = labelFrom(localeWords)
export const deliveryLabel = labelFrom(deliveryWords)
export const safeAnswerLabel = labelFrom(safeAnswerWords)
export function fieldLabel(field: LeadField, lang: StaffLanguage): string {
  return leadFieldWords[field][lang]
}

/** Payload select options with `{ es, en }` labels, in the codes' own order. */
export function selectOptions<Code extends string>(codes: readonly Code[], words: Record<Code, Words>) {
  return codes.map((value) => ({ value, label: { ...words[value] } }))
}

export { leadStatuses, situations, marriedAnswers, stayAnswers }
export type { LeadStatus, Situation }
