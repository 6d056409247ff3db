import type { Payload } from 'payload'
import { staffLanguage, type StaffLanguage } from '@/features/leads/inbox/vocabulary'
import { siteUrl } from '@/lib/site-url'

/**
 * The e-mails a staff member gets when something changes who can use their account, in their
 * language (the `language` field of their account: the admin language they last signed in with).
 * Each tells what happened and when, and what to do if it was not them. Through Payload's e-mail
 * (src/server/payload-email.ts: the SMTP settings of the lead e-mails, sent in the background).
 * Imported by the Users collection (loaded by Payload's CLI): no server-only code here.
 */
export type AccountNotice =
  | 'password-changed'
  | 'email-changed'
  | 'recovery-codes-renewed'
  | 'second-factor-reset'
  | 'signed-out-everywhere'
  | 'second-factor-guessing'

type Words = { subject: string; body: (detail: NoticeDetail) => string }
type NoticeDetail = { when: Date; newEmail?: string; failures?: number; account?: string }

const notYou = {
  es: 'Si no fue usted, avise hoy mismo a un administrador del sitio y pida restablecer su contraseña desde la página de acceso.',
  en: 'If it was not you, tell a site admin today and reset your password from the sign-in page.',
}

export const noticeWords: Record<StaffLanguage, Record<AccountNotice, Words>> = {
  es: {
    'password-changed': {
      subject: 'Su contraseña del sitio cambió',
      body: () =>
        'La contraseña de su cuenta cambió. Se cerraron sus demás sesiones y se quitaron los avisos de sus dispositivos.',
    },
    'email-changed': {
      subject: 'El correo de su cuenta del sitio cambió',
      body: (d) => `El correo de su cuenta cambió a ${d.newEmail ?? '—'}. Los avisos de la cuenta irán a esa dirección.`,
    },
    'recovery-codes-renewed': {
      subject: 'Nuevos códigos de recuperación en su cuenta',
      body: () => 'Se crearon códigos de recuperación nuevos para su cuenta; los anteriores ya no sirven.',
    },
    'second-factor-reset': {
      subject: 'Se restableció su verificación en dos pasos',
      body: () =>
        'Un administrador restableció la verificación en dos pasos de su cuenta. Se cerraron todas sus sesiones y se quitaron los avisos de sus dispositivos: al entrar, vuelva a activarla con su teléfono.',
    },
    'signed-out-everywhere': {
      subject: 'Se cerraron todas sus sesiones',
      body: () =>
        'Se cerraron todas las sesiones de su cuenta y se quitaron los avisos de sus dispositivos. Para seguir, vuelva a entrar.',
    },
    'second-factor-guessing': {
      subject: 'Muchos códigos de verificación incorrectos',
      body: (d) =>
        `Alguien que conoce la contraseña de ${d.account ?? 'una cuenta'} escribió ${d.failures ?? 'muchos'} códigos de verificación incorrectos en 24 horas. Si no fue el dueño de la cuenta, cambie su contraseña ya: eso cierra la sesión de quien lo intenta.`,
    },
  },
  en: {
    'password-changed': {
      subject: 'Your site password changed',
      body: () =>
        'The password of your account changed. Your other sessions were ended and notifications removed from your devices.',
    },
    'email-changed': {
      subject: 'The e-mail of your site account changed',
      body: (d) => `The e-mail of your account changed to ${d.newEmail ?? '—'}. Account notices will go to that address.`,
    },
    'recovery-codes-renewed': {
      subject: 'New recovery codes on your account',
      body: () => 'New recovery codes were made for your account; the old ones no longer work.',
    },
    'second-factor-reset': {
      subject: 'Your two-step verification was reset',
      body: () =>
        'An admin reset the two-step verification of your account. All your sessions were ended and notifications removed from your devices: when you sign in, set it up again with your phone.',
    },
    'signed-out-everywhere': {
      subject: 'All your sessions were ended',
      body: () => 'All sessions of your account were ended and notifications removed from your devices. Sign in again to go on.',
    },
    'second-factor-guessing': {
      subject: 'Many wrong verification codes',
      body: (d) =>
        `Someone who knows the password of ${d.account ?? 'an account'} typed ${d.failures ?? 'many'} wrong verification codes within 24 hours. If it was not the account's owner, change its password now: that ends the guesser's session.`,
    },
  },
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Subject, plain text and HTML of one notice. */
export function noticeMessage(notice: AccountNotice, language: unknown, detail: NoticeDetail) {
  const lang = staffLanguage(language)
  const words = noticeWords[lang][notice]
  const when = detail.when.toLocaleString(lang === 'es' ? 'es-US' : 'en-US', {
    timeZone: 'UTC',
    dateStyle: 'long',
    timeStyle: 'short',
  })
  const lines = [words.body(detail), `${lang === 'es' ? 'Fecha' : 'When'}: ${when} UTC`, notYou[lang], `${siteUrl()}/admin`]
  return {
    subject: words.subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  }
}

/** Sends one notice to each address (the old and the new one of an e-mail change, or owner and admins). */
export async function sendAccountNotice(
  payload: Payload,
  notice: AccountNotice,
  recipients: Array<{ email?: string | null; language?: string | null }>,
  detail: Omit<NoticeDetail, 'when'> = {},
): Promise<void> {
  const when = new Date()
  const seen = new Set<string>()
  for (const { email, language } of recipients) {
    if (!email || seen.has(email.toLowerCase())) continue
    seen.add(email.toLowerCase())
    const message = noticeMessage(notice, language, { ...detail, when })
    try {
      await payload.sendEmail({ to: email, ...message })
    } catch (error) {
      payload.logger.error({ err: error, event: 'account.notice.failed', notice }, 'account notice not sent')
    }
  }
}
