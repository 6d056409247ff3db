import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink } from '../../scripts/lib/smtp-sink.mjs'
import { sendMail, smtpSettings } from './mailer'
import { isLoopbackHost } from './smtp-settings'

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
      requireTLS: true,
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

describe('STARTTLS cannot be stripped', () => {
  it('is required unless the server is on this machine or a setting says otherwise', () => {
    expect(smtpSettings({ SMTP_HOST: 'smtp.example.com' })?.requireTLS).toBe(true)
    expect(smtpSettings({ SMTP_HOST: '10.0.0.5' })?.requireTLS).toBe(true)
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.3.2.1', 'mail.localhost']) {
      expect(isLoopbackHost(host)).toBe(true)
      expect(smtpSettings({ SMTP_HOST: host })?.requireTLS).toBe(false)
    }
    expect(isLoopbackHost('127.0.0.1.evil.example')).toBe(false)
    expect(isLoopbackHost('localhost.evil.example')).toBe(false)
    expect(smtpSettings({ SMTP_HOST: 'relay.internal', SMTP_REQUIRE_TLS: '0' })?.requireTLS).toBe(false)
    expect(smtpSettings({ SMTP_HOST: '127.0.0.1', SMTP_REQUIRE_TLS: 'true' })?.requireTLS).toBe(true)
  })

  describe('against a server that offers no STARTTLS (the test sink, as an attacker would strip it)', () => {
    let sink: Awaited<ReturnType<typeof startSmtpSink>>
    const saved = { ...process.env }
    beforeAll(async () => {
      sink = await startSmtpSink()
    })
    afterAll(async () => {
      process.env = saved
      await sink.close()
    })
    const send = (subject: string) => sendMail({ to: 'intake@x.example', subject, text: 'Hola' })

    it('refuses to send when TLS is required, and sends on loopback without it', async () => {
      Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_SECURE: 'false' })
      process.env.SMTP_REQUIRE_TLS = '1'
      await expect(send('refused')).rejects.toThrow(/STARTTLS|TLS/i)
      delete process.env.SMTP_REQUIRE_TLS
      await send('sent')
      expect(sink.messages.map((message) => /^Subject: (.*)$/m.exec(message.raw)?.[1]?.trim())).toEqual(['sent'])
    })
  })
})
