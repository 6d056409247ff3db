/**
 * STAND-IN until branch intake-data lands (it owns this file): the staff labels of a lead's status
 * and situation in the staff member's language. On merge, take intake-data's version.
 */
import esEnquiry from '@/messages/es/enquiry.json'
import enEnquiry from '@/messages/en/enquiry.json'

export type StaffLanguage = 'es' | 'en'

const statusLabels: Record<StaffLanguage, Record<string, string>> = {
  es: {
    new: 'Nuevo',
    contacted: 'Contactado',
    qualified: 'Calificado',
    retained: 'Contratado',
    'not-qualified': 'No calificado',
    spam: 'Posible spam',
  },
  en: {
    new: 'New',
    contacted: 'Contacted',
    qualified: 'Qualified',
    retained: 'Retained',
    'not-qualified': 'Not qualified',
    spam: 'Suspected spam',
  },
}

export function statusLabel(status: string, lang: StaffLanguage): string {
  return statusLabels[lang][status] ?? status
}

export function situationLabel(situation: string, lang: StaffLanguage): string {
  const labels: Record<string, string> = (lang === 'es' ? esEnquiry : enEnquiry).situations
  return labels[situation] ?? situation
}
