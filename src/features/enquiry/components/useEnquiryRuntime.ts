'use client'

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { getPathname } from '@/i18n/navigation'
import { DRAFT_COOKIE, decodeDraft, isErrorMessageKey, redirectParams, transportFields } from '../contract'
import type { DraftValues } from '../contract'
import type { EnquiryVariant, ErrorMessageKey, LeadEndpoint } from '../variants/types'
import {
  createSubmissionIds,
  currentPageUrl,
  deleteCookie,
  fetchCampaignSource,
  fetchCsrfToken,
  fingerprintOf,
  navigateTo,
  postEnquiry,
  readCookie,
  within,
  type SubmitOutcome,
} from './browser'

export type ShownError = { field?: string; messageKey: ErrorMessageKey; tick: number }

/** One post as it leaves the browser: where, and every multipart field (transport ones included). */
export type OutgoingPost = { readonly endpoint: LeadEndpoint; readonly fields: Readonly<Record<string, string>> }

/**
 * Extension point for an offline outbox (none is built yet). The runtime hands it every post that
 * failed for want of a network (no answer, or one that could not be read), after the visitor was
 * shown the network message. An outbox would keep the post (e.g. in IndexedDB) and send it again
 * when the browser is back online; the post's submission id makes the server store it once, even
 * if the first attempt did arrive.
 */
export type EnquiryOutbox = { keep: (post: OutgoingPost) => void }

type Options = {
  formId: string
  /** The form appends the campaign source to its section (public lead forms). */
  campaignSource: boolean
  /** An error the page already knows of (a no-JavaScript answer rendered on the server). */
  initialError?: { messageKey: ErrorMessageKey; field?: string }
  /** Values a failed no-JavaScript post left in the draft cookie for this form. */
  onRestore?: (values: DraftValues) => void
  /** The staff form's no-JavaScript success came back (`?enquiry_sent=1`). */
  onSent?: () => void
  outbox?: EnquiryOutbox
  /** When the form was first usable, if before this mount (`EnquiryFormPageProps.shownAt`). */
  shownAt?: number
}

/** What a post says about the form it came from, besides the form's own fields (the wire contract in docs/ARCHITECTURE.md). */
type PostOf = {
  variant: Pick<EnquiryVariant, 'id' | 'locale' | 'endpoint'>
  token: string
  /** The consent wording shown; left out by forms without one in their contract (the staff form). */
  consentText?: string
  /** Default: one id per filled form (a retry of the same values reuses it). */
  submissionId?: string
}

/** Where focus goes for an error on a field that has no control of that name. */
const focusAliases: Record<string, string> = { referidos: 'referido_nombre' }

/**
 * What every enquiry form does around its own fields (the form frame draws it): one error at a
 * time with focus on the failing control, the loading overlay, the token, the campaign source,
 * submission ids, the post with its transport fields, the outbox hook, and picking up the answer
 * of a no-JavaScript post (the wire contract, docs/ARCHITECTURE.md).
 */
export function useEnquiryRuntime({ formId, campaignSource, initialError, onRestore, onSent, outbox, shownAt }: Options) {
  const formRef = useRef<HTMLFormElement>(null)
  // false in the server's HTML and during hydration, true from the first client render on: the
  // no-JavaScript messages stay in the page only until the script owns the form.
  const hydrated = useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<ShownError | null>(initialError ? { ...initialError, tick: 0 } : null)
  const sourceRef = useRef<Promise<string> | null>(null)
  const submissionIds = useRef(createSubmissionIds())
  // When the form was shown, for the server's fill-time spam check.
  const startedAt = useRef(0)
  // A ref, not the `busy` state: a double click can deliver two submits before React re-renders.
  const inFlight = useRef(false)
  // Read once, on mount: the callbacks only call state setters, which never change.
  const restore = useRef({ onRestore, onSent })
  const outboxRef = useRef(outbox)
  const shownAtRef = useRef(shownAt)

  useEffect(() => {
    startedAt.current = shownAtRef.current ?? Date.now()

    // Coming back with Back from the thank-you page restores this page from the cache with the
    // overlay still up; take it down.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        inFlight.current = false
        setBusy(false)
      }
    }
    window.addEventListener('pageshow', onPageShow)

    const url = new URL(window.location.href)
    if (url.searchParams.get(redirectParams.form) === formId) {
      const key = url.searchParams.get(redirectParams.error)
      const field = url.searchParams.get(redirectParams.field) ?? undefined
      const draft = decodeDraft(readCookie(DRAFT_COOKIE))
      if (draft?.form === formId) {
        restore.current.onRestore?.(draft.values)
        deleteCookie(DRAFT_COOKIE)
      }
      // The answer of a no-JavaScript post is in the URL, which only the browser has: it cannot be
      // the initial state (the server's HTML would differ), so it is read once after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (isErrorMessageKey(key)) setError({ field, messageKey: key, tick: Date.now() })
      if (url.searchParams.get(redirectParams.sent) === '1') restore.current.onSent?.()
      for (const name of Object.values(redirectParams)) url.searchParams.delete(name)
      // A reload must not show the old answer again.
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    }
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [formId])

  // Focus follows the error to its control, after React has drawn it (and the overlay is gone).
  useEffect(() => {
    if (!error?.field || !formRef.current) return
    const name = focusAliases[error.field] ?? error.field
    const control = formRef.current.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]:not([type="hidden"])`)
    control?.focus()
  }, [error])

  /** Starts a submit: clears the shown error and shows the overlay; false while one is already running. */
  const start = useCallback(() => {
    if (inFlight.current) return false
    inFlight.current = true
    setBusy(true)
    setError(null)
    return true
  }, [])

  /** Ends a submit and takes the overlay down (not called on the way to a thank-you page). */
  const finish = useCallback(() => {
    inFlight.current = false
    setBusy(false)
  }, [])

  const showError = useCallback(
    (messageKey: ErrorMessageKey, field?: string) => {
      finish()
      setError({ field, messageKey, tick: Date.now() })
    },
    [finish],
  )

  const clearError = useCallback(() => setError(null), [])

  /**
   * Asks for the campaign source once, when the visitor first focuses the form, rather than on
   * every page view (the footer form is on every page).
   */
  const warmCampaignSource = useCallback(() => {
    if (campaignSource && sourceRef.current === null) sourceRef.current = fetchCampaignSource()
  }, [campaignSource])

  /**
   * The token and the campaign source (waiting at most 1.5 s for it; '' for forms that use none),
   * fetched side by side once the form's values passed the checks. `token` is null when none came.
   */
  const prepare = useCallback(async () => {
    warmCampaignSource()
    const [source, token] = await Promise.all([within(sourceRef.current ?? Promise.resolve(''), 1500, ''), fetchCsrfToken()])
    return { source, token }
  }, [warmCampaignSource])

  /** Posts the form's fields with the transport fields; a network failure goes to the outbox hook. */
  const send = useCallback(
    async (fields: Readonly<Record<string, string>>, of: PostOf): Promise<SubmitOutcome> => {
      const honeypot = formRef.current?.querySelector<HTMLInputElement>(`[name="${transportFields.honeypot}"]`)
      const post: OutgoingPost = {
        endpoint: of.variant.endpoint,
        fields: {
          ...fields,
          _token: of.token,
          fecha_hora: new Date().toISOString(),
          [transportFields.variant]: of.variant.id,
          [transportFields.formId]: formId,
          [transportFields.submissionId]: of.submissionId ?? submissionIds.current(fingerprintOf(fields)),
          [transportFields.startedAt]: String(startedAt.current),
          [transportFields.pageUrl]: currentPageUrl(),
          ...(of.consentText === undefined ? {} : { [transportFields.consentText]: of.consentText }),
          [transportFields.locale]: of.variant.locale,
          [transportFields.honeypot]: honeypot?.value ?? '',
        },
      }
      const outcome = await postEnquiry(post.endpoint, post.fields)
      if (outcome.kind === 'network') outboxRef.current?.keep(post)
      return outcome
    },
    [formId],
  )

  /**
   * The end of a submit (spec §4 steps 5-7): on success the thank-you page of the form's language
   * (the overlay stays up while it loads) or, for a form without one, the overlay down; otherwise
   * the server's message or the network one.
   */
  const conclude = useCallback(
    (outcome: SubmitOutcome, variant: Pick<EnquiryVariant, 'thankYou' | 'locale'>) => {
      if (outcome.kind === 'success') {
        if (variant.thankYou) navigateTo(getPathname({ locale: variant.locale, href: variant.thankYou }))
        else finish()
      } else if (outcome.kind === 'rejected') showError(outcome.messageKey, outcome.field)
      else showError('errors.network')
    },
    [finish, showError],
  )

  const errorId = `${formId}-error`
  const invalid = (field: string) => error?.field === field

  return {
    formId,
    formRef,
    errorId,
    hydrated,
    busy,
    error,
    invalid,
    start,
    finish,
    showError,
    clearError,
    warmCampaignSource,
    prepare,
    send,
    conclude,
  }
}

export type EnquiryRuntime = ReturnType<typeof useEnquiryRuntime>

const subscribeToNothing = () => () => {}
const clientSnapshot = () => true
const serverSnapshot = () => false
