import 'server-only'
import type { Payload } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { requestNotificationRun } from '@/features/notifications/runner.server'
import { AppError, isAppError } from '@/server/errors'
import { logger, logLeadEvent } from '@/server/logger'
import { failureAnswer, successAnswer, type AnswerContext } from './answer.server'
import { defaultFormId } from './contract'
import { takeEnquiry, type IntakeResult } from './intake.server'
import { readEnquiryPost, type PostSoFar } from './read-post.server'
import type { LeadEndpoint } from './variants'

/**
 * The server side of every enquiry form, in three steps (CONTRACT.md §2):
 * 1. read the request (read-post.server.ts): same-origin, staff login where needed, capped body,
 *    CSRF token, the visitor's address;
 * 2. decide and store (intake.server.ts): variant, spam, validation, per-client admission, one row
 *    per lead — no Request in there;
 * 3. answer (answer.server.ts): JSON, or a 303 for a browser's native form post.
 * `success` is answered only once the lead is stored; notifications go out from the worker.
 */
function logOutcome(result: IntakeResult, endpoint: LeadEndpoint): void {
  const { outcome, variant } = result
  const variantId = variant?.id ?? null
  switch (outcome.kind) {
    case 'stored':
      if (outcome.notify) logLeadEvent('lead.stored', { leadIds: outcome.leadIds, variant: variantId, endpoint })
      else logLeadEvent('lead.spam', { leadIds: outcome.leadIds, variant: variantId, reason: outcome.flag })
      return
    case 'duplicate':
      logLeadEvent('lead.duplicate', { variant: variantId })
      return
    case 'dropped':
      logLeadEvent('lead.spam', { variant: variantId, reason: outcome.reason, stored: false })
      return
    case 'invalid':
      logLeadEvent('lead.rejected', { reason: 'validation', variant: variantId, message: outcome.messageKey, field: outcome.field })
      return
    case 'refused':
      logLeadEvent('lead.rejected', { reason: outcome.error.code, detail: outcome.error.detail, variant: variantId })
  }
}

export async function submitEnquiry(options: { request: Request; endpoint: LeadEndpoint; payload: () => Promise<Payload> }): Promise<Response> {
  const { request, endpoint } = options
  const soFar: PostSoFar = {}
  const context = (locale: Locale, result?: IntakeResult): AnswerContext => {
    const variant = result?.variant ?? undefined
    return {
      request,
      locale,
      ...(variant ? { variant } : {}),
      formId: soFar.meta?.form_id ?? (variant ? defaultFormId(variant.id) : undefined),
      pageUrl: soFar.meta?.page_url,
      raw: soFar.raw,
    }
  }
  try {
    const post = await readEnquiryPost({ request, endpoint, payload: options.payload, soFar })
    const result = await takeEnquiry(await options.payload(), post)
    logOutcome(result, endpoint)
    const ctx = context(result.locale, result)
    const { outcome } = result
    if (outcome.kind === 'invalid') return failureAnswer(ctx, { messageKey: outcome.messageKey, field: outcome.field })
    if (outcome.kind === 'refused') return failureAnswer(ctx, { error: outcome.error })
    if (outcome.kind === 'stored' && outcome.notify) requestNotificationRun()
    return successAnswer(ctx)
  } catch (error) {
    // Anything but a client's mistake is the store being unavailable (database down, disk full):
    // 503 with Retry-After, and never a thank-you page.
    const appError = isAppError(error) ? error : new AppError('unavailable', { cause: error, retryAfterSeconds: 30 })
    if (appError.status >= 500) logger.error({ err: error, event: 'lead.failed', endpoint }, 'lead post failed')
    else logLeadEvent('lead.rejected', { reason: appError.code, detail: appError.detail, endpoint })
    const posted = soFar.meta?.locale
    return failureAnswer(context(posted && isLocale(posted) ? posted : 'es'), { error: appError })
  }
}
