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
    const email = buildLeadEmail(lead, { adminUrl: 'https://salazarimmigration.example/' })
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&#60;script&#62;')
    expect(email.html).toContain('&#38; &#34;rápido&#34;')
    expect(email.text).toContain('Phone: 9155550142')
    expect(email.text).toContain('https://salazarimmigration.example/admin/collections/leads/7')
    expect(email.replyTo).toBe('maria@example.com')
  })

  it('keeps the subject on one line whatever the name holds', () => {
    const email = buildLeadEmail({ ...lead, name: 'Ana\r\nBcc: victim@example.com', section: 'x\n' })
    expect(email.subject).not.toMatch(/[\r\n]/)
    expect(email.subject.startsWith('New lead: Ana Bcc')).toBe(true)
  })

  it('sets no Reply-To for an address that is not one', () => {
    for (const email of ['nope', 'a@b', 'a b@c.d', 'x@y.z\r\nBcc: v@e.com', `${'a'.repeat(300)}@b.co`]) {
      expect(buildLeadEmail({ ...lead, email }).replyTo).toBeUndefined()
    }
  })

  it('adds the social-media details only for that channel', () => {
    const social = buildLeadEmail({ ...lead, channel: 'social-media', socialMedia: { agent: 'Agent 1', link: 'https://m.me/x' } })
    expect(social.text).toContain('Agent: Agent 1')
    expect(buildLeadEmail({ ...lead, socialMedia: { agent: 'Agent 1' } }).text).not.toContain('Agent:')
  })

  it('copes with a nearly empty lead', () => {
    const email = buildLeadEmail({ id: 1 })
    expect(email.subject).toBe('New lead: (no name)')
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
