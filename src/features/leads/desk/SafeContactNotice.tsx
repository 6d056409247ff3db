import { hasRestriction, hourLabel, safeContactOf, type StoredSafeContact } from '@/features/leads/enquiry/safe-contact'
import type { StaffLanguage } from '@/features/leads/inbox/vocabulary'
import type { CallGuard } from './ContactLinks'
import type { IntakeCopy } from './copy'

/** The visitor's limits as the desk says them, in the staff member's language; [] when none. */
export function safeContactLines(stored: StoredSafeContact, t: IntakeCopy, lang: StaffLanguage, timeZone: string): string[] {
  const c = safeContactOf(stored)
  const lines: string[] = []
  if (c.call === 'no') lines.push(t.safeNoCall)
  else if (c.callFrom !== null || c.callTo !== null) {
    lines.push(t.safeCallHours(hourLabel(c.callFrom ?? 0, lang), hourLabel(c.callTo ?? 24, lang), timeZone))
  }
  if (c.voicemail === 'no') lines.push(t.safeNoVoicemail)
  if (c.texting === 'no') lines.push(t.safeNoTexting)
  if (c.email === 'no') lines.push(t.safeNoEmail)
  return lines
}

/** What ContactLinks needs to respect the visitor's answers. */
export function safeContactLinkProps(stored: StoredSafeContact, t: IntakeCopy, timeZone: string) {
  const safeContact = safeContactOf(stored)
  const hasWindow = safeContact.call === 'no' || safeContact.callFrom !== null || safeContact.callTo !== null
  const callGuard: CallGuard | undefined = hasWindow
    ? { safeContact, timeZone, ask: safeContact.call === 'no' ? t.safeNoCallConfirm : t.safeOutsideHours }
    : undefined
  return {
    noTexting: safeContact.texting === 'no',
    noVoicemail: safeContact.voicemail === 'no' ? t.safeNoVoicemail : undefined,
    callGuard,
  }
}

/**
 * A lead's limits on contact, first on its desk card and its page, in red: the visitor may live
 * with the person they are hiding this enquiry from. Nothing when they set none.
 */
export function SafeContactNotice(props: {
  safeContact: StoredSafeContact
  t: IntakeCopy
  lang: StaffLanguage
  timeZone: string
}) {
  if (!hasRestriction(props.safeContact)) return null
  const lines = safeContactLines(props.safeContact, props.t, props.lang, props.timeZone)
  return (
    <div className="intake-safe" role="note" data-testid="safe-contact">
      <p className="intake-safe__title">{props.t.safeContact}</p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  )
}
