import 'server-only'
import type { Payload } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { AppError, isAppError } from '@/server/errors'
import { logger, logLeadEvent } from '@/server/logger'
import { answerEnquiry, type AnswerContext, type AnswerOutcome } from './answer.server'
import { defaultFormId } from './contract'
import type { EnquiryMeta } from './meta.server'
import { readEnquiryPost } from './read-post.server'
import { storeEnquiry, type StoreResult } from './store.server'
import type { EnquiryVariant, LeadEndpoint } from './variants'

/**
 * The server side of every enquiry form, in three steps (the wire contract in docs/ARCHITECTURE.md), each handing the next a
 * plain value:
 * 1. read the request (read-post.server.ts) → the post, or why it is not one;
 * 2. store the enquiry (store.server.ts): variant, spam, validation, per-client admission, one row
 *    per lead → an outcome. No Request or Response in there;
 * 3. answer (answer.server.ts): the outcome as JSON, or a 303 for a browser's native form post.
 * `success` is answered only once the lead is stored; notifications go out from the worker.
 */
export async function submitEnquiry(options: {
  request: Request
  endpoint: LeadEndpoint
  payload: () => Promise<Payload>
}): Promise<Response> {
  const { request, endpoint } = options
  const read = await readEnquiryPost(request, endpoint, options.payload)
  if (!read.ok) return answerFailure(request, endpoint, read.error, read.raw, read.meta)
  const { post } = read
  let result: StoreResult
  try {
    result = await storeEnquiry(await options.payload(), post)
  } catch (error) {
    return answerFailure(request, endpoint, error, post.raw, post.meta)
  }
  logOutcome(result, endpoint)
  return answerEnquiry(answerContext(request, result.locale, post.meta, post.raw, result.variant), answerOf(result))
}

function answerOf({ outcome }: StoreResult): AnswerOutcome {
  if (outcome.kind === 'invalid') return outcome
  if (outcome.kind === 'refused') return { kind: 'failed', error: outcome.error }
  // Stored, a duplicate of a stored one, or spam dropped: all look like success to the client.
  return { kind: 'accepted' }
}

function answerContext(
  request: Request,
  locale: Locale,
  meta: EnquiryMeta | undefined,
  raw: Record<string, unknown> | undefined,
  variant: EnquiryVariant | null,
): AnswerContext {
  return {
    request,
    locale,
    ...(variant ? { variant } : {}),
    formId: meta?.form_id ?? (variant ? defaultFormId(variant.id) : undefined),
    pageUrl: meta?.page_url,
    raw,
  }
}

/**
 * A post that could not be read or stored. Anything but a client's mistake is the store being
 * unavailable (database down, disk full): 503 with Retry-After, and never a thank-you page.
 */
function answerFailure(
  request: Request,
  endpoint: LeadEndpoint,
  error: unknown,
  raw: Record<string, unknown> | undefined,
  meta: EnquiryMeta | undefined,
): Promise<Response> {
  const appError = isAppError(error) ? error : new AppError('unavailable', { cause: error, retryAfterSeconds: 30 })
  if (appError.status >= 500) logger.error({ err: error, event: 'lead.failed', endpoint }, 'lead post failed')
  else logLeadEvent('lead.rejected', { reason: appError.code, detail: appError.detail, endpoint })
  const locale = meta?.locale && isLocale(meta.locale) ? meta.locale : 'es'
  return answerEnquiry(answerContext(request, locale, meta, raw, null), { kind: 'failed', error: appError })
}

function logOutcome(result: StoreResult, endpoint: LeadEndpoint): void {
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
      logLeadEvent('lead.rejected', {
        reason: 'validation',
        variant: variantId,
        message: outcome.messageKey,
        field: outcome.field,
      })
      return
    case 'refused':
      logLeadEvent('lead.rejected', { reason: outcome.error.code, detail: outcome.error.detail, variant: variantId })
  }
}
