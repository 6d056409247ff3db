import { cookieFromHeader } from '@/lib/cookie-header'
import { describe, expect, it } from 'vitest'
import {
  DRAFT_COOKIE,
  errorAnchorId,
  errorRedirectPath,
  isErrorMessageKey,
  readEnquiryAnswer,
  returnPath,
  sentRedirectPath,
  splitSection,
} from './contract'
import { decodeDraft, encodeDraft } from './draft-cookie.server'
import { parseEnquiryMeta } from './meta.server'

const origin = 'https://salazarimmigration.example'

describe('returnPath', () => {
  it('keeps same-origin paths and their query, drops our own parameters', () => {
    expect(returnPath(`${origin}/youtube?seccion=abc&enquiry_error=errors.name`, origin, '/')).toBe('/youtube?seccion=abc')
    expect(returnPath('/en/contact#x', origin, '/')).toBe('/en/contact')
  })

  it('never leaves the site', () => {
    for (const evil of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      '/\\evil.example',
      'http://salazarimmigration.example/',
    ]) {
      const path = returnPath(evil, origin, '/en')
      expect(path.startsWith('/'), evil).toBe(true)
      expect(path.startsWith('//'), evil).toBe(false)
      expect(new URL(path, origin).origin).toBe(origin)
    }
    expect(returnPath(undefined, origin, '/en')).toBe('/en')
    expect(returnPath('https://evil.example/x', origin, '/en')).toBe('/en')
  })
})

describe('redirect paths', () => {
  it('error: the page, the key, the field, the form and the message anchor', () => {
    expect(errorRedirectPath('/visa-k1?a=1', 'enquiry-visa-es', { messageKey: 'errors.phone', field: 'phone' })).toBe(
      '/visa-k1?a=1&enquiry_error=errors.phone&enquiry_field=phone&enquiry_form=enquiry-visa-es#enquiry-visa-es-errors-phone',
    )
    expect(errorAnchorId('f', 'errors.notSuccess')).toBe('f-errors-notSuccess')
  })

  it('staff form success', () => {
    expect(sentRedirectPath('/staff/social', 'sm')).toBe('/staff/social?enquiry_sent=1&enquiry_form=sm#sm-sent')
  })
})

describe('draft cookie', () => {
  const form = (id: string) => ({ form: id, variant: 'home-es', section: 'Home Español', back: '/visa-k1?x=1' })

  it('round-trips the form, its page and the typed values, and nothing else', () => {
    const value = encodeDraft(form('enquiry-home-es'), {
      nombre: 'José; Ñúñez',
      phone: '9155550142',
      _token: 'secret',
      checkbox: '1',
      consent_text: 'x',
      situacion: 'spouse',
    })
    expect(value).not.toMatch(/[;,\s]/)
    // The cookie reader (cookieFromHeader) hands the value over percent-decoded.
    expect(decodeDraft(cookieFromHeader(`${DRAFT_COOKIE}=${value}`, DRAFT_COOKIE))).toEqual({
      ...form('enquiry-home-es'),
      values: { nombre: 'José; Ñúñez', phone: '9155550142', situacion: 'spouse' },
    })
  })

  it('keeps every character a person can type', () => {
    const words = `Tengo 100% de ganas & "comillas" 'simples' 😀 ñandú الهجرة 移民 `
    const mensaje = Array.from(words.repeat(60)).slice(0, 2000).join('')
    const value = encodeDraft(form('f'), { nombre: 'Zoë 100% <b>&amp;', mensaje })
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(decodeDraft(cookieFromHeader(`${DRAFT_COOKIE}=${value}`, DRAFT_COOKIE))?.values).toEqual({
      nombre: 'Zoë 100% <b>&amp;',
      mensaje,
    })
  })

  it('fits in a cookie even with a long message', () => {
    // Random text does not compress: the message is shortened, the name kept.
    const random = Array.from({ length: 5000 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 20000))).join('')
    const value = encodeDraft(form('f'), { nombre: 'ñ'.repeat(500), mensaje: random })!
    expect(value.length).toBeLessThanOrEqual(3800)
    expect(decodeDraft(value)?.values.mensaje?.length).toBeGreaterThan(500)
    expect(decodeDraft(value)?.values.nombre).toBe('ñ'.repeat(500))
  })

  it('keeps no page elsewhere and no id a page could not carry', () => {
    for (const back of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'contacto', '/a b'])
      expect(encodeDraft({ ...form('f'), back }, { nombre: 'Ana' }), back).toBeNull()
    expect(encodeDraft(form('f" onmouseover="x'), { nombre: 'Ana' })).toBeNull()
  })

  it('ignores garbage', () => {
    for (const bad of [
      null,
      '',
      '%',
      'not json',
      '{"form":1}',
      '[]',
      '{"form":"f","values":[]}',
      '{"form":"f","values":{"nombre":1}}',
    ]) {
      expect(decodeDraft(bad)).toBeNull()
    }
  })
})

describe('meta and answers', () => {
  it('reads transport fields leniently', () => {
    const meta = parseEnquiryMeta({
      variant: 'home-es',
      submission_id: 'not-a-uuid',
      started_at: '1700000000000',
      locale: 'fr',
      page_url: 'x'.repeat(3000),
      website: '',
    })
    expect(meta).toMatchObject({ variant: 'home-es', started_at: 1700000000000, website: '' })
    expect(meta.submission_id).toBeUndefined()
    expect(meta.locale).toBeUndefined()
    expect(meta.page_url).toBeUndefined()
    expect(parseEnquiryMeta({ submission_id: '0b8f3f6e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }).submission_id).toBe(
      '0b8f3f6e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    )
    expect(parseEnquiryMeta({}).variant).toBe('')
  })

  it('answers', () => {
    expect(readEnquiryAnswer({ status: 'success' })).toEqual({ status: 'success' })
    expect(readEnquiryAnswer({ status: 'error', message: 'errors.phone', field: 'phone', extra: 1 })).toEqual({
      status: 'error',
      message: 'errors.phone',
      field: 'phone',
    })
    expect(readEnquiryAnswer({ status: 'error' })).toEqual({ status: 'error' })
    for (const bad of [
      { ok: true },
      'success',
      null,
      [],
      { status: 1 },
      { status: 'error', message: 422 },
      { status: 'error', field: null },
    ]) {
      expect(readEnquiryAnswer(bad), JSON.stringify(bad)).toBeNull()
    }
    expect(isErrorMessageKey('errors.phone')).toBe(true)
    expect(isErrorMessageKey('errors.nope')).toBe(false)
    expect(isErrorMessageKey('submit')).toBe(false)
  })
})

describe('splitSection', () => {
  it('splits off the campaign source', () => {
    expect(splitSection('Footer Español - facebook')).toEqual({ label: 'Footer Español', source: 'facebook' })
    expect(splitSection('Youtube Landing abril - tiktok ads')).toEqual({ label: 'Youtube Landing abril', source: 'tiktok ads' })
    expect(splitSection('Home Español')).toEqual({ label: 'Home Español', source: '' })
  })
})
