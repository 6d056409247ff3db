/**
 * The enquiry outbox's storage and delivery, shared by the pages and the service worker: an
 * enquiry that could not reach the server waits in IndexedDB (which a service worker can read) and
 * is posted again, with a fresh CSRF token and the same submission id, when there is a connection.
 *
 * This file imports nothing (type-only imports aside): `scripts/build-outbox-sw.mjs` transpiles it
 * as it is into the service worker `/outbox-sw.js`, so the worker and the pages run the same code.
 * It must not touch `window`, `document` or `localStorage` outside `installOutboxWorker`'s caller.
 */

/** One multipart post as the form would have sent it (every field, transport fields included). */
export type OutboxPost = { readonly endpoint: string; readonly fields: Readonly<Record<string, string>> }

/** One kept enquiry: a form's post, or a referral's posts (one per referred person), in order. */
export type OutboxEntry = {
  /** The first post's submission id. */
  id: string
  /** Still to send, in order; a referral's posts leave one by one as the server takes them. */
  posts: OutboxPost[]
  /** The thank-you page to show when it has gone (a path), if the form has one. */
  thankYou: string | null
  locale: string
  keptAt: number
  /** Set while a tab or the worker is sending it: nobody else touches it until it lapses. */
  claimedAt?: number
}

/** What became of an entry, kept until a page has told the visitor. */
export type OutboxNote = { id: string; outcome: 'sent' | 'refused'; thankYou: string | null; locale: string; at: number }

/** The entries' fate in one pass. */
export type Delivery = { id: string; outcome: 'sent' | 'refused' | 'later' }

export const OUTBOX_DB = 'enquiry-outbox'
/** BroadcastChannel on which a sender says what it delivered; also the lock-free sync tag. */
export const OUTBOX_CHANNEL = 'enquiry-outbox'
export const OUTBOX_SYNC_TAG = 'enquiry-outbox'
/** A kept enquiry older than this is dropped, sent or not (issue 10: 7 days). */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** A claim lapses after this: longer than a token fetch plus a post, so a sender that died frees it. */
export const OUTBOX_CLAIM_MS = 60_000
/** A post with no answer after this counts as no connection (the server still dedupes a late arrival). */
export const POST_TIMEOUT_MS = 20_000

const ENTRIES = 'entries'
const NOTES = 'notes'

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

export function openOutbox(): Promise<IDBDatabase> {
  const request = indexedDB.open(OUTBOX_DB, 1)
  request.onupgradeneeded = () => {
    request.result.createObjectStore(ENTRIES, { keyPath: 'id' })
    request.result.createObjectStore(NOTES, { keyPath: 'id' })
  }
  return done(request)
}

/**
 * Runs `body` in one transaction and resolves with what it produced once the transaction has
 * committed. `body` works with request callbacks only: an `await` on anything else inside a
 * transaction would let it commit early.
 */
function inTransaction<T>(
  db: IDBDatabase,
  stores: string[],
  mode: IDBTransactionMode,
  body: (tx: IDBTransaction, result: { value?: T }) => void,
): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(stores, mode)
    const result: { value?: T } = {}
    tx.oncomplete = () => resolve(result.value)
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
    body(tx, result)
  })
}

async function withOutbox<T>(work: (db: IDBDatabase) => Promise<T>): Promise<T> {
  const db = await openOutbox()
  try {
    return await work(db)
  } finally {
    db.close()
  }
}

/** Keeps an enquiry (replacing `replaces`, the same form's earlier kept enquiry, if still there). */
export function keepEntry(entry: OutboxEntry, replaces?: string): Promise<unknown> {
  return withOutbox((db) =>
    inTransaction(db, [ENTRIES], 'readwrite', (tx) => {
      const store = tx.objectStore(ENTRIES)
      if (replaces && replaces !== entry.id) store.delete(replaces)
      store.put(entry)
    }),
  )
}

/** Drops a kept enquiry unsent (its form got a server answer for it since). */
export function forgetEntry(id: string): Promise<unknown> {
  return withOutbox((db) => inTransaction(db, [ENTRIES], 'readwrite', (tx) => tx.objectStore(ENTRIES).delete(id)))
}

/** How many enquiries wait, and how many notes a page has yet to show. */
export function outboxSize(): Promise<{ entries: number; notes: number }> {
  return withOutbox(async (db) => {
    const counts = await inTransaction<{ entries: number; notes: number }>(db, [ENTRIES, NOTES], 'readonly', (tx, result) => {
      const entries = tx.objectStore(ENTRIES).count()
      const notes = tx.objectStore(NOTES).count()
      notes.onsuccess = () => (result.value = { entries: entries.result, notes: notes.result })
    })
    return counts ?? { entries: 0, notes: 0 }
  })
}

/** Removes and returns the notes (all, or those of `ids`): whoever takes a note tells the visitor. */
export function takeNotes(ids?: readonly string[]): Promise<OutboxNote[]> {
  return withOutbox(async (db) => {
    const notes = await inTransaction<OutboxNote[]>(db, [NOTES], 'readwrite', (tx, result) => {
      const store = tx.objectStore(NOTES)
      const all = store.getAll() as IDBRequest<OutboxNote[]>
      all.onsuccess = () => {
        const taken = all.result.filter((note) => !ids || ids.includes(note.id))
        for (const note of taken) store.delete(note.id)
        result.value = taken
      }
    })
    return notes ?? []
  })
}

/**
 * Claims an entry for sending, atomically: IndexedDB runs overlapping read-write transactions one
 * after another, so of two tabs (or a tab and the worker) only one sees it unclaimed. Expired
 * entries are dropped here. Null when someone else holds it; undefined when it is gone.
 */
function claim(db: IDBDatabase, id: string, now: number, locked: boolean): Promise<OutboxEntry | null | undefined> {
  return inTransaction<OutboxEntry | null>(db, [ENTRIES], 'readwrite', (tx, result) => {
    const store = tx.objectStore(ENTRIES)
    const read = store.get(id) as IDBRequest<OutboxEntry | undefined>
    read.onsuccess = () => {
      const entry = read.result
      if (!entry) return
      if (now - entry.keptAt > OUTBOX_MAX_AGE_MS) {
        store.delete(id)
        return
      }
      // Under the lock nobody else is sending: a claim left is that of a sender that died.
      if (!locked && entry.claimedAt !== undefined && now - entry.claimedAt < OUTBOX_CLAIM_MS) {
        result.value = null
        return
      }
      const claimed = { ...entry, claimedAt: now }
      store.put(claimed)
      result.value = claimed
    }
  })
}

/** After a pass over an entry: gone with a note, or back unclaimed with what is still to send. */
function settle(db: IDBDatabase, entry: OutboxEntry, outcome: Delivery['outcome'], now: number): Promise<unknown> {
  return inTransaction(db, [ENTRIES, NOTES], 'readwrite', (tx) => {
    const entries = tx.objectStore(ENTRIES)
    if (outcome === 'later') {
      const { claimedAt: _released, ...unclaimed } = entry
      entries.put(unclaimed)
      return
    }
    entries.delete(entry.id)
    const note: OutboxNote = { id: entry.id, outcome, thankYou: entry.thankYou, locale: entry.locale, at: now }
    tx.objectStore(NOTES).put(note)
  })
}

function saveProgress(db: IDBDatabase, entry: OutboxEntry): Promise<unknown> {
  return inTransaction(db, [ENTRIES], 'readwrite', (tx) => tx.objectStore(ENTRIES).put(entry))
}

type Fetch = typeof fetch

function withTimeout(ms: number): { signal?: AbortSignal } {
  return typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal ? { signal: AbortSignal.timeout(ms) } : {}
}

/** A fresh token (the one the form had is bound to an older moment); null when the server cannot be reached or gives none. */
async function freshToken(fetchImpl: Fetch): Promise<string | null> {
  try {
    const response = await fetchImpl('/csrf-token', {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      credentials: 'same-origin',
      ...withTimeout(POST_TIMEOUT_MS),
    })
    if (!response.ok) return null
    const body = (await response.json()) as { token?: unknown }
    return typeof body.token === 'string' && body.token !== '' ? body.token : null
  } catch {
    return null
  }
}

/**
 * Posts one kept post. 'sent' on the server's success; 'later' when there was no answer or the
 * server was in trouble (5xx: it asks to be tried again); 'refused' when it answered no (4xx:
 * sending the same again would get the same no).
 */
async function postOnce(post: OutboxPost, token: string, fetchImpl: Fetch): Promise<Delivery['outcome']> {
  const body = new FormData()
  for (const [name, value] of Object.entries(post.fields)) body.append(name, name === '_token' ? token : value)
  let response: Response
  try {
    response = await fetchImpl(post.endpoint, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      ...withTimeout(POST_TIMEOUT_MS),
    })
  } catch {
    return 'later'
  }
  if (response.status >= 500) return 'later'
  const answer = (await response.json().catch(() => null)) as { status?: unknown } | null
  if (response.ok && answer?.status === 'success') return 'sent'
  // A 2xx that is not our JSON answer is a captive portal or a proxy page: not the server.
  return response.ok ? 'later' : 'refused'
}

/**
 * One pass over the outbox: every unclaimed, unexpired entry is claimed, posted (a referral's
 * posts one after another, each leaving the entry as it is taken) and settled. Several senders at
 * once (tabs, the worker) each get different entries; the server stores a repeated submission id
 * once anyway.
 */
export async function deliverOutbox(fetchImpl: Fetch = fetch, now: () => number = Date.now): Promise<Delivery[]> {
  // One sender at a time across the tabs and the worker: the Web Locks API where there is one (a
  // lock, unlike a claim, goes with the tab that held it), else the claims alone.
  const locks = (typeof navigator !== 'undefined' ? navigator : undefined)?.locks
  if (!locks) return deliverPass(fetchImpl, now, false)
  // Someone else is sending when there is no lock to have: what they deliver is broadcast here too.
  return await locks.request(OUTBOX_DB, { ifAvailable: true }, async (lock): Promise<Delivery[]> =>
    lock ? deliverPass(fetchImpl, now, true) : [],
  )
}

function deliverPass(fetchImpl: Fetch, now: () => number, locked: boolean): Promise<Delivery[]> {
  return withOutbox(async (db) => {
    const ids = (await inTransaction<IDBValidKey[]>(db, [ENTRIES], 'readonly', (tx, result) => {
      const keys = tx.objectStore(ENTRIES).getAllKeys()
      keys.onsuccess = () => (result.value = keys.result)
    })) as string[]
    const deliveries: Delivery[] = []
    for (const id of ids) {
      const entry = await claim(db, id, now(), locked)
      if (entry === null) {
        // Held by another sender's claim: try again later, in case that sender died.
        deliveries.push({ id, outcome: 'later' })
        continue
      }
      if (!entry) continue
      let outcome: Delivery['outcome'] = 'sent'
      const token = await freshToken(fetchImpl)
      if (token === null) outcome = 'later'
      while (outcome === 'sent' && entry.posts.length > 0) {
        outcome = await postOnce(entry.posts[0]!, token!, fetchImpl)
        if (outcome === 'sent') {
          entry.posts = entry.posts.slice(1)
          // Progress is kept as it is made: a referral cut off halfway resumes where it stopped.
          if (entry.posts.length > 0) await saveProgress(db, { ...entry, claimedAt: now() })
        }
      }
      await settle(db, entry, outcome, now())
      deliveries.push({ id, outcome })
    }
    return deliveries
  })
}

/** The few service-worker types this file needs (the project's TypeScript lib is the DOM's). */
type SyncEvent = Event & { tag: string; waitUntil: (work: Promise<unknown>) => void }
type WorkerScope = {
  addEventListener: (type: 'sync', listener: (event: SyncEvent) => void) => void
}

/**
 * The service worker: on Background Sync (the browser fires it when the connection is back, even
 * with the site closed) it delivers the outbox and says so on the channel. No fetch handler: it
 * caches nothing and never stands between a page and the network.
 */
export function installOutboxWorker(scope: WorkerScope): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return
    event.waitUntil(
      deliverOutbox().then((deliveries) => {
        new BroadcastChannel(OUTBOX_CHANNEL).postMessage(deliveries)
        // Still waiting: a rejected sync is tried again by the browser later.
        if (deliveries.some((d) => d.outcome === 'later')) throw new Error('enquiry outbox: some enquiries wait')
      }),
    )
  })
}
