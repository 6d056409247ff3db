import { readinessToken } from '@/features/readiness/token'
import { vapidKeys } from '@/features/leads/staff-push/vapid'
import { smtpSettings } from './smtp-settings'

/**
 * The settings a production server needs from its environment, and what goes wrong without each.
 * On start the server logs one line per missing one (src/server/startup.server.ts); the intake desk
 * and /api/health tell staff when lead e-mails cannot go out (src/features/leads/notifications/delivery-alert.ts).
 */
type Env = Record<string, string | undefined>

export type MissingSetting = { name: string; consequence: string }

export function isProduction(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production'
}

/**
 * What is missing, in the order a host would fix it. `intakeEmailInSettings`: Site settings →
 * intake e-mail is filled in (it takes the place of INTAKE_EMAIL).
 */
export function missingProductionSettings(
  env: Env = process.env,
  options: { intakeEmailInSettings?: boolean } = {},
): MissingSetting[] {
  const missing: MissingSetting[] = []
  const blank = (name: string) => !env[name]?.trim()
  if (blank('SITE_URL')) {
    missing.push({
      name: 'SITE_URL',
      consequence: 'canonical links, the sitemap, password-reset links and lead e-mails point at localhost',
    })
  }
  if (blank('PAYLOAD_SECRET')) {
    missing.push({
      name: 'PAYLOAD_SECRET',
      consequence:
        'a random secret is drawn at each start: staff are signed out by every restart, and instances do not accept each other’s sessions',
    })
  }
  if (!smtpSettings(env)) {
    missing.push({
      name: 'SMTP_HOST',
      consequence: 'no lead e-mail can be sent: new leads wait in the queue, and the intake desk shows a red notice',
    })
  } else if (!blank('SMTP_USER') && blank('SMTP_PASS')) {
    missing.push({
      name: 'SMTP_PASS',
      consequence: 'SMTP_USER is set without a password: the mail server will likely refuse to send',
    })
  }
  if (blank('MAIL_FROM')) {
    missing.push({
      name: 'MAIL_FROM',
      consequence: 'lead and password e-mails are sent from no-reply@<SMTP_HOST>, which many mail servers reject',
    })
  }
  if (blank('INTAKE_EMAIL') && !options.intakeEmailInSettings) {
    missing.push({
      name: 'INTAKE_EMAIL',
      consequence:
        'no address to send new leads to (set INTAKE_EMAIL, or Site settings → intake e-mail): leads wait in the queue',
    })
  }
  if (!vapidKeys(env)) {
    missing.push({
      name: 'VAPID_PUBLIC_KEY',
      consequence:
        'no VAPID key pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY), and none could be drawn and kept in the database: staff phones get no new-lead notifications',
    })
  }
  return missing
}

/**
 * Settings a production host should set although the site works without them: logged once at
 * start as a recommendation, not as missing.
 */
export function recommendedProductionSettings(env: Env = process.env): MissingSetting[] {
  const recommended: MissingSetting[] = []
  if (!readinessToken(env)) {
    recommended.push({
      name: 'READINESS_TOKEN',
      consequence: env.READINESS_TOKEN?.trim()
        ? 'it is shorter than 16 characters, so the readiness check /api/health/ready stays off'
        : 'no readiness check (/api/health/ready) for an uptime monitor, so only the intake desk hears when lead notifications are stuck (docs/operations.md, "Monitoring and alerts")',
    })
  }
  return recommended
}
