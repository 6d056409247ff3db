import { describe, expect, it } from 'vitest'
import { noticeMessage, noticeWords } from './notices'

describe('account notices', () => {
  it('are written in the owner’s language, Spanish unless English, with what to do if it was not them', () => {
    const when = new Date('2026-12-06T21:00:00Z')
    const es = noticeMessage('password-changed', 'es', { when })
    const en = noticeMessage('password-changed', 'en', { when })
    expect(es.subject).toBe(noticeWords.es['password-changed'].subject)
    expect(es.text).toMatch(/Si no fue usted/)
    expect(en.text).toMatch(/If it was not you/)
    expect(noticeMessage('password-changed', null, { when }).subject).toBe(es.subject)
  })
  it('name the new address of an e-mail change, escaped in the HTML', () => {
    const message = noticeMessage('email-changed', 'en', { when: new Date(), newEmail: 'a<b>@x.example' })
    expect(message.text).toContain('a<b>@x.example')
    expect(message.html).toContain('a&lt;b&gt;@x.example')
    expect(message.html).not.toContain('<b>')
  })
})
