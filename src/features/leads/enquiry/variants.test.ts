import { describe, expect, it } from 'vitest'
import esEnquiry from '@/messages/es/enquiry.json'
import enEnquiry from '@/messages/en/enquiry.json'
import { isRouteAvailable, localizedPath, pathnames } from '@/i18n/routes'
import { formVariantId, getVariant, isVariantId, pageFormNamesIn, variants, variantIds } from './variants'
import { situations } from './situations'

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
}

describe('enquiry messages', () => {
  it('es and en have the same keys', () => {
    expect(keysOf(enEnquiry).sort()).toEqual(keysOf(esEnquiry).sort())
  })

  it('no empty strings', () => {
    for (const [name, file] of [
      ['es', esEnquiry],
      ['en', enEnquiry],
    ] as const) {
      for (const key of keysOf(file)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file)
        expect(typeof value === 'string' && value.trim() !== '', `${name}:${key}`).toBe(true)
      }
    }
  })

  it('every situation code has a label; the placeholders are the spec ones', () => {
    for (const code of situations) {
      expect(esEnquiry.situations[code]).toBeTruthy()
      expect(enEnquiry.situations[code]).toBeTruthy()
    }
    expect(Object.keys(esEnquiry.situations)).toHaveLength(8)
    expect(esEnquiry.situationPlaceholder).toBe('Seleccione Situación.')
    expect(enEnquiry.situationPlaceholder).toBe('Select a situation.')
  })

  it('the §8 catalogue and the staff form texts', () => {
    expect(enEnquiry.errors.notSuccess).toBe('Error submitting the form. Please try again.')
    expect(esEnquiry.errors.notSuccess).toBe('Error al enviar el formulario. Por favor intente de nuevo.')
    expect(enEnquiry.errors.network).toBe('An error occurred while submitting the form. Please try again.')
    expect(esEnquiry.errors.network).toBe('Ha ocurrido un error mientras se enviaba el formulario. Por favor intente de nuevo.')
    expect(enEnquiry.errors.csrf).toBe('could not obtain the CSRF token, try later')
    expect(esEnquiry.social.success).toBe('¡Envío correcto! Gracias por enviar tu información.')
    expect(esEnquiry.consent.ver).toEqual({ more: 'Ver más', less: 'Ver menos' })
    expect(enEnquiry.consent.show).toEqual({ more: 'Show more', less: 'Show less' })
    expect(enEnquiry.consent.see).toEqual({ more: 'See more', less: 'See less' })
    expect(esEnquiry.referrals.edit).toBe('EDITAR')
  })
})

describe('variant registry', () => {
  it('ids are unique and end in their language', () => {
    expect(new Set(variantIds).size).toBe(variantIds.length)
    for (const id of variantIds) expect(id.endsWith(`-${variants[id].locale}`), id).toBe(true)
  })

  it('looks variants up by posted id and refuses anything else', () => {
    expect(getVariant('home-es')).toBe(variants['home-es'])
    for (const bad of ['', 'HOME-ES', 'toString', '__proto__', 'constructor', undefined, 3, ['home-es']]) {
      expect(getVariant(bad), String(bad)).toBeUndefined()
      expect(isVariantId(bad)).toBe(false)
    }
  })

  it('thank-you pages exist in the table and in the variant language', () => {
    for (const id of variantIds) {
      const v = variants[id]
      if (v.thankYou === null) {
        expect(v.kind).toBe('social-media')
        continue
      }
      expect(v.thankYou in pathnames).toBe(true)
      expect(isRouteAvailable(v.thankYou, v.locale), id).toBe(true)
    }
    expect(localizedPath('/thank-you', 'en')).toBe('/en/thank-you')
    expect(variants['home-en'].thankYou).toBe('/thank-you')
    expect(variants['referral-es'].thankYou).toBe('/referral-thank-you')
    expect(localizedPath('/thank-you', 'es')).toBe('/gracias')
    expect(localizedPath('/referral-thank-you', 'es')).toBe('/gracias-referidos')
  })

  it('pages name a form; a one-language form is the same on every page', () => {
    expect(formVariantId('home', 'en')).toBe('home-en')
    expect(formVariantId('footer', 'es')).toBe('footer-es')
    expect(formVariantId('video-landing', 'en')).toBe('video-landing-es')
  })

  it("a CMS page's form block offers only its own language's forms", () => {
    expect(pageFormNamesIn('en')).toEqual(['general', 'contact', 'home', 'service', 'visa', 'blog', 'footer', 'parole'])
    expect(pageFormNamesIn('es')).toContain('video-landing')
    for (const locale of ['es', 'en'] as const) {
      for (const name of pageFormNamesIn(locale)) expect(variants[formVariantId(name, locale)].locale).toBe(locale)
    }
  })

  it('Spanish forms and parole keep 11 phone digits, English ones and the staff form 15', () => {
    for (const id of variantIds) {
      const v = variants[id]
      const cap = v.kind !== 'social-media' && (v.locale === 'es' || v.kind === 'parole') ? 11 : 15
      expect(v.phoneMaxDigits, id).toBe(cap)
    }
  })

  it('the English parole form requires the e-mail with its shorter message', () => {
    expect(variants['parole-en'].emailRequired).toBe(true)
    expect(variants['parole-en'].checks.find((c) => c.check === 'email')?.messageKey).toBe('errors.emailShort')
    expect(variants['parole-es'].emailRequired).toBe(false)
  })

  it('only the Spanish footer and the staff form go without a consent box', () => {
    const without = variantIds.filter((id) => variants[id].consent === null)
    expect(without).toEqual(['footer-es', 'social-media-es'])
    expect(variants['general-es'].consent?.required).toBe(false)
  })

  it('the staff form posts to its own endpoint', () => {
    expect(variants['social-media-es'].endpoint).toBe('/api/prospecto/socialmedia')
    for (const id of variantIds) if (id !== 'social-media-es') expect(variants[id].endpoint).toBe('/api/prospecto/agregar')
  })
})
