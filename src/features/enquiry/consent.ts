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
 * The first `length` characters and an ellipsis; the text itself when it fits. Counts code points
 * and drops trailing spaces before the ellipsis so "rates may …" reads "rates may…".
 */
export function excerpt(text: string, length: number): string {
  const chars = Array.from(text)
  if (chars.length <= length) return text
  return chars.slice(0, Math.max(0, length)).join('').trimEnd() + ELLIPSIS
}

/** Lowercase hex SHA-256 of the UTF-8 text: the version id of a consent wording. */
export function consentVersionHash(text: string): string {
  return sha256Hex(new TextEncoder().encode(text))
}

// A small synchronous SHA-256 (FIPS 180-4). SubtleCrypto would do, but it is async and missing on
// plain-http origins, and node:crypto cannot go into the browser bundle.
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])

export function sha256Hex(message: Uint8Array): string {
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ])
  // Padding: 0x80, zeros, then the bit length as a 64-bit big-endian number.
  const bitLength = message.length * 8
  const padded = new Uint8Array(Math.ceil((message.length + 9) / 64) * 64)
  padded.set(message)
  padded[message.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000))
  view.setUint32(padded.length - 4, bitLength >>> 0)

  const w = new Uint32Array(64)
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4)
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!
      const b = w[i - 2]!
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10)
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0
    }
    let [a, b, c, d, e, f, g, hh] = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!]
    for (let i = 0; i < 64; i++) {
      const S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
      const ch = (e & f) ^ (~e & g)
      const t1 = (hh + S1 + ch + K[i]! + w[i]!) >>> 0
      const S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
      const maj = (a & b) ^ (a & c) ^ (b & c)
      const t2 = (S0 + maj) >>> 0
      hh = g
      g = f
      f = e
      e = (d + t1) >>> 0
      d = c
      c = b
      b = a
      a = (t1 + t2) >>> 0
    }
    h[0] = (h[0]! + a) >>> 0
    h[1] = (h[1]! + b) >>> 0
    h[2] = (h[2]! + c) >>> 0
    h[3] = (h[3]! + d) >>> 0
    h[4] = (h[4]! + e) >>> 0
    h[5] = (h[5]! + f) >>> 0
    h[6] = (h[6]! + g) >>> 0
    h[7] = (h[7]! + hh) >>> 0
  }
  return Array.from(h, (word) => word.toString(16).padStart(8, '0')).join('')
}

function rotr(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n))
}
