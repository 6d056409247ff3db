/**
 * The page's side of the enquiry outbox (docs/ARCHITECTURE.md, "The outbox"): keeps an enquiry
 * that could not reach the server, sends it on the `online` event, on the next page load and from
 * the service worker's Background Sync, and tells the visitor: the form still on screen goes to
 * its thank-you page, any other page shows a short confirmation. Loaded with the forms' code, or
 * by `OutboxRunner` when something waits.
 */
import {
  deliverOutbox,
  forgetEntry,
  keepEntry,
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  outboxSize,
  takeNotes,
  type Delivery,
  type OutboxEntry,
  type OutboxNote,
} from './core'
import { hasNoticeSink, markOutboxPending, showNotice } from './notice'

/** A form on this page waiting for its kept enquiry. */
type Waiter = (outcome: OutboxNote['outcome']) => void

const waiters = new Map<string, Waiter>()
/** How long other tabs get to claim what they wait for before this page shows it as a confirmation. */
const OTHER_TABS_MS = 800
/** Retry while entries wait and the browser believes it is online (a connection that answers nothing). */
const RETRY_MS = 30_000

let started = false
let channel: BroadcastChannel | null = null
let flushing: Promise<void> | null = null
/** Asked again while a pass ran: the connection may have come back after that pass's sends failed. */
let flushAgain = false
let retry: ReturnType<typeof setTimeout> | undefined
let toldWaiting = false

/** Keeps an enquiry; false when the browser will not store it (the form then shows the network message). */
export async function keepEnquiry(entry: OutboxEntry, replaces?: string): Promise<boolean> {
  try {
    await keepEntry(entry, replaces)
  } catch (error) {
    console.error('[enquiry] outbox unavailable', error)
    return false
  }
  markOutboxPending(true)
  startOutbox({ flushNow: false })
  void askForSync()
  return true
}

/**
 * The visitor sent the form again by hand and the server answered (stored it, or said what is
 * wrong): what was kept for them is no longer theirs to wait for.
 */
export function forgetEnquiry(id: string): void {
  waiters.delete(id)
  forgetEntry(id).catch((error: unknown) => console.error('[enquiry] outbox unavailable', error))
}

/** The form that kept `id` hears what became of it; returns the unsubscribe. */
export function awaitDelivery(id: string, then: Waiter): () => void {
  waiters.set(id, then)
  return () => {
    if (waiters.get(id) === then) waiters.delete(id)
  }
}

/** Listens for the connection and other senders; once per page. */
export function startOutbox({ flushNow = true }: { flushNow?: boolean } = {}): void {
  if (started) return
  started = true
  window.addEventListener('online', () => void flush())
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel(OUTBOX_CHANNEL)
    channel.onmessage = (event: MessageEvent<Delivery[]>) => void heard(event.data)
  }
  if (flushNow) void flush()
}

/**
 * Registers the service worker (no fetch handler, it caches nothing) so that Background Sync can
 * send a kept enquiry after the tab is gone. Called when a visitor starts on a form: registering
 * needs the network, which is gone by the time an enquiry is kept.
 */
export function prepareOutboxWorker(): void {
  if (!('serviceWorker' in navigator) || !('SyncManager' in window)) return
  navigator.serviceWorker.register('/outbox-sw.js', { type: 'module', scope: '/' }).catch((error: unknown) => {
    console.warn('[enquiry] outbox worker not registered', error)
  })
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }

async function askForSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('SyncManager' in window)) return
  try {
    // Only a worker already registered: `ready` would wait for ever if there is none.
    const registration = (await navigator.serviceWorker.getRegistration('/')) as SyncRegistration | undefined
    if (registration?.active) await registration.sync?.register(OUTBOX_SYNC_TAG)
  } catch (error) {
    console.warn('[enquiry] background sync unavailable', error)
  }
}

function flush(): Promise<void> {
  // The `online` event can arrive while a pass started offline is still failing its sends; that
  // pass ends with 'later' and, now online, would wait RETRY_MS. One more pass follows it instead.
  if (flushing) {
    flushAgain = true
    return flushing
  }
  flushing = (async () => {
    clearTimeout(retry)
    let deliveries: Delivery[] = []
    try {
      deliveries = await deliverOutbox()
    } catch (error) {
      console.error('[enquiry] outbox delivery failed', error)
    }
    if (deliveries.some((d) => d.outcome !== 'later')) channel?.postMessage(deliveries)
    await heard(deliveries)
    if (deliveries.some((d) => d.outcome === 'later')) {
      void askForSync()
      if (navigator.onLine) retry = setTimeout(() => void flush(), RETRY_MS)
    }
  })().finally(() => {
    flushing = null
    if (flushAgain) {
      flushAgain = false
      void flush()
    }
  })
  return flushing
}

/** Deliveries by this page or another sender: waiting forms first, then anything left as a confirmation. */
async function heard(deliveries: readonly Delivery[]): Promise<void> {
  const waited = deliveries.filter((d) => d.outcome !== 'later' && waiters.has(d.id)).map((d) => d.id)
  if (waited.length > 0) {
    for (const note of await takeNotes(waited).catch(() => [])) waiters.get(note.id)?.(note.outcome)
  }
  setTimeout(() => void confirmLeftovers(), OTHER_TABS_MS)
}

/** Notes nobody on screen waited for: the visitor left the form; this page says what happened. */
async function confirmLeftovers(): Promise<void> {
  // Nothing on this page can say it: the note waits for the next page.
  if (!hasNoticeSink()) return
  try {
    const notes = await takeNotes()
    if (notes.length > 0) showNotice(notes.some((n) => n.outcome === 'refused') ? 'refused' : 'sent')
    const size = await outboxSize()
    if (size.entries === 0 && size.notes === 0) markOutboxPending(false)
    // Still kept (no connection): the phone says it holds the visitor's enquiry, once per page,
    // unless the form that kept it is on screen and says so itself.
    else if (notes.length === 0 && size.entries > 0 && waiters.size === 0 && !toldWaiting) {
      toldWaiting = true
      showNotice('waiting')
    }
  } catch (error) {
    console.error('[enquiry] outbox unreadable', error)
  }
}
