'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import { pathOf } from '@/i18n/paths'
import { isErrorMessageKey, redirectParams, transportFields } from '../contract'
import type { EnquiryVariant, ErrorMessageKey, LeadEndpoint } from '../variants/types'
import {
  createSubmissionIds,
  currentPageUrl,
  fetchCampaignSource,
  fetchCsrfToken,
  fingerprintOf,
  navigateTo,
  postEnquiry,
  within,
  type SubmitOutcome,
} from './browser'
import { awaitDelivery, forgetEnquiry, keepEnquiry, prepareOutboxWorker } from '../outbox/client'
import { announceClientNavigation } from '@/lib/client-navigation'

export type ShownError = {
  field?: string
  messageKey: ErrorMessageKey
  tick: number
  /** The visitor is already typing in the form: the focus stays where it is. */
  keepFocus?: boolean
}

/** One post as it leaves the browser: where, and every multipart field (transport ones included). */
export type OutgoingPost = { readonly endpoint: LeadEndpoint; readonly fields: Readonly<Record<string, string>> }

export type EnquiryRuntimeOptions = {
  formId: string
  /** The form appends the campaign source to its section (public lead forms). */
  campaignSource: boolean
  /** An error the page already knows of (a no-JavaScript answer rendered on the server). */
  initialError?: { messageKey: ErrorMessageKey; field?: string }
  /** The staff form's no-JavaScript success came back (`?enquiry_sent=1`). */
  onSent?: () => void
  /**
   * A post that cannot reach the server is kept in the browser's outbox and sent when the
   * connection is back (public lead forms; docs/ARCHITECTURE.md "The outbox").
   */
  outbox?: boolean
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
 * submission ids, the post with its transport fields, the outbox, and picking up the answer
 * of a no-JavaScript post (the wire contract, docs/ARCHITECTURE.md).
 */
export function useEnquiryRuntime({ formId, campaignSource, initialError, onSent, outbox = false }: EnquiryRuntimeOptions) {
  const formRef = useRef<HTMLFormElement>(null)
  // false in the server's HTML and during hydration, true from the first client render on: the
  // no-JavaScript messages stay in the page only until the script owns the form.
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<ShownError | null>(initialError ? { ...initialError, tick: 0 } : null)
  const sourceRef = useRef<Promise<string> | null>(null)
  const submissionIds = useRef(createSubmissionIds())
  // When the form was shown, for the server's fill-time spam check.
  const startedAt = useRef(0)
  // Whether this form came with the page (its server HTML hydrated in place, maybe long after the
  // visitor started on it) or was drawn by the browser (a client-side navigation).
  const cameWithPage = useRef(!hydrated)
  // A ref, not the `busy` state: a double click can deliver two submits before React re-renders.
  const inFlight = useRef(false)
  // Read once, on mount: the callback only calls a state setter, which never changes.
  const restore = useRef({ onSent })
  // The enquiry this form kept in the outbox, and how it stops waiting for it.
  const kept = useRef<{ id: string; stop: () => void } | null>(null)
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    startedAt.current = cameWithPage.current ? pageShownAt() : Date.now()

    // Coming back with Back from the thank-you page restores this page from the cache with the
    // overlay still up; take it down.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        inFlight.current = false
        setBusy(false)
      }
    }
    window.addEventListener('pageshow', onPageShow)
    const waiting = kept

    const url = new URL(window.location.href)
    if (url.searchParams.get(redirectParams.form) === formId) {
      const key = url.searchParams.get(redirectParams.error)
      const field = url.searchParams.get(redirectParams.field) ?? undefined
      // What was typed is already in the boxes: the server drew the form page for this visitor with
      // the draft it keeps in an HttpOnly cookie (refill.server.ts).
      // A visitor who came back to a refused early post may be typing in it again by the time the
      // form's code arrives: the message shows, the focus stays where they are.
      const keepFocus = formRef.current?.contains(document.activeElement) ?? false
      // The answer of a no-JavaScript post is in the URL, which only the browser has: it cannot be
      // the initial state (the server's HTML would differ), so it is read once after hydration.
      if (isErrorMessageKey(key)) setError({ field, messageKey: key, tick: Date.now(), keepFocus })
      if (url.searchParams.get(redirectParams.sent) === '1') restore.current.onSent?.()
      for (const name of Object.values(redirectParams)) url.searchParams.delete(name)
      // A reload must not show the old answer again. The page's other forms fetch their code
      // first: Next's router update would otherwise wait on them (src/lib/client-navigation.ts).
      announceClientNavigation()
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    }
    return () => {
      window.removeEventListener('pageshow', onPageShow)
      waiting.current?.stop()
    }
  }, [formId])

  // Focus follows the error to its control, after React has drawn it (and the overlay is gone).
  useEffect(() => {
    if (!error?.field || error.keepFocus || !formRef.current) return
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
    setSaved(false)
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
    if (campaignSource && sourceRef.current === null) {
      sourceRef.current = fetchCampaignSource()
      // The worker that sends kept enquiries after the tab is closed: registered while there is
      // still a connection, by visitors who start on a form.
      if (outbox) prepareOutboxWorker()
    }
  }, [campaignSource, outbox])

  /**
   * The token and the campaign source (waiting at most 1.5 s for it; '' for forms that use none),
   * fetched side by side once the form's values passed the checks. `token` is null when none came;
   * `reached` says whether the server answered at all (no answer: the post can go to the outbox).
   */
  const prepare = useCallback(async () => {
    warmCampaignSource()
    const [source, answer] = await Promise.all([within(sourceRef.current ?? Promise.resolve(''), 1500, ''), fetchCsrfToken()])
    return { source, ...answer }
  }, [warmCampaignSource])

  /** The form's fields with the transport fields, as they are posted (and kept, when they cannot be). */
  const compose = useCallback(
    (fields: Readonly<Record<string, string>>, of: PostOf): OutgoingPost => {
      const honeypot = formRef.current?.querySelector<HTMLInputElement>(`[name="${transportFields.honeypot}"]`)
      return {
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
    },
    [formId],
  )

  /** Posts the form's fields with the transport fields. */
  const send = useCallback(
    (fields: Readonly<Record<string, string>>, of: PostOf): Promise<SubmitOutcome> => {
      const post = compose(fields, of)
      return postEnquiry(post.endpoint, post.fields)
    },
    [compose],
  )

  const toThankYou = useCallback(
    (variant: Pick<EnquiryVariant, 'thankYou' | 'locale'>) => {
      if (variant.thankYou) navigateTo(pathOf({ locale: variant.locale, href: variant.thankYou }))
      else finish()
    },
    [finish],
  )

  /**
   * Keeps posts the server could not be reached for in the outbox, says so, and waits for them to
   * go: then the thank-you page, as if the post had gone through now. A form kept again (the
   * visitor changed a value and pressed ENVIAR once more) replaces its earlier enquiry.
   */
  const keepForLater = useCallback(
    async (posts: readonly OutgoingPost[], variant: Pick<EnquiryVariant, 'thankYou' | 'locale'>) => {
      const id = posts[0]!.fields[transportFields.submissionId]!
      const stored = await keepEnquiry(
        {
          id,
          posts: [...posts],
          thankYou: variant.thankYou ? pathOf({ locale: variant.locale, href: variant.thankYou }) : null,
          locale: variant.locale,
          keptAt: Date.now(),
        },
        kept.current?.id,
      )
      if (!stored) {
        showError('errors.network')
        return
      }
      kept.current?.stop()
      const stop = awaitDelivery(id, (outcome) => {
        kept.current = null
        setSaved(false)
        if (outcome === 'refused') showError('errors.notSuccess')
        else if (navigator.onLine) toThankYou(variant)
        else window.addEventListener('online', () => toThankYou(variant), { once: true })
      })
      kept.current = { id, stop }
      finish()
      setSaved(true)
    },
    [finish, showError, toThankYou],
  )

  /**
   * The end of a submit (spec §4 steps 5-7): on success the thank-you page of the form's language
   * (the overlay stays up while it loads) or, for a form without one, the overlay down; otherwise
   * the server's message or the network one.
   */
  const conclude = useCallback(
    (
      outcome: SubmitOutcome,
      variant: Pick<EnquiryVariant, 'thankYou' | 'locale'>,
      /** What to keep in the outbox if the server could not be reached (public forms). */
      unsent?: readonly OutgoingPost[],
    ) => {
      if (outcome.kind !== 'unreachable' && kept.current) {
        // Sent again by hand and answered: the kept copy goes (the server dedupes it anyway).
        kept.current.stop()
        forgetEnquiry(kept.current.id)
        kept.current = null
      }
      if (outcome.kind === 'success') toThankYou(variant)
      else if (outcome.kind === 'rejected') showError(outcome.messageKey, outcome.field)
      else if (outcome.kind === 'unreachable' && outbox && unsent?.length) void keepForLater(unsent, variant)
      else showError('errors.network')
    },
    [keepForLater, outbox, showError, toThankYou],
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
    /** Whether this form keeps unreachable posts (public forms; not the staff form). */
    outbox,
    saved,
    invalid,
    start,
    finish,
    showError,
    clearError,
    warmCampaignSource,
    prepare,
    compose,
    send,
    conclude,
  }
}

export type EnquiryRuntime = ReturnType<typeof useEnquiryRuntime>

/**
 * When the page first painted (ms since epoch): the visitor could start on a form that came with
 * the page from then on, whenever its code arrived.
 */
function pageShownAt(): number {
  const paint = performance.getEntriesByName('first-contentful-paint')[0] ?? performance.getEntriesByName('first-paint')[0]
  // On Date's clock, as `fecha_hora` is (the server compares the two): now, less the time since the paint.
  return Math.round(Date.now() - Math.max(0, performance.now() - (paint?.startTime ?? performance.now())))
}
