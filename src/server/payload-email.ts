import type { EmailAdapter, SendEmailOptions } from 'payload'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { smtpSettings, splitFrom } from './smtp-settings'

/**
 * Payload's own e-mail (staff password resets) through its nodemailer adapter, on the same SMTP_*
 * and MAIL_FROM settings as the lead e-mails. Imported by payload.config.ts (loaded by the Payload
 * CLI too), so no 'server-only' here.
 *
 * Without SMTP_HOST nothing is sent: the adapter logs one warning line per message (no recipient,
 * no link) and the request answers as usual. Payload's fallbacks would be worse: its default
 * adapter writes the whole message, reset link included, to the log, and nodemailerAdapter without
 * a transport opens an account at ethereal.email and sends the link out to it.
 */
const FIRM_NAME = 'Salazar Immigration Law'

export function payloadEmail(env: Record<string, string | undefined> = process.env): EmailAdapter | Promise<EmailAdapter> {
  const settings = smtpSettings(env)
  if (!settings) return notConfiguredAdapter
  const sender = splitFrom(settings.from, FIRM_NAME)
  return nodemailerAdapter({
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    // Verifying would open an SMTP connection on every start, the CLI's included.
    skipVerify: true,
    transportOptions: {
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      requireTLS: settings.requireTLS,
      auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
  }).then(inBackground)
}

/**
 * Sends without making the request wait. Payload awaits the SMTP exchange inside forgot-password
 * only when the address belongs to an account, so a waiting answer would tell a stranger which
 * addresses are staff; a send that fails is logged instead (it could not be shown to the client
 * without telling the same thing).
 */
function inBackground(adapter: EmailAdapter): EmailAdapter {
  return ({ payload }) => {
    const inner = adapter({ payload })
    return {
      ...inner,
      sendEmail: async (message: SendEmailOptions) => {
        void inner.sendEmail(message).catch((error: unknown) => {
          payload.logger.error(
            { event: 'email.failed', subject: message.subject, reason: error instanceof Error ? error.message : String(error) },
            'e-mail not sent',
          )
        })
        return { queued: true }
      },
    }
  }
}

const notConfiguredAdapter: EmailAdapter = ({ payload }) => ({
  name: 'smtp-not-configured',
  defaultFromAddress: 'no-reply@localhost',
  defaultFromName: FIRM_NAME,
  sendEmail: async (message: SendEmailOptions) => {
    payload.logger.warn({ event: 'email.not_configured', subject: message.subject }, 'e-mail not sent: SMTP_HOST is not set')
    return { sent: false }
  },
})
