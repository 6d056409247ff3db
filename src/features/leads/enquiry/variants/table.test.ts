import { describe, expect, it } from 'vitest'
import { specVariant, variants, variantIds, type EnquiryVariant, type VariantId } from '.'

/**
 * What the spec says each form does (§3 fields, §5 checks and their order, §9 limits), asserted
 * as rules over the variant table rather than as a recorded listing: a change that breaks a rule
 * fails here with the rule's name, and a change the spec allows (a new variant that follows the
 * rules) needs no snapshot accepted blindly.
 */
const all = variantIds.map((id) => variants[id])
const byKind = (kind: EnquiryVariant['kind']) => all.filter((v) => v.kind === kind)
const order = (id: VariantId) => variants[id].checks.map((c) => c.check)
const visitorForms = all.filter((v) => v.kind !== 'social-media')

describe('every form (spec §3)', () => {
  it('posts its source label, the time of sending and the anti-forgery token', () => {
    for (const v of all) expect(v.posts, v.id).toEqual(expect.arrayContaining(['seccion', 'fecha_hora', '_token']))
  })

  it('asks for a name and a phone and checks the name first, unless the terms come first', () => {
    for (const v of visitorForms) {
      expect(v.posts, v.id).toEqual(expect.arrayContaining(['nombre', 'phone']))
      const first = v.checks.map((c) => c.check).filter((c) => c !== 'terms')[0]
      expect(first, v.id).toBe('name')
    }
  })

  it('posts to the spec’s lead endpoint, and the staff form to its own', () => {
    for (const v of visitorForms) expect(v.endpoint, v.id).toBe('/api/prospecto/agregar')
    expect(variants['social-media-es'].endpoint).toBe('/api/prospecto/socialmedia')
  })

  it('has a source label of its own per page and language, the referral entries sharing their landing’s', () => {
    const labels = all.filter((v) => v.kind !== 'referral-entry').map((v) => `${v.section}`)
    expect(new Set(labels).size).toBe(labels.length)
    expect(variants['referral-entry-es'].section).toBe(variants['referral-es'].section)
    expect(variants['footer-es'].section).toBe('Footer Español')
    expect(variants['footer-en'].section).toBe('Footer Inglés')
  })

  it('posts a consent box exactly when it shows one, and requires it where it is checked', () => {
    for (const v of all) {
      const checksTerms = v.checks.some((c) => c.check === 'terms')
      if (checksTerms) expect(v.consent?.required, v.id).toBe(true)
      if (v.consent) expect(v.posts, v.id).toContain('checkbox')
    }
  })
})

describe('check order (spec §5)', () => {
  it('English general form: name, email, phone, terms', () => {
    expect(order('general-en')).toEqual(['name', 'email', 'phone', 'terms'])
  })

  it('Spanish contact form: name, email, phone, terms; the Spanish general form has no terms check', () => {
    expect(order('contact-es')).toEqual(['name', 'email', 'phone', 'terms'])
    expect(order('general-es')).toEqual(['name', 'email', 'phone'])
  })

  it('forms with a situation choice (home, service, visa, blog, ad landings): terms, name, email, phone, situation', () => {
    const situationForms = all.filter((v) => v.posts.includes('situacion') && v.kind !== 'parole')
    expect(situationForms.map((v) => v.id)).toEqual(
      expect.arrayContaining(['home-es', 'home-en', 'service-es', 'blog-en', 'video-landing-es', 'short-video-landing-es']),
    )
    for (const v of situationForms)
      expect(order(v.id as VariantId), v.id).toEqual(['terms', 'name', 'email', 'phone', 'situation'])
  })

  it('parole: name, married, stay, phone, email, situation (only when shown), terms; English requires the e-mail', () => {
    for (const id of ['parole-es', 'parole-en'] as const) {
      expect(order(id)).toEqual(['name', 'married', 'stay', 'phone', 'email', 'situation', 'terms'])
      expect(variants[id].situation, id).toBe('whenNotQualified')
    }
    expect(variants['parole-en'].emailRequired).toBe(true)
    expect(variants['parole-es'].emailRequired).toBe(false)
    expect(variants['parole-en'].checks.find((c) => c.check === 'email')?.messageKey).toBe('errors.emailShort')
  })

  it('referral landing: own name, phone, terms and at least one referral', () => {
    expect(order('referral-es')).toEqual(['name', 'phone', 'terms', 'referrals'])
  })

  it('staff social-media form: name, a phone that is not empty, agent, conversation link', () => {
    expect(order('social-media-es')).toEqual(['name', 'phonePresent', 'agent', 'link'])
  })

  it('each check names the field it points at and a message of the catalogue', () => {
    for (const v of all)
      for (const c of v.checks) {
        expect(c.messageKey, `${v.id} ${c.check}`).toMatch(/^errors\./)
        expect(v.posts, `${v.id} ${c.check}`).toContain(c.field)
      }
  })
})

describe('fields each form sends (spec §3)', () => {
  it('the Spanish footer sends no consent box; the English footer does', () => {
    expect(variants['footer-es'].posts).toEqual(['nombre', 'email', 'phone', 'mensaje', 'seccion', 'fecha_hora', '_token'])
    expect(variants['footer-es'].consent).toBeNull()
    expect(variants['footer-en'].posts).toEqual([
      'nombre',
      'email',
      'phone',
      'mensaje',
      'checkbox',
      'seccion',
      'fecha_hora',
      '_token',
    ])
  })

  it('parole sends its answers and a composed message', () => {
    for (const id of ['parole-es', 'parole-en'] as const)
      expect(variants[id].posts).toEqual(
        expect.arrayContaining([
          'nombre',
          'phone',
          'email',
          'casado',
          'estancia',
          'situacion',
          'mensaje',
          'seccion',
          'fecha_hora',
        ]),
      )
  })

  it('a referral entry sends the referred person with the referrer named in the message', () => {
    expect(variants['referral-entry-es'].posts).toEqual(expect.arrayContaining(['nombre', 'phone', 'mensaje', 'checkbox']))
  })

  it('the staff form sends the social-media fields', () => {
    expect(variants['social-media-es'].posts).toEqual(
      expect.arrayContaining(['agente', 'source', 'status', 'link', 'tipo', 'hora', 'pc_referido', 'pc_videollamada']),
    )
  })
})

describe('limits (spec §5, §9)', () => {
  it('Spanish forms and both parole forms cap the phone at 11 digits; others allow a longer number', () => {
    for (const v of visitorForms) {
      const expected = v.locale === 'es' || v.kind === 'parole' ? 11 : 15
      expect(v.phoneMaxDigits, v.id).toBe(expected)
    }
  })

  it('consent excerpts: 200 English footer, 50 home and service, 250 contact, 50 English parole, 50/100/200 other Spanish', () => {
    const excerpt = (id: VariantId) => variants[id].consent?.excerptLength
    expect(excerpt('footer-en')).toBe(200)
    for (const id of ['home-es', 'home-en', 'service-es', 'service-en', 'parole-en'] as const) expect(excerpt(id), id).toBe(50)
    for (const id of ['contact-es', 'contact-en', 'general-en'] as const) expect(excerpt(id), id).toBe(250)
    for (const v of visitorForms.filter((v) => v.locale === 'es' && v.consent))
      expect([50, 100, 200, 250], v.id).toContain(v.consent?.excerptLength)
  })

  it('the toggle words are Spanish on Spanish forms and English on English forms', () => {
    for (const v of all.filter((v) => v.consent)) expect(v.consent?.toggle === 'ver', v.id).toBe(v.locale === 'es')
  })
})

describe('spec posts (forms outside the site, §7)', () => {
  it('check name, email and phone, and each answer only when one was sent', () => {
    for (const locale of ['es', 'en'] as const)
      expect(specVariant(locale).checks.map((c) => c.check)).toEqual([
        'name',
        'email',
        'phone',
        'situationIfGiven',
        'marriedIfGiven',
        'stayIfGiven',
      ])
  })
})

describe('the table', () => {
  it('declares every kind of form the site has', () => {
    for (const kind of ['general', 'contact', 'situation', 'footer', 'landing', 'referral', 'parole', 'social-media'] as const)
      expect(byKind(kind).length, kind).toBeGreaterThan(0)
  })
})
