import type { DeliveryAlert, DeliveryProblem } from '@/features/leads/notifications/delivery-alert'
import type { StaffLanguage } from '@/features/leads/inbox/vocabulary'
import { timeAgo } from './time-ago'

const words: Record<
  StaffLanguage,
  {
    title: string
    problem: Record<DeliveryProblem, string>
    waiting: (n: number) => string
    oldest: string
    none: string
    safe: string
  }
> = {
  es: {
    title: 'Los avisos de leads por correo no están saliendo',
    problem: {
      'no-smtp': 'No hay servidor de correo configurado (SMTP_HOST en el servidor).',
      'no-intake-address': 'No hay dirección de intake: Ajustes del sitio → correo de intake, o INTAKE_EMAIL en el servidor.',
      failing: 'Los últimos envíos fallaron: abra un lead en espera y vea «Último error».',
    },
    waiting: (n) => (n === 1 ? '1 lead espera su aviso' : `${n} leads esperan su aviso`),
    oldest: 'el más antiguo llegó',
    none: 'Ningún lead espera todavía, pero los próximos no llegarán al correo.',
    safe: 'Los leads están guardados aquí y no se pierden; el aviso sale solo cuando se arregle. Avise a quien administra el servidor.',
  },
  en: {
    title: 'Lead e-mails are not going out',
    problem: {
      'no-smtp': 'No mail server is configured (SMTP_HOST on the server).',
      'no-intake-address': 'No intake address: Site settings → intake e-mail, or INTAKE_EMAIL on the server.',
      failing: 'The last sends failed: open a waiting lead and see "Last error".',
    },
    waiting: (n) => (n === 1 ? '1 lead is waiting for its e-mail' : `${n} leads are waiting for their e-mail`),
    oldest: 'the oldest came in',
    none: 'No lead is waiting yet, but the next ones will not reach the inbox.',
    safe: 'Leads are stored here and none is lost; the e-mail goes out once this is fixed. Tell whoever runs the server.',
  },
}

/**
 * The red notice at the top of the intake desk when lead e-mails cannot go out
 * (src/features/leads/notifications/delivery-alert.ts): why, how many leads wait and since when.
 */
export function DeliveryNotice({ alert, lang, now }: { alert: DeliveryAlert; lang: StaffLanguage; now: number }) {
  const t = words[lang]
  const since = alert.oldestWaitingAt ? timeAgo(alert.oldestWaitingAt, lang, now) : null
  return (
    <div className="intake-alert" role="alert" data-testid="delivery-alert" data-problem={alert.problem}>
      <p className="intake-alert__title">{t.title}</p>
      <p>{t.problem[alert.problem]}</p>
      <p>
        {alert.waiting > 0 ? (
          <>
            {t.waiting(alert.waiting)}
            {since && alert.oldestWaitingAt ? (
              <>
                , {t.oldest} <time dateTime={alert.oldestWaitingAt}>{since}</time>
              </>
            ) : null}
            .
          </>
        ) : (
          t.none
        )}
      </p>
      <p>{t.safe}</p>
    </div>
  )
}
