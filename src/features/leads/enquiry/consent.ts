/**
 * The consent to text messages (spec §5 "Consent text") and its record. The wording lives here,
 * not in the message files, because it is a legal text: the exact text shown is posted with the
 * lead, stored, and identified by its SHA-256 (`consentVersionHash`), so a change of wording is a
 * new version on its own. Pure: runs in the browser and on the server.
 */
import type { Locale } from '@/i18n/locales'

export type ConsentText = {
  /** The whole text, as agreed to and as recorded. */
  text: string
  /** The words of `text` that link to the privacy policy. */
  linkText: string
}

const templates: Record<Locale, { text: string; linkText: string }> = {
  es: {
    text:
      'Al marcar esta casilla, acepto que {firm} me envíe mensajes de texto (SMS) con cualquier propósito ' +
      'al número de teléfono móvil que proporcioné. Pueden aplicarse tarifas por mensajes y datos. ' +
      'La frecuencia de los mensajes varía. Responda STOP para dejar de recibirlos. ' +
      'Responda HELP para obtener ayuda. Dar este consentimiento no es una condición para contratar ' +
      'nuestros servicios. Consulte nuestra Política de privacidad.',
    linkText: 'Política de privacidad',
  },
  en: {
    text:
      'By checking this box, I agree that {firm} may send text messages (SMS) to the wireless number ' +
      'I provided. Message and data rates may apply. Message frequency varies. Reply STOP to opt out. ' +
      'Reply HELP for help. Consent is not a condition of hiring our services. See our Privacy Policy.',
    linkText: 'Privacy Policy',
  },
}

/** The consent text in a language, naming the firm from the site settings. */
export function consentText(locale: Locale, firmName: string): ConsentText {
  const template = templates[locale]
  const firm = firmName.trim() || (locale === 'es' ? 'la firma' : 'the firm')
  return { text: template.text.replace('{firm}', firm), linkText: template.linkText }
}

export const ELLIPSIS = '…'

/**
 * At most `length` characters, cut after the last whole word that fits, and an ellipsis; the text
 * itself when it fits. A cut inside a word ("Salazar Immigra…") reads as a typo, and in the firm's
 * name looks careless. Counts code points; a single word longer than `length` is cut where it must
 * be. Trailing spaces and commas go before the ellipsis, so "rates may …" reads "rates may…".
 */
export function excerpt(text: string, length: number): string {
  const chars = Array.from(text)
  if (chars.length <= length) return text
  const head = chars.slice(0, Math.max(0, length))
  const wholeWord = /\s/.test(chars[head.length] ?? ' ')
  let lastSpace = head.length - 1
  while (lastSpace >= 0 && !/\s/.test(head[lastSpace]!)) lastSpace--
  const kept = wholeWord || lastSpace < 0 ? head : head.slice(0, lastSpace)
  return kept.join('').replace(/[\s,;:]+$/u, '') + ELLIPSIS
}
