import 'server-only'
import nodemailer, { type Transporter } from 'nodemailer'

/**
 * SMTP from the environment: SMTP_HOST, SMTP_PORT (587), SMTP_USER, SMTP_PASS,
 * SMTP_SECURE (1/true = TLS from the first byte, usually port 465), MAIL_FROM.
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

type SmtpSettings = { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string }

export function smtpSettings(env: Record<string, string | undefined> = process.env): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim()
  if (!host) return null
  const secure = /^(1|true|yes)$/i.test(env.SMTP_SECURE?.trim() ?? '')
  const parsedPort = Number.parseInt(env.SMTP_PORT ?? '', 10)
  const port = Number.isFinite(parsedPort) && parsedPort > 0 ? parsedPort : secure ? 465 : 587
  const from = env.MAIL_FROM?.trim() || `no-reply@${host}`
  const user = env.SMTP_USER?.trim() || undefined
  const pass = env.SMTP_PASS ?? undefined
  return { host, port, secure, user, pass, from }
}

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
