import 'server-only'
import nodemailer, { type Transporter } from 'nodemailer'
import { smtpSettings, type SmtpSettings } from './smtp-settings'

/**
 * Lead e-mails over SMTP (settings from the environment, see src/server/smtp-settings.ts).
 * Without SMTP_HOST nothing is sent and sendMail throws, so a notification job stays queued and
 * retried instead of being marked as sent.
 */
export type MailMessage = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** Our own id, so a retried send can be recognised by the receiving side. */
  messageId?: string
}

export { smtpSettings }

let cached: { key: string; transporter: Transporter } | undefined

function transporterFor(settings: SmtpSettings): Transporter {
  const key = JSON.stringify(settings)
  if (cached?.key !== key) {
    cached?.transporter.close()
    cached = {
      key,
      transporter: nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        requireTLS: settings.requireTLS,
        auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
        // A few kept-open connections: after an ad's burst the queue sends hundreds of e-mails,
        // and a new SMTP handshake for each would make the intake inbox lag behind.
        pool: true,
        maxConnections: 3,
        // Fail fast so the queue retries later instead of a job hanging on a dead server.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    }
  }
  return cached.transporter
}

export function isMailConfigured(): boolean {
  return smtpSettings() !== null
}

export async function sendMail(message: MailMessage): Promise<{ messageId: string }> {
  const settings = smtpSettings()
  if (!settings) throw new Error('SMTP is not configured (SMTP_HOST is not set)')
  const info = await transporterFor(settings).sendMail({
    from: settings.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    messageId: message.messageId,
  })
  return { messageId: String(info.messageId ?? '') }
}
