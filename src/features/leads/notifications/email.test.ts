import { describe, expect, it } from 'vitest'
import { buildLeadEmail, escapeHtml, oneLine } from './email'

describe('buildLeadEmail', () => {
  const lead = {
    id: 7,
    name: 'María <script>alert(1)</script>',
    phone: '9155550142',
    email: 'maria@example.com',
    message: 'Hola\nnecesito ayuda & "rápido"',
    section: 'Footer Español - google-ads',
    situation: 'spouse',
    channel: 'web',
    createdAt: '2026-11-22T10:00:00.000Z',
    consent: { accepted: true, pageUrl: 'https://salazarimmigration.example/' },
  }

  it('escapes everything in the HTML copy', () => {
    const email = buildLeadEmail(lead, { adminUrl: 'https://salazarimmigration.example/', lang: 'en' })
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('María')
    expect(email.text).toContain('https://salazarimmigration.example/admin/collections/leads/7')
  })

  it('names no situation and shows only a first name, for any lead (issue 50)', () => {
    const vawa = {
      ...lead,
      name: 'Rosa Elena Martínez',
      situation: 'abuseVictim',
      section: 'Visa VAWA Español',
      campaignSource: 'vawa-ads',
      message: 'Mi esposo me golpea',
      consent: { accepted: true, pageUrl: 'https://salazarimmigration.example/visa-humanitaria/visa-vawa' },
    }
    for (const lang of ['es', 'en'] as const) {
      const email = buildLeadEmail(vawa, { lang, adminUrl: 'https://salazarimmigration.example' })
      for (const part of [email.subject, email.text, email.html]) {
        expect(part).not.toMatch(/maltrato|abuse|VAWA|vawa|golpea|Martínez|Elena|9155550142|maria@example\.com/i)
        expect(part).toContain('Rosa')
      }
      // No Reply-To: an answer from the intake box to the visitor's address is a contact they did not choose.
      expect(email).not.toHaveProperty('replyTo')
    }
    expect(buildLeadEmail(vawa, { lang: 'en' }).subject).toBe('New lead: Rosa')
  })

  it('keeps the subject on one line whatever the name holds', () => {
    const email = buildLeadEmail({ ...lead, name: 'Ana\r\nBcc: victim@example.com', section: 'x\n' }, { lang: 'en' })
    expect(email.subject).not.toMatch(/[\r\n]/)
    expect(email.subject).toBe('New lead: Ana')
  })

  it('copes with a nearly empty lead', () => {
    expect(buildLeadEmail({ id: 1 }, { lang: 'en' }).subject).toBe('New lead: (no name)')
    expect(buildLeadEmail({ id: 1 }).subject).toBe('Nuevo prospecto: (sin nombre)')
  })

  it('is in Spanish by default, with the staff labels of language and channel and the time in the firm zone', () => {
    const email = buildLeadEmail(lead, { timeZone: 'America/Denver' })
    expect(email.text).toContain('Canal: Sitio web')
    expect(email.text).toContain('Recibido (America/Denver): 2026-11-22 03:00:00')
    expect(email.text).not.toContain('Situación')
  })

  it('says when the same person wrote before', () => {
    const earlier = { count: 2, since: new Date('2026-10-03T18:00:00Z') }
    const es = buildLeadEmail(lead, { earlier, timeZone: 'America/Denver' })
    expect(es.text.split('\n')[0]).toBe('Repetido: 2 solicitudes anteriores desde el 3 oct 2026')
    expect(es.subject.startsWith('Nuevo prospecto (repetido): ')).toBe(true)
    const en = buildLeadEmail(lead, { earlier, lang: 'en', timeZone: 'America/Denver' })
    expect(en.text.split('\n')[0]).toBe('Repeat: 2 earlier enquiries since Oct 3, 2026')
    expect(en.html).toContain('<strong>Repeat: 2 earlier enquiries since Oct 3, 2026</strong>')
    expect(buildLeadEmail(lead).text).not.toMatch(/Repetido|Repeat/)
  })
})

describe('helpers', () => {
  it('escapeHtml', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#60;/a&#62;')
  })
  it('oneLine', () => {
    expect(oneLine('a\u0000b\u2028c\td', 100)).toBe('a b c d')
    expect(oneLine('x'.repeat(500), 10)).toHaveLength(10)
  })
})
