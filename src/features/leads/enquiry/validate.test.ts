import { describe, expect, it } from 'vitest'
import esEnquiry from '@/messages/es/enquiry.json'
import enEnquiry from '@/messages/en/enquiry.json'
import type { Locale } from '@/i18n/locales'
import { composeParoleMessage } from './compose'
import { filterPhoneInput, stripMessage } from './sanitize'
import { formDataToRaw, postedFields, referralEntryInputs, validateEnquiry, validateReferral } from './validate'
import type { RawEnquiryInput } from './validate'
import { variants, variantIds } from './variants'
import type { EnquiryVariant, VariantId } from './variants'
import { PHONE_TYPED_MAX_CHARS, SPANISH_PHONE_MAX_DIGITS } from './variants/checks'

/** The check order of spec §5 per variant, written out here so a changed variant fails the test. */
const expectedOrder: Record<VariantId, string[]> = {
  'general-en': ['nombre', 'email', 'phone', 'checkbox'],
  'general-es': ['nombre', 'email', 'phone'],
  'contact-es': ['nombre', 'email', 'phone', 'checkbox'],
  'contact-en': ['nombre', 'email', 'phone', 'checkbox'],
  'home-es': ['checkbox', 'nombre', 'email', 'phone', 'situacion'],
  'home-en': ['checkbox', 'nombre', 'email', 'phone', 'situacion'],
  'service-es': ['checkbox', 'nombre', 'email', 'phone', 'situacion'],
  'service-en': ['checkbox', 'nombre', 'email', 'phone', 'situacion'],
  'visa-es': ['checkbox', 'nombre', 'email', 'phone', 'situacion'],
  'visa-en': ['checkbox', 'nombre', 'email', 'phone', 'situacion'],
  'blog-es': ['checkbox', 'nombre', 'email', 'phone', 'situacion'],
  'blog-en': ['checkbox', 'nombre', 'email', 'phone', 'situacion'],
  'footer-es': ['nombre', 'email', 'phone'],
  'footer-en': ['nombre', 'email', 'phone', 'checkbox'],
  'video-landing-es': ['checkbox', 'nombre', 'email', 'phone', 'situacion'],
  'short-video-landing-es': ['checkbox', 'nombre', 'email', 'phone', 'situacion'],
  'referral-es': ['nombre', 'phone', 'checkbox', 'referidos'],
  'referral-entry-es': ['nombre', 'phone', 'checkbox'],
  'parole-es': ['nombre', 'casado', 'estancia', 'phone', 'email', 'situacion', 'checkbox'],
  'parole-en': ['nombre', 'casado', 'estancia', 'phone', 'email', 'situacion', 'checkbox'],
  'social-media-es': ['nombre', 'phone', 'agente', 'link'],
}

/** The messages of spec §5, verbatim. */
const specMessages: Record<Locale, Record<string, string>> = {
  en: {
    nombre: 'Please enter your name.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter a valid phone number.',
    checkbox: 'Please accept the terms and conditions.',
    situacion: 'Please select a situation.',
    casado: 'Please enter if you are married.',
    estancia: 'Please enter stay.',
  },
  es: {
    nombre: 'Por favor ingrese su nombre.',
    email: 'Por favor ingrese un correo electrónico válido.',
    phone: 'Por favor ingrese un número de teléfono válido.',
    checkbox: 'Por favor acepte los términos y condiciones.',
    situacion: 'Por favor seleccione una situación.',
    casado: 'Por favor ingrese si está casado.',
    estancia: 'Por favor ingrese estancia.',
    referidos: 'Por favor ingrese al menos un referido.',
  },
}

/** Messages that differ from the usual one for a field on one variant. */
const specialMessages: Partial<Record<VariantId, Record<string, string>>> = {
  'parole-en': { email: 'Please enter a valid email.' },
  'referral-entry-es': {
    nombre: 'Por favor ingrese el nombre del referido, solo con letras.',
    phone: 'Por favor ingrese un número de teléfono válido para el referido.',
  },
  'social-media-es': {
    agente: 'Por favor seleccione un agente.',
    link: 'Por favor pegue el enlace de la conversación.',
  },
}

const messageFiles = { es: esEnquiry, en: enEnquiry } as const

function translate(locale: Locale, messageKey: string): string {
  const [group, key] = messageKey.split('.') as ['errors', string]
  const value = (messageFiles[locale][group] as Record<string, string>)[key]
  if (value === undefined) throw new Error(`missing message ${locale}:${messageKey}`)
  return value
}

/** An input every variant accepts. casado 'no' asks the parole forms for the situation too. */
const valid: Record<string, unknown> = {
  nombre: 'José Ñúñez Müller',
  email: 'jose@example.com',
  phone: '9155550142',
  mensaje: 'Necesito ayuda con mi caso.',
  checkbox: true,
  situacion: 'spouse',
  casado: 'no',
  estancia: 'si',
  referidos: [{ nombre: 'Ana María', telefono: '9155550100' }],
  agente: 'Laura',
  link: 'https://m.me/conversation/123',
  seccion: 'Home Español',
}

/** A value that fails only the check on `field` of this variant. */
function failing(variant: EnquiryVariant, field: string): Record<string, unknown> {
  switch (field) {
    case 'nombre':
      // Strips to nothing: punctuation, emoji, an RTL mark, a NUL; referral names lose digits too.
      return { nombre: variant.kind === 'referral-entry' ? ' 1234 !!' : ' \u200f!!! 🙂 \u0000 ' }
    case 'email':
      return { email: 'jose @example.com' }
    case 'phone':
      return { phone: variant.kind === 'social-media' ? ' - ' : '915-555-01' }
    case 'checkbox':
      return { checkbox: false }
    case 'situacion':
      return { situacion: 'lottery' }
    case 'casado':
      return { casado: 'maybe' }
    case 'estancia':
      return { estancia: '' }
    case 'referidos':
      return { referidos: [] }
    case 'agente':
      return { agente: '  ' }
    case 'link':
      return { link: ' \u0000 ' }
    default:
      throw new Error(`no failing value for ${field}`)
  }
}

function expectedMessage(id: VariantId, locale: Locale, field: string): string {
  const text = specialMessages[id]?.[field] ?? specMessages[locale][field]
  if (!text) throw new Error(`no expected message for ${id} ${field}`)
  return text
}

describe('validateEnquiry: the valid input passes every variant', () => {
  it.each(variantIds)('%s', (id) => {
    const result = validateEnquiry(variants[id], valid)
    expect(result).toMatchObject({ ok: true })
  })
})

describe('validateEnquiry: each check alone, with its spec message', () => {
  const cases = variantIds.flatMap((id) => expectedOrder[id].map((field) => [id, field] as const))
  it.each(cases)('%s fails %s', (id, field) => {
    const variant = variants[id]
    const result = validateEnquiry(variant, { ...valid, ...failing(variant, field) })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.field).toBe(field)
    expect(translate(variant.locale, result.messageKey)).toBe(expectedMessage(id, variant.locale, field))
  })
})

describe('validateEnquiry: several failures show only the first of the order', () => {
  const cases = variantIds.flatMap((id) => expectedOrder[id].map((_, from) => [id, from] as const))
  it.each(cases)('%s, failing checks %i and after', (id, from) => {
    const variant = variants[id]
    const order = expectedOrder[id]
    const input: Record<string, unknown> = { ...valid }
    for (const field of order.slice(from)) Object.assign(input, failing(variant, field))
    const result = validateEnquiry(variant, input)
    expect(result).toMatchObject({ ok: false, field: order[from] })
  })

  it('the variant declares exactly the expected order', () => {
    for (const id of variantIds) {
      expect(
        variants[id].checks.map((c) => c.field),
        id,
      ).toEqual(expectedOrder[id])
    }
  })
})

describe('every message key resolves in both languages', () => {
  it.each(variantIds)('%s', (id) => {
    for (const { messageKey } of variants[id].checks) {
      expect(translate('es', messageKey)).not.toBe('')
      expect(translate('en', messageKey)).not.toBe('')
    }
  })

  it('the English parole e-mail message is the short one, the English general one the long one', () => {
    const parole = validateEnquiry(variants['parole-en'], { ...valid, email: '' })
    expect(parole).toMatchObject({ ok: false, field: 'email' })
    if (!parole.ok) expect(translate('en', parole.messageKey)).toBe('Please enter a valid email.')
    const general = validateEnquiry(variants['general-en'], { ...valid, email: 'x' })
    if (!general.ok) expect(translate('en', general.messageKey)).toBe('Please enter a valid email address.')
  })
})

describe('rules of spec §5', () => {
  it('the name must be non-empty after trim and strip', () => {
    expect(validateEnquiry(variants['general-en'], { ...valid, nombre: '   ' })).toMatchObject({ ok: false, field: 'nombre' })
    expect(validateEnquiry(variants['general-en'], { ...valid, nombre: '<script>' })).toMatchObject({ ok: true })
    const ok = validateEnquiry(variants['general-en'], { ...valid, nombre: '  <b>Zoë</b> O’Neil ' })
    expect(ok.ok && ok.value.name).toBe('bZoëb ONeil')
  })

  it('a phone is valid with 9 digits or more, counting digits only', () => {
    const v = variants['contact-es']
    expect(validateEnquiry(v, { ...valid, phone: '12345678' }).ok).toBe(false)
    expect(validateEnquiry(v, { ...valid, phone: '123456789' }).ok).toBe(true)
    const typed = validateEnquiry(v, { ...valid, phone: '(915) 555-0142' })
    expect(typed.ok && typed.value.phone).toBe('9155550142')
  })

  it('Spanish forms and parole cap the phone at 11 digits; English forms at 15', () => {
    for (const id of ['contact-es', 'footer-es', 'home-es', 'parole-es', 'parole-en', 'referral-es'] as const) {
      expect(validateEnquiry(variants[id], { ...valid, phone: '1'.repeat(11) }).ok, id).toBe(true)
      expect(validateEnquiry(variants[id], { ...valid, phone: '1'.repeat(12) }).ok, id).toBe(false)
    }
    for (const id of ['contact-en', 'footer-en', 'home-en', 'general-en'] as const) {
      expect(validateEnquiry(variants[id], { ...valid, phone: '1'.repeat(15) }).ok, id).toBe(true)
      expect(validateEnquiry(variants[id], { ...valid, phone: '1'.repeat(16) }).ok, id).toBe(false)
    }
  })

  it('a phone as people write it: separators stripped on every form, more digits than the cap refused (issue 48)', () => {
    const over = '(915) 555-0123-4567'
    for (const id of variantIds) {
      const v = variants[id]
      for (const written of ['915-555-0123', '(915) 555-0123', ' 915.555.0123 ']) {
        const result = validateEnquiry(v, { ...valid, phone: written })
        expect(result.ok && result.value.phone, `${id} ${written}`).toBe('9155550123')
        // What the live form's box keeps of it as it is typed.
        expect(filterPhoneInput(written, v.phoneMaxDigits), id).toBe('9155550123')
        expect(written.length, 'the box takes it as written').toBeLessThanOrEqual(PHONE_TYPED_MAX_CHARS)
      }
      expect(over.length).toBeLessThanOrEqual(PHONE_TYPED_MAX_CHARS)
      if (v.phoneMaxDigits === SPANISH_PHONE_MAX_DIGITS) {
        // Spanish and parole forms: the box keeps the first 11 digits; a post of more is refused
        // with the phone's own message (the no-JavaScript post, which nothing filtered).
        expect(filterPhoneInput(over, v.phoneMaxDigits), id).toBe('91555501234')
        const refused = validateEnquiry(v, { ...valid, phone: over })
        const messageKey = v.kind === 'referral-entry' ? 'errors.referralPhone' : 'errors.phone'
        expect(refused, id).toEqual({ ok: false, field: 'phone', messageKey })
      } else {
        // English forms (no cap in the spec; 15, E.164) and staff: all 14 digits kept.
        expect(filterPhoneInput(over, v.phoneMaxDigits), id).toBe('91555501234567')
        const kept = validateEnquiry(v, { ...valid, phone: over })
        expect(kept.ok && kept.value.phone, id).toBe('91555501234567')
      }
    }
    // The referral list's rows follow the same rule.
    const referral = variants['referral-es']
    const row = validateReferral(referral, { nombre: 'Ana', telefono: '(915) 555-0199' })
    expect(row.ok && row.value.phone).toBe('9155550199')
    expect(validateReferral(referral, { nombre: 'Ana', telefono: over })).toMatchObject({ ok: false, field: 'referido_telefono' })
    expect(validateEnquiry(referral, { ...valid, referidos: [{ nombre: 'Ana', telefono: over }] })).toMatchObject({
      ok: false,
      messageKey: 'errors.referralPhone',
    })
  })

  it('the e-mail is optional unless required, and must look like x@y.z without spaces', () => {
    const v = variants['general-es']
    expect(validateEnquiry(v, { ...valid, email: '' }).ok).toBe(true)
    expect(validateEnquiry(v, { ...valid, email: '   ' }).ok).toBe(true)
    for (const bad of ['x', 'x@y', 'x@y.', '@y.z', 'x@.z ', 'x y@z.co', 'x@y.z\u0000', `${'a'.repeat(250)}@y.zz`]) {
      expect(validateEnquiry(v, { ...valid, email: bad }), bad).toMatchObject({ ok: false, field: 'email' })
    }
    const trimmed = validateEnquiry(v, { ...valid, email: '  Ana.Pérez+1@Example.com  ' })
    expect(trimmed.ok && trimmed.value.email).toBe('Ana.Pérez+1@Example.com')
    expect(validateEnquiry(variants['parole-es'], { ...valid, email: '' }).ok).toBe(true)
    expect(validateEnquiry(variants['parole-en'], { ...valid, email: '' }).ok).toBe(false)
  })

  it('the situation is one of the eight codes', () => {
    const v = variants['video-landing-es']
    expect(validateEnquiry(v, { ...valid, situacion: '' })).toMatchObject({ ok: false, field: 'situacion' })
    expect(validateEnquiry(v, { ...valid, situacion: 'none' }).ok).toBe(true)
    expect(validateEnquiry(v, { ...valid, situacion: 'toString' }).ok).toBe(false)
    expect(validateEnquiry(variants['short-video-landing-es'], { ...valid, situacion: undefined }).ok).toBe(false)
  })

  it('checkbox values a browser or a native post sends', () => {
    const v = variants['footer-en']
    for (const yes of [true, '1', 'on', 'true']) expect(validateEnquiry(v, { ...valid, checkbox: yes }).ok).toBe(true)
    for (const no of [false, '0', '', undefined, 'off', 'false'])
      expect(validateEnquiry(v, { ...valid, checkbox: no }).ok).toBe(false)
  })

  it('the social-media phone is only checked to be non-empty', () => {
    const v = variants['social-media-es']
    expect(validateEnquiry(v, { ...valid, phone: '5' }).ok).toBe(true)
    expect(validateEnquiry(v, { ...valid, phone: '' })).toMatchObject({ ok: false, field: 'phone' })
  })
})

describe('the Spanish footer form', () => {
  const v = variants['footer-es']
  it('checks name, email, phone and nothing else', () => {
    expect(validateEnquiry(v, { nombre: 'Ana', phone: '9155550142' })).toMatchObject({ ok: true })
    expect(validateEnquiry(v, { nombre: '', email: 'bad', phone: '1' })).toMatchObject({ field: 'nombre' })
    expect(validateEnquiry(v, { nombre: 'Ana', email: 'bad', phone: '1' })).toMatchObject({ field: 'email' })
    expect(validateEnquiry(v, { nombre: 'Ana', phone: '1' })).toMatchObject({ field: 'phone' })
  })

  it('posts exactly the fields of spec §3 (the browser adds fecha_hora and _token)', () => {
    const result = validateEnquiry(v, valid)
    if (!result.ok) throw new Error('expected ok')
    expect(Object.keys(postedFields(v, result.value)).sort()).toEqual(['email', 'mensaje', 'nombre', 'phone', 'seccion'])
    expect(v.posts).toEqual(['nombre', 'email', 'phone', 'mensaje', 'seccion', 'fecha_hora', '_token'])
    expect(result.value.consentAccepted).toBeNull()
  })

  it('the English footer also posts checkbox', () => {
    const en = variants['footer-en']
    const result = validateEnquiry(en, valid)
    if (!result.ok) throw new Error('expected ok')
    expect(postedFields(en, result.value)).toMatchObject({ checkbox: '1', seccion: 'Home Español' })
    expect(en.posts).toEqual(['nombre', 'email', 'phone', 'mensaje', 'checkbox', 'seccion', 'fecha_hora', '_token'])
  })
})

describe('parole', () => {
  const en = variants['parole-en']
  const es = variants['parole-es']
  const qualified = { ...valid, casado: 'yes', estancia: 'si' }

  it('asks for no situation when both answers are yes, and drops one that was sent', () => {
    const result = validateEnquiry(en, { ...qualified, situacion: '' })
    expect(result).toMatchObject({ ok: true })
    const sent = validateEnquiry(en, { ...qualified, situacion: 'spouse' })
    expect(sent.ok && sent.value.situation).toBeUndefined()
  })

  it.each([
    ['no', 'si'],
    ['yes', 'no'],
    ['no', 'no'],
  ])('requires the situation when married=%s and stay=%s', (casado, estancia) => {
    const missing = validateEnquiry(en, { ...valid, casado, estancia, situacion: '' })
    expect(missing).toMatchObject({ ok: false, field: 'situacion', messageKey: 'errors.situation' })
    const chosen = validateEnquiry(en, { ...valid, casado, estancia, situacion: 'none' })
    expect(chosen.ok && chosen.value.situation).toBe('none')
  })

  it('married and stay use their own answer sets (yes/no, si/no)', () => {
    expect(validateEnquiry(en, { ...valid, casado: 'si' })).toMatchObject({ field: 'casado' })
    expect(validateEnquiry(en, { ...valid, estancia: 'yes' })).toMatchObject({ field: 'estancia' })
  })

  it('composes the message from situation, married and stay in the form language', () => {
    const result = validateEnquiry(es, { ...valid, casado: 'no', estancia: 'si', situacion: 'fiance', mensaje: 'ignored' })
    if (!result.ok) throw new Error('expected ok')
    expect(result.value.message).toBe(
      'Situación: Soy ciudadano y quiero traer a mi prometido o prometida. | Casado con ciudadano: No | Más de 10 años en el país: Sí',
    )
    expect(composeParoleMessage('en', { married: 'yes', stay: 'si' })).toBe(
      'Married to a citizen: Yes | More than 10 years in the country: Yes',
    )
  })

  it('posts the parole fields of spec §3 plus checkbox', () => {
    const result = validateEnquiry(en, valid)
    if (!result.ok) throw new Error('expected ok')
    expect(Object.keys(postedFields(en, result.value)).sort()).toEqual(
      ['casado', 'checkbox', 'email', 'estancia', 'mensaje', 'nombre', 'phone', 'seccion', 'situacion'].sort(),
    )
  })
})

describe('referrals', () => {
  const v = variants['referral-es']

  it('a referral row needs a letters-only name and a valid phone', () => {
    expect(validateReferral(v, { nombre: 'Ana María Ñandú', telefono: '9155550100' })).toEqual({
      ok: true,
      value: { name: 'Ana María Ñandú', phone: '9155550100' },
    })
    expect(validateReferral(v, { nombre: '', telefono: '9155550100' })).toMatchObject({ ok: false, field: 'referido_nombre' })
    expect(validateReferral(v, { nombre: 'Ana 2', telefono: '9155550100' })).toMatchObject({
      ok: false,
      field: 'referido_nombre',
      messageKey: 'errors.referralName',
    })
    expect(validateReferral(v, { nombre: 'Ana!', telefono: '9155550100' })).toMatchObject({ field: 'referido_nombre' })
    expect(validateReferral(v, { nombre: 'Ana', telefono: '' })).toMatchObject({ field: 'referido_telefono' })
    expect(validateReferral(v, { nombre: 'Ana', telefono: '12345678' })).toMatchObject({
      field: 'referido_telefono',
      messageKey: 'errors.referralPhone',
    })
    expect(validateReferral(v, { nombre: 'Ana', telefono: '123456789012' })).toMatchObject({ field: 'referido_telefono' })
  })

  it('own name, valid phone, terms and at least one referral, in that order', () => {
    expect(validateEnquiry(v, { ...valid, referidos: [] })).toMatchObject({ field: 'referidos', messageKey: 'errors.referrals' })
    expect(validateEnquiry(v, { ...valid, referidos: 'not a list' })).toMatchObject({ field: 'referidos' })
    expect(validateEnquiry(v, { ...valid, referidos: [{ nombre: 'Ana 2', telefono: '9155550100' }] })).toMatchObject({
      field: 'referidos',
      messageKey: 'errors.referralName',
    })
  })

  it('one post per referral, its message naming the referrer, valid as a referral entry', () => {
    const result = validateEnquiry(v, {
      nombre: 'Pedro Pérez',
      phone: '9155550111',
      checkbox: true,
      seccion: 'Referidos Landing - facebook',
      referidos: [
        { nombre: 'Ana', telefono: '9155550100' },
        { nombre: 'Luis', telefono: '9155550101' },
      ],
    })
    if (!result.ok) throw new Error('expected ok')
    const posts = referralEntryInputs(result.value)
    expect(posts).toHaveLength(2)
    expect(posts[0]).toEqual({
      nombre: 'Ana',
      phone: '9155550100',
      mensaje: 'Referido por Pedro Pérez teléfono 9155550111 teléfono del referido 9155550100',
      checkbox: '1',
      seccion: 'Referidos Landing - facebook',
    })
    for (const post of posts) {
      expect(stripMessage(post.mensaje)).toBe(post.mensaje)
      const entry = validateEnquiry(variants['referral-entry-es'], post)
      expect(entry.ok && entry.value.message).toBe(post.mensaje)
    }
  })

  it('a no-JavaScript post with one referral reads as a list', () => {
    const form = new FormData()
    form.append('nombre', 'Pedro')
    form.append('phone', '9155550111')
    form.append('checkbox', '1')
    form.append('referido_nombre', 'Ana')
    form.append('referido_telefono', '9155550100')
    const raw = formDataToRaw(form)
    expect(raw.referidos).toEqual([{ nombre: 'Ana', telefono: '9155550100' }])
    expect(validateEnquiry(v, raw).ok).toBe(true)
  })

  it('formDataToRaw keeps repeated rows in order and skips empty ones', () => {
    const form = new FormData()
    for (const [n, p] of [
      ['Ana', '9155550100'],
      ['', ''],
      ['Luis', '9155550101'],
    ]) {
      form.append('referido_nombre', n!)
      form.append('referido_telefono', p!)
    }
    form.append('file', new Blob(['x']), 'x.txt')
    const raw = formDataToRaw(form)
    expect(raw.referidos).toEqual([
      { nombre: 'Ana', telefono: '9155550100' },
      { nombre: 'Luis', telefono: '9155550101' },
    ])
    expect(raw.file).toBe('')
  })
})

describe('the clean lead', () => {
  it('keeps only what the variant collects and cleans every field', () => {
    const raw: RawEnquiryInput = {
      ...valid,
      nombre: '  Ana\u0000 <img src=x onerror=alert(1)> ',
      mensaje: 'Hola!\r\n\r\n\r\n¿Me ayudan?  😀',
      seccion: 'Footer Inglés - google/ads?',
    }
    const result = validateEnquiry(variants['footer-en'], raw)
    if (!result.ok) throw new Error('expected ok')
    expect(result.value).toEqual({
      variant: 'footer-en',
      locale: 'en',
      name: 'Ana img srcx onerroralert1',
      email: 'jose@example.com',
      phone: '9155550142',
      message: 'Hola\n\nMe ayudan',
      section: 'Footer Inglés - googleads',
      consentAccepted: true,
    })
  })

  it('falls back to the variant label when the section is missing or strips to nothing', () => {
    const result = validateEnquiry(variants['home-es'], { ...valid, seccion: '!!!' })
    expect(result.ok && result.value.section).toBe('Home Español')
  })

  it('the situation forms post no message', () => {
    const result = validateEnquiry(variants['home-es'], valid)
    if (!result.ok) throw new Error('expected ok')
    expect(result.value.message).toBe('')
    expect(postedFields(variants['home-es'], result.value)).not.toHaveProperty('mensaje')
  })

  it('the social-media lead carries the staff fields', () => {
    const v = variants['social-media-es']
    const result = validateEnquiry(v, {
      ...valid,
      source: 'facebook',
      status: 'interesado!',
      tipo: 'consulta',
      hora: '1',
      pc_referido: true,
      pc_videollamada: '0',
    })
    if (!result.ok) throw new Error('expected ok')
    expect(result.value.socialMedia).toEqual({
      agent: 'Laura',
      source: 'facebook',
      status: 'interesado',
      link: 'https://m.me/conversation/123',
      type: 'consulta',
      hora: true,
      referred: true,
      videoCall: false,
    })
    expect(postedFields(v, result.value)).toMatchObject({ hora: '1', pc_referido: '1', pc_videollamada: '0', agente: 'Laura' })
  })
})
