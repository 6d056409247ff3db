/**
 * The little of the outbox every page carries (`OutboxRunner`): whether anything waits (a
 * localStorage mark, so a page with nothing kept never opens IndexedDB or loads the sender), and
 * where the sender sends the confirmation it wants shown on this page.
 */

const PENDING_KEY = 'enquiry-outbox'

export type OutboxNotice = 'sent' | 'refused' | 'waiting'

let sink: ((notice: OutboxNotice) => void) | null = null
let pendingListener: (() => void) | null = null

export function setNoticeSink(show: ((notice: OutboxNotice) => void) | null): void {
  sink = show
}

/** Whether this page can show a confirmation now (else the note waits for the next page). */
export function hasNoticeSink(): boolean {
  return sink !== null
}

export function showNotice(notice: OutboxNotice): void {
  sink?.(notice)
}

/** Told when a form has just kept an enquiry (the runner then loads the sender's notice). */
export function onOutboxPending(listener: (() => void) | null): void {
  pendingListener = listener
}

export function outboxPending(): boolean {
  try {
    return localStorage.getItem(PENDING_KEY) !== null
  } catch {
    return false
  }
}

export function markOutboxPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(PENDING_KEY, '1')
    else localStorage.removeItem(PENDING_KEY)
  } catch {
    // Storage refused (private mode): the form's own page still sends on `online`.
  }
  if (pending) pendingListener?.()
}
