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
    expect(email.html).toContain('&#60;script&#62;')
    expect(email.html).toContain('&#38; &#34;rápido&#34;')
    expect(email.text).toContain('Phone: 9155550142')
    expect(email.text).toContain('https://salazarimmigration.example/admin/collections/leads/7')
    expect(email.replyTo).toBe('maria@example.com')
  })

  it('keeps the subject on one line whatever the name holds', () => {
    const email = buildLeadEmail({ ...lead, name: 'Ana\r\nBcc: victim@example.com', section: 'x\n' }, { lang: 'en' })
    expect(email.subject).not.toMatch(/[\r\n]/)
    expect(email.subject.startsWith('New lead: Ana Bcc')).toBe(true)
  })

  it('sets no Reply-To for an address that is not one', () => {
    for (const email of ['nope', 'a@b', 'a b@c.d', 'x@y.z\r\nBcc: v@e.com', `${'a'.repeat(300)}@b.co`]) {
      expect(buildLeadEmail({ ...lead, email }).replyTo).toBeUndefined()
    }
  })

  it('adds the social-media details only for that channel', () => {
    const social = buildLeadEmail(
      { ...lead, channel: 'social-media', socialMedia: { agent: 'Agent 1', link: 'https://m.me/x' } },
      { lang: 'en' },
    )
    expect(social.text).toContain('Agent: Agent 1')
    expect(buildLeadEmail({ ...lead, socialMedia: { agent: 'Agent 1' } }, { lang: 'en' }).text).not.toContain('Agent:')
  })

  it('copes with a nearly empty lead', () => {
    expect(buildLeadEmail({ id: 1 }, { lang: 'en' }).subject).toBe('New lead: (no name)')
    expect(buildLeadEmail({ id: 1 }).subject).toBe('Nuevo prospecto: (sin nombre)')
  })

  it('is in Spanish by default, with the staff labels of situation and channel and the time in the firm zone', () => {
    const email = buildLeadEmail(lead, { timeZone: 'America/Denver' })
    expect(email.text).toContain('Teléfono: 9155550142')
    expect(email.text).toContain('Situación: Por su esposo(a) ciudadano o residente')
    expect(email.text).toContain('Canal: Sitio web')
    expect(email.text).toContain('Recibido (America/Denver): 2026-11-22 03:00:00')
    expect(buildLeadEmail(lead, { lang: 'en', timeZone: 'America/Denver' }).text).toContain(
      'Situation: Through citizen or resident spouse',
    )
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
