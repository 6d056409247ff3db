import { describe, expect, it } from 'vitest'
import { contactLinks, internationalNumber } from './contact-links'
import { timeAgo } from './time-ago'

describe('contactLinks', () => {
  it('calls, texts and greets a US number in the lead’s language, naming the firm', () => {
    const es = contactLinks({ phone: '9155550142', name: 'Ana María Pérez', locale: 'es', firmName: 'Salazar Immigration' })!
    expect(es.tel).toBe('tel:+19155550142')
    expect(es.sms).toBe('sms:+19155550142')
    expect(es.display).toBe('(915) 555-0142')
    const text = decodeURIComponent(es.whatsapp.split('?text=')[1]!)
    expect(es.whatsapp.startsWith('https://wa.me/19155550142?text=')).toBe(true)
    expect(text).toContain('Hola Ana')
    expect(text).toContain('Salazar Immigration')
    const en = contactLinks({ phone: '9155550142', name: 'John Doe', locale: 'en', firmName: 'Salazar Immigration' })!
    expect(decodeURIComponent(en.whatsapp.split('?text=')[1]!)).toMatch(/^Hello John, this is Salazar Immigration/)
  })

  it('keeps a foreign country code and refuses what cannot be dialled', () => {
    expect(internationalNumber('526561234567')).toBe('+526561234567')
    expect(internationalNumber('19155550142')).toBe('+19155550142')
    expect(internationalNumber('52656123')).toBeNull()
    expect(contactLinks({ phone: '', name: 'X', locale: 'es', firmName: 'F' })).toBeNull()
  })
})

describe('timeAgo', () => {
  const now = Date.parse('2026-11-23T12:00:00Z')
  it('says how long ago in Spanish and English', () => {
    expect(timeAgo(new Date(now - 5 * 60_000), 'es', now)).toBe('hace 5 min')
    expect(timeAgo(new Date(now - 5 * 60_000), 'en', now)).toBe('5 min. ago')
    expect(timeAgo(new Date(now - 3 * 3600_000), 'es', now)).toBe('hace 3 h')
    expect(timeAgo(new Date(now - 10_000), 'en', now)).toBe('this minute')
    expect(timeAgo(new Date(now - 3 * 86_400_000), 'es', now)).toBe('hace 3 d')
  })
})
