/**
 * SMTP settings from the environment: SMTP_HOST, SMTP_PORT (587), SMTP_USER, SMTP_PASS,
 * SMTP_SECURE (1/true = TLS from the first byte, usually port 465), SMTP_REQUIRE_TLS, MAIL_FROM.
 *
 * Without SMTP_SECURE the connection starts in the clear and is upgraded by STARTTLS, which anyone
 * on the path can strip by hiding the server's offer: then the login and every lead would cross
 * in plain text. So STARTTLS is required (`requireTLS`: no TLS, no mail), except with a server on
 * this machine (loopback: nothing on the path) or when SMTP_REQUIRE_TLS=0 says so for a relay that
 * has none; SMTP_REQUIRE_TLS=1 requires it on loopback too. Shared by the lead
 * mailer (src/server/mailer.ts) and Payload's e-mail adapter (src/server/payload-email.ts). No
 * 'server-only' here: payload.config.ts imports the adapter, and the Payload CLI loads that config
 * outside Next.js.
 */
export type SmtpSettings = {
  host: string
  port: number
  secure: boolean
  /** STARTTLS or nothing (ignored with `secure`, which is TLS from the start). */
  requireTLS: boolean
  user?: string
  pass?: string
  from: string
}

/** A name or address of this machine: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  return bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare)
}

export function smtpSettings(env: Record<string, string | undefined> = process.env): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim()
  if (!host) return null
  const secure = /^(1|true|yes)$/i.test(env.SMTP_SECURE?.trim() ?? '')
  const parsedPort = Number.parseInt(env.SMTP_PORT ?? '', 10)
  const port = Number.isFinite(parsedPort) && parsedPort > 0 ? parsedPort : secure ? 465 : 587
  const from = env.MAIL_FROM?.trim() || `no-reply@${host}`
  const user = env.SMTP_USER?.trim() || undefined
  const pass = env.SMTP_PASS ?? undefined
  const asked = env.SMTP_REQUIRE_TLS?.trim() ?? ''
  const requireTLS = /^(1|true|yes)$/i.test(asked) ? true : /^(0|false|no)$/i.test(asked) ? false : !isLoopbackHost(host)
  return { host, port, secure, requireTLS, user, pass, from }
}

/** `Name <address>` or a bare address, split the way Payload wants its default sender. */
export function splitFrom(from: string, fallbackName: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from)
  if (match) return { name: match[1]!.trim() || fallbackName, address: match[2]! }
  return { name: fallbackName, address: from.trim() }
}
