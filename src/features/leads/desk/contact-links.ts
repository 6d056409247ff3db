/**
 * The one-tap links of a lead: call, text and WhatsApp, with a greeting in the lead's own language.
 * Phones are stored as digits only (spec §3); a 10-digit number is a US one.
 */
export type LeadLanguage = 'es' | 'en'

export type ContactLinks = { tel: string; sms: string; whatsapp: string; display: string } | null

/** +1 for a 10-digit US number; digits that already carry a country code keep it. Null when unusable. */
export function internationalNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '')
  if (digits.length === 10) return `+1${digits}`
  if (digits.length >= 11 && digits.length <= 15) return `+${digits}`
  return null
}

/** (915) 555-0142 for US numbers, +52 656… as given otherwise. */
export function displayNumber(international: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(international)
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : international
}

export function whatsappGreeting(language: LeadLanguage, leadName: string, firmName: string): string {
  const first = leadName.trim().split(/\s+/)[0] ?? ''
  return language === 'en'
    ? `Hello ${first}, this is ${firmName}. We received your request for a free consultation and would like to help you. Is this a good time to talk?`
    : `Hola ${first}, le saluda ${firmName}. Recibimos su solicitud de consulta gratuita y queremos ayudarle. ¿Es buen momento para hablar?`
}

export function contactLinks(lead: {
  phone?: string | null
  name?: string | null
  locale?: string | null
  firmName: string
}): ContactLinks {
  const number = internationalNumber(lead.phone)
  if (!number) return null
  const language: LeadLanguage = lead.locale === 'en' ? 'en' : 'es'
  const text = encodeURIComponent(whatsappGreeting(language, lead.name ?? '', lead.firmName))
  return {
    tel: `tel:${number}`,
    sms: `sms:${number}`,
    whatsapp: `https://wa.me/${number.slice(1)}?text=${text}`,
    display: displayNumber(number),
  }
}
