'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { RefObject } from 'react'
import { DRAFT_COOKIE, decodeDraft, isErrorMessageKey, redirectParams } from '../contract'
import type { DraftValues } from '../contract'
import type { ErrorMessageKey } from '../variants/types'
import { createSubmissionIds, deleteCookie, fetchCampaignSource, readCookie, within } from './browser'

export type ShownError = { field?: string; messageKey: ErrorMessageKey; tick: number }

type Options = {
  formId: string
  formRef: RefObject<HTMLFormElement | null>
  /** The form appends the campaign source to its section (public lead forms). */
  campaignSource: boolean
  /** An error the page already knows of (a no-JavaScript answer rendered on the server). */
  initialError?: { messageKey: ErrorMessageKey; field?: string }
  /** Values a failed no-JavaScript post left in the draft cookie for this form. */
  onRestore?: (values: DraftValues) => void
  /** The staff form's no-JavaScript success came back (`?enquiry_sent=1`). */
  onSent?: () => void
}

/** Where focus goes for an error on a field that has no control of that name. */
const focusAliases: Record<string, string> = { referidos: 'referido_nombre' }

/**
 * What every enquiry form does around its own fields: one error at a time with focus on the
 * failing control, the loading overlay, the campaign source, submission ids, and picking up the
 * answer of a no-JavaScript post (CONTRACT.md).
 */
export function useEnquiryRuntime({ formId, formRef, campaignSource, initialError, onRestore, onSent }: Options) {
  const [hydrated, setHydrated] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<ShownError | null>(initialError ? { ...initialError, tick: 0 } : null)
  const sourceRef = useRef<Promise<string> | null>(null)
  const submissionIds = useRef(createSubmissionIds())
  // A ref, not the `busy` state: a double click can deliver two submits before React re-renders.
  const inFlight = useRef(false)
  // Read once, on mount: the callbacks only call state setters, which never change.
  const restore = useRef({ onRestore, onSent })

  useEffect(() => {
    setHydrated(true)

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
  }, [error, formRef])

  /** Starts a submit and shows the overlay; false while one is already running. */
  const start = useCallback(() => {
    if (inFlight.current) return false
    inFlight.current = true
    setBusy(true)
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

  /** The campaign source, waiting at most 1.5 s for it ('' for forms that do not use one). */
  const campaignSourceNow = useCallback(() => {
    warmCampaignSource()
    return within(sourceRef.current ?? Promise.resolve(''), 1500, '')
  }, [warmCampaignSource])

  const submissionIdFor = useCallback((fingerprint: string) => submissionIds.current(fingerprint), [])

  return { hydrated, busy, start, finish, error, showError, clearError, warmCampaignSource, campaignSourceNow, submissionIdFor }
}
