/**
 * SMTP settings from the environment: SMTP_HOST, SMTP_PORT (587), SMTP_USER, SMTP_PASS,
 * SMTP_SECURE (1/true = TLS from the first byte, usually port 465), MAIL_FROM. Shared by the lead
 * mailer (src/server/mailer.ts) and Payload's e-mail adapter (src/server/payload-email.ts). No
 * 'server-only' here: payload.config.ts imports the adapter, and the Payload CLI loads that config
 * outside Next.js.
 */
export type SmtpSettings = { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string }

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

/** `Name <address>` or a bare address, split the way Payload wants its default sender. */
export function splitFrom(from: string, fallbackName: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from)
  if (match) return { name: match[1]!.trim() || fallbackName, address: match[2]! }
  return { name: fallbackName, address: from.trim() }
}
