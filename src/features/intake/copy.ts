import type { StaffLanguage } from '@/features/lead-inbox/vocabulary'

/**
 * The intake desk's own words (intake home, lead contact links, campaign dashboard) in both staff
 * languages. Status and situation labels come from src/features/lead-inbox/vocabulary.ts.
 */
const es = {
  homeTitle: 'Bandeja de intake',
  newLeads: 'Leads nuevos',
  noNewLeads: 'No hay leads nuevos. ¡Buen trabajo!',
  otherStatuses: 'Otros estados',
  allLeads: 'Todos los leads',
  socialMediaForm: 'Lead de redes sociales',
  campaigns: 'Campañas',
  call: 'Llamar',
  text: 'SMS',
  whatsapp: 'WhatsApp',
  noPhone: 'Sin teléfono válido',
  open: 'Abrir',
  language: { es: 'Español', en: 'Inglés' } as Record<string, string>,
  noSituation: 'Sin situación',
  noSection: 'Sin sección',
  moreNew: (n: number) => `y ${n} más en la lista`,
  contactLinks: 'Contactar',
  firstContact: (who: string, when: string) => `Primer contacto: ${who}, ${when}`,
  notContacted: 'Nadie lo ha contactado todavía: el primer toque en un enlace queda registrado.',
  // Campaign dashboard
  dashboardTitle: 'Campañas: de dónde vienen los clientes',
  adminsOnly: 'Este panel es solo para administradores.',
  from: 'Desde',
  to: 'Hasta',
  apply: 'Aplicar',
  downloadCsv: 'Descargar CSV',
  perWeek: 'Leads por semana',
  week: 'Semana (inicia lunes)',
  leads: 'Leads',
  bySection: 'Por sección',
  bySource: 'Por campaña (fuente)',
  byLanguage: 'Por idioma',
  funnel: 'Cuántos llegaron a cada estado',
  section: 'Sección',
  source: 'Fuente',
  lang: 'Idioma',
  status: 'Estado',
  total: 'Total',
  none: '(ninguna)',
  spamExcluded: 'Sin contar posible spam.',
  range: (from: string, to: string, zone: string) => `Del ${from} al ${to} (${zone}).`,
}

export type IntakeCopy = typeof es

const en: IntakeCopy = {
  homeTitle: 'Intake desk',
  newLeads: 'New leads',
  noNewLeads: 'No new leads. Well done!',
  otherStatuses: 'Other statuses',
  allLeads: 'All leads',
  socialMediaForm: 'Social-media lead',
  campaigns: 'Campaigns',
  call: 'Call',
  text: 'Text',
  whatsapp: 'WhatsApp',
  noPhone: 'No valid phone',
  open: 'Open',
  language: { es: 'Spanish', en: 'English' },
  noSituation: 'No situation',
  noSection: 'No section',
  moreNew: (n) => `and ${n} more in the list`,
  contactLinks: 'Contact',
  firstContact: (who, when) => `First contact: ${who}, ${when}`,
  notContacted: 'Nobody has contacted this lead yet: the first tap on a link is recorded.',
  dashboardTitle: 'Campaigns: where clients come from',
  adminsOnly: 'This dashboard is for admins only.',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  downloadCsv: 'Download CSV',
  perWeek: 'Leads per week',
  week: 'Week (starting Monday)',
  leads: 'Leads',
  bySection: 'By section',
  bySource: 'By campaign (source)',
  byLanguage: 'By language',
  funnel: 'How many reached each status',
  section: 'Section',
  source: 'Source',
  lang: 'Language',
  status: 'Status',
  total: 'Total',
  none: '(none)',
  spamExcluded: 'Suspected spam not counted.',
  range: (from, to, zone) => `From ${from} to ${to} (${zone}).`,
}

export function intakeCopy(lang: StaffLanguage): IntakeCopy {
  return lang === 'en' ? en : es
}

/** The staff member's admin language (Payload i18n), Spanish unless it is English. */
export function staffLanguage(i18n: { language?: string } | undefined): StaffLanguage {
  return i18n?.language === 'en' ? 'en' : 'es'
}
