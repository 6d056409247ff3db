import { describe, expect, it } from 'vitest'
import {
  cleanLink,
  filterLettersInput,
  filterPhoneInput,
  isChecked,
  limits,
  phoneDigits,
  stripMessage,
  stripSection,
  stripToLetters,
  stripToText,
  trimEmail,
} from './sanitize'

describe('stripToText (name, agent, status)', () => {
  it.each([
    ['José Ñúñez', 'José Ñúñez'],
    ['  Müller   Güemes  ', 'Müller Güemes'],
    ['Ana\u0000María', 'AnaMaría'],
    ['\u200fAna\u200e \u202eMaría\u202c', 'Ana María'],
    ['Ana 🙂 💥 María', 'Ana María'],
    ['👨‍👩‍👧', ''],
    ["O'Brien-Smith, Jr.", 'OBrienSmith Jr'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['Ana\tMaría\nLópez\r\n', 'Ana María López'],
    ['\u00a0Ana\u2003María\u3000', 'Ana María'],
    ['Zoe\u0301', 'Zoé'],
    ['Ａｎａ', 'Ａｎａ'],
    ['Ana ٣ ²', 'Ana'],
    ['李小龍 Владимир', '李小龍 Владимир'],
    ['Ana\u200bMaría', 'AnaMaría'],
  ])('%j → %j', (input, expected) => {
    expect(stripToText(input)).toBe(expected)
  })

  it('accepts anything without throwing', () => {
    for (const value of [undefined, null, 42, NaN, {}, [], ['Ana'], true, Symbol('x')]) {
      expect(typeof stripToText(value)).toBe('string')
    }
    expect(stripToText(42)).toBe('42')
    expect(stripToText(['Ana'])).toBe('')
  })

  it('caps 5,000 characters at the name limit without splitting an astral letter', () => {
    expect(stripToText('a'.repeat(5000))).toHaveLength(limits.name)
    const astral = '𝒜'.repeat(5000)
    const out = stripToText(astral)
    expect(Array.from(out)).toHaveLength(limits.name)
    expect(out).toBe('𝒜'.repeat(limits.name))
  })
})

describe('stripToLetters (referral names)', () => {
  it.each([
    ['Ana María Ñandú', 'Ana María Ñandú'],
    ['Ana 2', 'Ana'],
    ['Ana-María', 'AnaMaría'],
    ['123', ''],
    ['Lü\u0000is 🙂', 'Lüis'],
  ])('%j → %j', (input, expected) => {
    expect(stripToLetters(input)).toBe(expected)
  })

  it('filters as typed, keeping spaces', () => {
    expect(filterLettersInput('Ana 2 M')).toBe('Ana  M')
    expect(filterLettersInput('Ana ')).toBe('Ana ')
  })
})

describe('stripMessage', () => {
  it('keeps letters, digits and line breaks', () => {
    expect(stripMessage('Hola,\r\nme llamo José.\r\n\r\n\r\n\r\nTengo 3 hijos 👪!')).toBe('Hola\nme llamo José\n\nTengo 3 hijos')
  })

  it('removes NUL, RTL and zero-width characters', () => {
    expect(stripMessage('a\u0000b\u202ec\u200bd\ufeff')).toBe('abcd')
  })

  it('caps 5,000+ characters at the message limit', () => {
    expect(stripMessage('x'.repeat(6000))).toHaveLength(limits.message)
    expect(stripMessage('x'.repeat(5000))).toHaveLength(5000)
  })
})

describe('stripSection', () => {
  it("keeps the ' - ' before the campaign source", () => {
    expect(stripSection('Footer Español - facebook')).toBe('Footer Español - facebook')
    expect(stripSection('Youtube Landing <b>x</b>?')).toBe('Youtube Landing bxb')
    expect(stripSection('s'.repeat(5000))).toHaveLength(limits.section)
  })
})

describe('phone', () => {
  it('keeps digits as typed, at most the cap', () => {
    expect(filterPhoneInput('(915) 555-0142', 11)).toBe('9155550142')
    expect(filterPhoneInput('+1 915 555 0142 99', 11)).toBe('19155550142')
    expect(filterPhoneInput('1'.repeat(5000), 11)).toBe('1'.repeat(11))
    expect(filterPhoneInput('１２３٣ abc \u0000', 11)).toBe('')
    expect(filterPhoneInput('9\u200f1\u00005', 15)).toBe('915')
    expect(filterPhoneInput(undefined, 11)).toBe('')
  })

  it('phoneDigits is uncapped for the check but bounded', () => {
    expect(phoneDigits('1'.repeat(12))).toHaveLength(12)
    expect(phoneDigits('1'.repeat(5000)).length).toBeLessThanOrEqual(64)
  })
})

describe('e-mail, link and checkbox', () => {
  it('trims the e-mail and does not clean it', () => {
    expect(trimEmail('  Ana+x@Example.com \n')).toBe('Ana+x@Example.com')
    expect(trimEmail('a b@c.d')).toBe('a b@c.d')
    expect(trimEmail(null)).toBe('')
  })

  it('cleans control and direction characters out of a link', () => {
    expect(cleanLink(' https://m.me/\u0000abc\u200f ')).toBe('https://m.me/abc')
    expect(cleanLink('x'.repeat(5000))).toHaveLength(limits.link)
  })

  it('reads checkbox values', () => {
    expect([true, 1, '1', 'on', 'ON', 'true'].map(isChecked)).toEqual([true, true, true, true, true, true])
    expect([false, 0, '0', '', 'off', null, undefined, 'yes'].map(isChecked)).toEqual(Array(8).fill(false))
  })
})
