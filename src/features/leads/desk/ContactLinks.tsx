'use client'

import { useId, useState, type MouseEvent } from 'react'
import { insideCallWindow, type SafeContact } from '@/features/leads/enquiry/safe-contact'
import type { ContactLinks as Links } from './contact-links'

/** What the visitor said about calls (src/features/leads/enquiry/safe-contact.ts), read at the tap. */
export type CallGuard = {
  safeContact: SafeContact
  /** The zone of the visitor's hours: LEADS_TIME_ZONE. */
  timeZone: string
  /** Asked before dialling outside the safe hours (or at all, when a call is not safe). */
  ask: string
}

type Props = {
  links: NonNullable<Links>
  /** POST target recording the first contact; omitted once a first contact is on record. */
  recordUrl?: string
  labels: { call: string; text: string; whatsapp: string }
  /** The lead's name, for links that say whom they reach. */
  name: string
  /** Set during quiet hours (src/features/office-hours/quiet-hours.ts): why texting is marked. */
  quietNote?: string
  /**
   * Set when the number is in the texting opt-out register (src/features/leads/texting-opt-out): why
   * there is no SMS or WhatsApp link. Only the call link is shown.
   */
  optedOutNote?: string
  /** The visitor said texts and WhatsApp are not safe: only the call link is shown. */
  noTexting?: boolean
  /** Shown beside the call link when the visitor said no voicemail. */
  noVoicemail?: string
  callGuard?: CallGuard
}

/**
 * Call, text and WhatsApp a lead in one tap. The first tap also tells the server who contacted the
 * lead; the link works whether or not that post succeeds (keepalive lets it finish after the page
 * hands over to the phone app).
 */
export function ContactLinks({
  links,
  recordUrl,
  labels,
  name,
  quietNote,
  optedOutNote,
  noTexting,
  noVoicemail,
  callGuard,
}: Props) {
  const [sent, setSent] = useState(false)
  const noteId = useId()
  const texting = quietNote ? { 'aria-describedby': noteId, 'data-quiet': 'true' } : {}
  const record = () => {
    if (!recordUrl || sent) return
    setSent(true)
    try {
      void fetch(recordUrl, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined)
    } catch {
      // The link matters more than the record.
    }
  }
  // The clock at the tap, not at the page's render: a desk stays open for hours.
  const call = (event: MouseEvent<HTMLAnchorElement>) => {
    if (callGuard && insideCallWindow(callGuard.safeContact, new Date(), callGuard.timeZone) === false) {
      if (!window.confirm(callGuard.ask)) {
        event.preventDefault()
        return
      }
    }
    record()
  }
  const texts = !optedOutNote && !noTexting
  return (
    <>
      <div className="intake-links">
        <a className="intake-link intake-link--call" href={links.tel} onClick={call} aria-label={`${labels.call} ${name}`}>
          {labels.call}
        </a>
        {noVoicemail ? (
          <span className="intake-links__restriction" data-testid="no-voicemail">
            {noVoicemail}
          </span>
        ) : null}
        {texts && (
          <>
            <a
              className="intake-link intake-link--text"
              href={links.sms}
              onClick={record}
              aria-label={`${labels.text} ${name}`}
              {...texting}
            >
              {labels.text}
            </a>
            <a
              className="intake-link intake-link--whatsapp"
              href={links.whatsapp}
              onClick={record}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${labels.whatsapp} ${name}`}
              {...texting}
            >
              {labels.whatsapp}
            </a>
          </>
        )}
      </div>
      {optedOutNote ? (
        <p className="intake-links__opted-out" data-testid="texting-opted-out">
          {optedOutNote}
        </p>
      ) : null}
      {quietNote && texts && (
        <p className="intake-links__quiet" id={noteId}>
          {quietNote}
        </p>
      )}
    </>
  )
}
