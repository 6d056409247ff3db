import { describe, expect, it } from 'vitest'
import { smtpSettings } from './mailer'

describe('smtpSettings', () => {
  it('is null without SMTP_HOST', () => {
    expect(smtpSettings({})).toBeNull()
    expect(smtpSettings({ SMTP_HOST: '   ' })).toBeNull()
  })
  it('reads the environment with sensible defaults', () => {
    expect(smtpSettings({ SMTP_HOST: 'mail.example', MAIL_FROM: 'Site <site@x.example>' })).toEqual({
      host: 'mail.example',
      port: 587,
      secure: false,
      user: undefined,
      pass: undefined,
      from: 'Site <site@x.example>',
    })
    expect(smtpSettings({ SMTP_HOST: 'mail.example', SMTP_SECURE: 'true' })?.port).toBe(465)
    expect(smtpSettings({ SMTP_HOST: 'mail.example', SMTP_PORT: '2525', SMTP_USER: 'u', SMTP_PASS: 'p' })).toMatchObject({
      port: 2525,
      user: 'u',
      pass: 'p',
    })
  })
  it.each(['abc', '-1', '0', ''])('falls back on a nonsense port %o', (port) => {
    expect(smtpSettings({ SMTP_HOST: 'mail.example', SMTP_PORT: port })?.port).toBe(587)
  })
})
