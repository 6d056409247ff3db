import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { staffRoles } from '@/access'
import { localeLabel, situationLabel, staffLanguage, statusLabel } from '@/features/leads/inbox/vocabulary'
import { SOCIAL_MEDIA_LEAD_PATH } from '@/features/leads/inbox/SocialMediaLeadView'
import { deliveryAlert } from '@/features/leads/notifications/delivery-alert'
import { deliveryFigures } from '@/features/leads/notifications/delivery-status.server'
import { ContactLinks } from './ContactLinks'
import { DeliveryNotice } from './DeliveryNotice'
import { intakeCopy } from './copy'
import { firstContactUrl } from './first-contact.endpoint'
import { loadIntakeHome } from './intake-home.server'
import { timeAgo } from './time-ago'
import { optedOutNote } from './opted-out'
import { CAMPAIGNS_PATH } from './paths'
import { DeskNotifications } from '@/features/leads/staff-push/DeskNotifications'
import { DESK_SCOPE, DESK_WORKER_PATH } from '@/features/leads/staff-push/desk-app'
import { PUSH_SUBSCRIPTION_PATH } from '@/features/leads/staff-push/subscription.endpoint'
import { vapidKeys } from '@/features/leads/staff-push/vapid'
import { isQuietHour } from '@/features/office-hours/quiet-hours'
import { leadsTimeZone } from '@/features/leads/inbox/time-zone'
import { SafeContactNotice, safeContactLinkProps } from './SafeContactNotice'
import './intake.css'

/** The leads list filtered to one status, as Payload's list view reads its query string. */
function statusListUrl(adminRoute: string, status: string): string {
  return `${adminRoute}/collections/leads?${new URLSearchParams({ 'where[status][equals]': status })}`
}

/**
 * The admin's home (admin.components.views.dashboard): the intake desk. New leads first, newest on
 * top, with one-tap call/text/WhatsApp links; the other statuses as counts linking to the filtered
 * list; the social-media form one tap away; a red notice when lead e-mails cannot go out. Read with
 * the staff member's own access.
 */
export async function IntakeHomeView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const { payload, user } = req
  if (!user || staffRoles(req).length === 0) return null
  const lang = staffLanguage(req.i18n.language)
  const t = intakeCopy(lang)
  const adminRoute = payload.config.routes.admin
  const apiRoute = payload.config.routes.api
  // The delivery figures are read whatever the member's access: every one of them must hear that
  // the inbox is not being told of new leads.
  const [home, figures] = await Promise.all([loadIntakeHome(payload, user), deliveryFigures(payload)])
  const alert = deliveryAlert(figures)
  const isAdmin = staffRoles(req).includes('admin')
  const zone = leadsTimeZone()

  return (
    <div className="intake gutter--left gutter--right">
      <div className="intake__head">
        <h1 className="intake__title">{t.homeTitle}</h1>
        <nav className="intake__actions" aria-label={t.homeTitle}>
          <Link className="intake-button intake-button--primary" href={`${adminRoute}${SOCIAL_MEDIA_LEAD_PATH}`}>
            + {t.socialMediaForm}
          </Link>
          <Link className="intake-button" href={`${adminRoute}/collections/leads`}>
            {t.allLeads}
          </Link>
          {isAdmin && (
            <Link className="intake-button" href={`${adminRoute}${CAMPAIGNS_PATH}`}>
              {t.campaigns}
            </Link>
          )}
        </nav>
      </div>

      {alert && <DeliveryNotice alert={alert} lang={lang} now={home.loadedAt} />}

      <section aria-labelledby="intake-new" className="intake__section">
        <h2 id="intake-new" className="intake__h2">
          <Link href={statusListUrl(adminRoute, 'new')}>{t.newLeads}</Link>{' '}
          <span className="intake-count" data-testid="new-count">
            {home.newCount}
          </span>
        </h2>
        {home.newLeads.length === 0 ? (
          <p className="intake__empty">{t.noNewLeads}</p>
        ) : (
          <ul className="intake__leads">
            {home.newLeads.map((lead) => (
              <li key={lead.id} className="intake-lead" data-lead-id={lead.id}>
                <SafeContactNotice safeContact={lead.safeContact} t={t} lang={lang} timeZone={zone} />
                <div className="intake-lead__top">
                  <Link className="intake-lead__name" href={`${adminRoute}/collections/leads/${lead.id}`}>
                    {lead.name}
                  </Link>
                  <time className="intake-lead__ago" dateTime={lead.createdAt}>
                    {timeAgo(lead.createdAt, lang, home.loadedAt)}
                  </time>
                </div>
                <p className="intake-lead__phone">{lead.links?.display ?? lead.phone}</p>
                <p className="intake-lead__meta">{lead.situation ? situationLabel(lead.situation, lang) : t.noSituation}</p>
                <p className="intake-lead__meta intake-lead__muted">
                  {[lead.section ?? t.noSection, lead.campaignSource, lead.locale ? localeLabel(lead.locale, lang) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {lead.links ? (
                  <ContactLinks
                    links={lead.links}
                    name={lead.name}
                    recordUrl={firstContactUrl(apiRoute, lead.id)}
                    labels={{ call: t.call, text: t.text, whatsapp: t.whatsapp }}
                    quietNote={isQuietHour(new Date(), zone) ? t.quietHours : undefined}
                    optedOutNote={optedOutNote(t, lang, lead.optedOutAt)}
                    {...safeContactLinkProps(lead.safeContact, t, zone)}
                  />
                ) : (
                  <p className="intake-lead__muted">{t.noPhone}</p>
                )}
              </li>
            ))}
          </ul>
        )}
        {home.newCount > home.newLeads.length && (
          <p>
            <Link href={statusListUrl(adminRoute, 'new')}>{t.moreNew(home.newCount - home.newLeads.length)}</Link>
          </p>
        )}
      </section>

      <section aria-labelledby="intake-other" className="intake__section">
        <h2 id="intake-other" className="intake__h2">
          {t.otherStatuses}
        </h2>
        <ul className="intake__counts">
          {home.otherCounts.map(({ status, count }) => (
            <li key={status}>
              <Link className="intake-status" href={statusListUrl(adminRoute, status)} data-status={status}>
                <span>{statusLabel(status, lang)}</span>
                <span className="intake-count">{count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <DeskNotifications
        publicKey={vapidKeys()?.publicKey ?? null}
        workerPath={DESK_WORKER_PATH}
        scope={DESK_SCOPE}
        subscriptionUrl={`${apiRoute}${PUSH_SUBSCRIPTION_PATH}`}
        labels={{
          title: t.pushTitle,
          on: t.pushOn,
          off: t.pushOff,
          isOn: t.pushIsOn,
          isOff: t.pushIsOff,
          denied: t.pushDenied,
          unsupported: t.pushUnsupported,
          notConfigured: t.pushNotConfigured,
          failed: t.pushFailed,
        }}
      />
    </div>
  )
}
