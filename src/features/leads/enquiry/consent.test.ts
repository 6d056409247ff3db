import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { consentText, ELLIPSIS, excerpt } from './consent'
import { consentVersionHash } from './consent-version.server'
import { variants, variantIds } from './variants'
import type { VariantId } from './variants'

describe('consent text', () => {
  it('English: the firm may text the wireless number, rates, frequency, STOP, privacy policy', () => {
    const { text, linkText } = consentText('en', 'Salazar Immigration Law')
    expect(text).toContain('Salazar Immigration Law may send text messages')
    expect(text).toContain('wireless number')
    expect(text).toContain('Message and data rates may apply.')
    expect(text).toContain('Message frequency varies.')
    expect(text).toContain('Reply STOP to opt out.')
    expect(text.endsWith(`${linkText}.`)).toBe(true)
  })

  it('Spanish: the same, and the SMS may be for any purpose', () => {
    const { text, linkText } = consentText('es', 'Salazar Immigration Law')
    expect(text).toContain('Salazar Immigration Law me envíe mensajes de texto (SMS) con cualquier propósito')
    expect(text).toContain('tarifas por mensajes y datos')
    expect(text).toContain('La frecuencia de los mensajes varía.')
    expect(text).toContain('STOP')
    expect(text).toContain(linkText)
  })

  it('the firm name comes from the parameter', () => {
    expect(consentText('en', 'Other Firm LLP').text).toContain('Other Firm LLP')
    expect(consentText('en', '  ').text).toContain('the firm')
    expect(consentText('es', '').text).toContain('la firma')
  })
})

describe('excerpt', () => {
  const { text } = consentText('es', 'Salazar Immigration Law')

  it('cuts with an ellipsis, and leaves text that fits alone', () => {
    expect(excerpt('abcdef', 3)).toBe(`abc${ELLIPSIS}`)
    expect(excerpt('abc', 3)).toBe('abc')
    expect(excerpt('ab  cd', 4)).toBe(`ab${ELLIPSIS}`)
    expect(excerpt('😀😀😀', 2)).toBe(`😀😀${ELLIPSIS}`)
    expect(excerpt(text, 0)).toBe(ELLIPSIS)
  })

  it('cuts after the last whole word that fits, never inside one', () => {
    // 50 characters end inside "Immigration": the cut goes back to "Salazar".
    expect(excerpt(text, 50)).toBe(`Al marcar esta casilla, acepto que Salazar${ELLIPSIS}`)
    expect(excerpt('one two three', 7)).toBe(`one two${ELLIPSIS}`)
    expect(excerpt('one two three', 8)).toBe(`one two${ELLIPSIS}`)
    expect(excerpt('uno, dos tres', 5)).toBe(`uno${ELLIPSIS}`)
    // One word longer than the excerpt: cut where it must be.
    expect(excerpt('abcdef', 3)).toBe(`abc${ELLIPSIS}`)
  })

  // spec §9: 200 English footer; 50 home, service and English parole; 250 English contact forms and
  // Spanish contact; 50/100/200 on other Spanish forms.
  const expected: Partial<Record<VariantId, number>> = {
    'footer-en': 200,
    'home-es': 50,
    'home-en': 50,
    'service-es': 50,
    'service-en': 50,
    'parole-en': 50,
    'contact-en': 250,
    'general-en': 250,
    'contact-es': 250,
  }
  it.each(Object.entries(expected))('%s shows %i characters', (id, length) => {
    const variant = variants[id as VariantId]
    expect(variant.consent?.excerptLength).toBe(length)
    const full = consentText(variant.locale, 'Salazar Immigration Law').text
    const shown = excerpt(full, length!)
    expect(shown.endsWith(ELLIPSIS)).toBe(true)
    expect(Array.from(shown).length).toBeLessThanOrEqual(length! + 1)
    // Whole words only: what is shown is the start of the text up to a space.
    const kept = shown.slice(0, -ELLIPSIS.length)
    expect(full.startsWith(kept)).toBe(true)
    expect(full[kept.length]).toMatch(/[\s,;:]/)
    expect(Array.from(shown).length).toBeGreaterThan(length! - 20)
  })

  it('every consent text is longer than its excerpt, so each form shows the more/less toggle', () => {
    for (const id of variantIds) {
      const v = variants[id]
      if (!v.consent) continue
      expect(consentText(v.locale, 'Salazar Immigration Law').text.length, id).toBeGreaterThan(v.consent.excerptLength)
    }
  })

  it('other Spanish forms use 50, 100 or 200', () => {
    for (const id of variantIds) {
      const v = variants[id]
      if (v.locale !== 'es' || !v.consent || id in expected) continue
      expect([50, 100, 200], id).toContain(v.consent.excerptLength)
    }
  })

  it('the Spanish footer and the staff form show no consent', () => {
    expect(variants['footer-es'].consent).toBeNull()
    expect(variants['social-media-es'].consent).toBeNull()
  })

  it('toggle words per form: Ver más on Spanish, Show/See on English', () => {
    for (const id of variantIds) {
      const v = variants[id]
      if (!v.consent) continue
      if (v.locale === 'es') expect(v.consent.toggle, id).toBe('ver')
      else expect(['show', 'see'], id).toContain(v.consent.toggle)
    }
    expect(variants['footer-en'].consent?.toggle).toBe('show')
    expect(variants['parole-en'].consent?.toggle).toBe('see')
  })
})

describe('consentVersionHash', () => {
  const node = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex')

  it('is SHA-256 of the UTF-8 text', () => {
    expect(consentVersionHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(consentVersionHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    for (const s of [
      consentText('es', 'Salazar Immigration Law').text,
      consentText('en', 'Salazar Immigration Law').text,
      'ñ',
      '😀',
      'a'.repeat(55),
      'a'.repeat(56),
      'a'.repeat(63),
      'a'.repeat(64),
      'a'.repeat(65),
      'x'.repeat(100_000),
    ]) {
      expect(consentVersionHash(s)).toBe(node(s))
    }
  })

  it('changes with any change of wording or firm', () => {
    const a = consentVersionHash(consentText('en', 'A').text)
    expect(consentVersionHash(consentText('en', 'B').text)).not.toBe(a)
    expect(consentVersionHash(consentText('es', 'A').text)).not.toBe(a)
  })
})
