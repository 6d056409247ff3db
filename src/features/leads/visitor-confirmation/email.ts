import { formatUsPhone, whatsappUrl } from '@/lib/phone'
import { escapeHtml, oneLine } from '@/features/leads/notifications/email'
import { firstName } from '@/features/leads/staff-push/message'

/**
 * The e-mail a visitor who asked for it gets at once (a box on the form, off by default; never when
 * they said e-mail or texts are not safe: src/features/leads/enquiry/safe-contact.ts): the message
 * arrived, when the firm will call, its phone and WhatsApp. In the lead's language (the page's),
 * plain text plus an escaped HTML copy. Pure: the words and facts in, the message out.
 *
 * Written for a reader who may not be the visitor (a shared or watched mailbox, a lock screen that
 * shows subjects): the subject names neither the firm nor the law, the body names no situation,
 * visa or case, and the firm's name appears once, as the signature, so the visitor knows who wrote.
 */
export type VisitorLanguage = 'es' | 'en'

export type ConfirmationFacts = {
  firmName: string
  /** The immigration line, E.164. */
  phone: string | null
  /** WhatsApp digits with country code. */
  whatsapp: string | null
  /** When the firm will call, already in words (src/features/office-hours), or null when unknown. */
  callBack: string | null
}

export type ConfirmationEmail = { subject: string; text: string; html: string }

const words = {
  es: {
    subject: 'Recibimos su mensaje',
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    received: 'Recibimos su mensaje. Gracias por escribirnos.',
    soon: 'Le llamaremos lo antes posible.',
    call: 'Si prefiere, llámenos al',
    whatsapp: 'o escríbanos por WhatsApp:',
    whatsappOnly: 'Escríbanos por WhatsApp:',
    free: 'Recuerde: la primera llamada es gratis.',
    notYou: 'Si usted no envió esta solicitud, ignore este mensaje.',
  },
  en: {
    subject: 'We received your message',
    hello: (name: string) => (name ? `Hello, ${name}:` : 'Hello:'),
    received: 'We received your message. Thank you for writing to us.',
    soon: 'We will call you as soon as we can.',
    call: 'If you prefer, call us at',
    whatsapp: 'or write to us on WhatsApp:',
    whatsappOnly: 'Write to us on WhatsApp:',
    free: 'Remember: the first call is free.',
    notYou: 'If you did not send this request, please ignore this message.',
  },
} as const

export function visitorLanguage(locale: string | null | undefined): VisitorLanguage {
  return locale === 'en' ? 'en' : 'es'
}

export function buildConfirmationEmail(
  lead: { name?: string | null; locale?: string | null },
  facts: ConfirmationFacts,
): ConfirmationEmail {
  const t = words[visitorLanguage(lead.locale)]
  const firm = oneLine(facts.firmName, 80)
  const name = oneLine(firstName(lead.name), 40)
  const phone = facts.phone ? { shown: formatUsPhone(facts.phone), href: `tel:${facts.phone.replace(/[^\d+]/g, '')}` } : null
  const whatsapp = facts.whatsapp?.replace(/\D/g, '') ? whatsappUrl(facts.whatsapp) : null
  const contact = [
    phone ? `${t.call} ${phone.shown}` : null,
    whatsapp ? `${phone ? t.whatsapp : t.whatsappOnly} ${whatsapp}` : null,
  ]
    .filter(Boolean)
    .join(' ')
  const paragraphs = [t.received, facts.callBack ?? t.soon, contact ? `${contact}.` : null, t.free].filter(
    (line): line is string => Boolean(line),
  )
  const text = [t.hello(name), '', ...paragraphs.flatMap((p) => [p, '']), firm, '', t.notYou].join('\n')
  const contactHtml = [
    phone ? `${escapeHtml(t.call)} <a href="${escapeHtml(phone.href)}">${escapeHtml(phone.shown)}</a>` : null,
    whatsapp ? `${escapeHtml(phone ? t.whatsapp : t.whatsappOnly)} <a href="${escapeHtml(whatsapp)}">WhatsApp</a>` : null,
  ]
    .filter(Boolean)
    .join(' ')
  const html = [
    `<div style="font-family:sans-serif;font-size:16px;line-height:1.5">`,
    `<p>${escapeHtml(t.hello(name))}</p>`,
    `<p>${escapeHtml(t.received)}</p>`,
    `<p><strong>${escapeHtml(facts.callBack ?? t.soon)}</strong></p>`,
    ...(contactHtml ? [`<p>${contactHtml}.</p>`] : []),
    `<p>${escapeHtml(t.free)}</p>`,
    `<p>${escapeHtml(firm)}</p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(t.notYou)}</p>`,
    `</div>`,
  ].join('\n')
  return { subject: t.subject, text, html }
}
