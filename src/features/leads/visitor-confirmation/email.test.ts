import { describe, expect, it } from 'vitest'
import { buildConfirmationEmail } from './email'

const facts = { firmName: 'Salazar Immigration Law', phone: '+19155550100', whatsapp: '19155550101', callBack: null }

describe('visitor confirmation e-mail', () => {
  it('tells a Spanish-speaking visitor it arrived, how to reach the firm and that the first call is free', () => {
    const email = buildConfirmationEmail({ name: 'María José Pérez', locale: 'es' }, facts)
    // Neutral: a watched mailbox or a lock screen shows subjects.
    expect(email.subject).toBe('Recibimos su mensaje')
    expect(email.text).toContain('Hola, María:')
    expect(email.text).toContain('Le llamaremos lo antes posible.')
    expect(email.text).toContain('llámenos al (915) 555-0100 o escríbanos por WhatsApp: https://wa.me/19155550101.')
    expect(email.text).toContain('la primera llamada es gratis')
    expect(email.text).not.toMatch(/caso|visa|VAWA|inmigraci/i)
    expect(email.html).toContain('<a href="tel:+19155550100">(915) 555-0100</a>')
    expect(email.text).not.toContain('Pérez')
  })

  it('speaks English to an English page, and says when the firm will call when it is known', () => {
    const email = buildConfirmationEmail(
      { name: 'John', locale: 'en' },
      { ...facts, callBack: 'We will call you tomorrow from 9:00 a.m.' },
    )
    expect(email.subject).toBe('We received your message')
    expect(email.text).toContain('We will call you tomorrow from 9:00 a.m.')
    expect(email.text).toContain('the first call is free')
  })

  it("escapes the visitor's words and keeps the subject on one line", () => {
    const email = buildConfirmationEmail(
      { name: '<b>Eve</b>\r\nBcc: x@y.z', locale: 'es' },
      { ...facts, firmName: 'Firm\r\nX-Evil: 1' },
    )
    expect(email.html).not.toContain('<b>Eve')
    expect(email.subject).not.toMatch(/[\r\n]/)
  })

  it('leaves out what the firm has not set', () => {
    const email = buildConfirmationEmail({ name: 'Ana', locale: 'es' }, { ...facts, phone: null })
    expect(email.text).toContain('Escríbanos por WhatsApp: https://wa.me/19155550101.')
    expect(buildConfirmationEmail({ name: 'Ana', locale: 'es' }, { ...facts, phone: null, whatsapp: null }).text).not.toContain(
      'WhatsApp',
    )
  })
})
