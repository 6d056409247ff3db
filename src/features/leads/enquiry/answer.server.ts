import 'server-only'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { messages } from '@/messages'
import { allowedOrigins } from '@/server/csrf'
import { noStore, toAppError } from '@/server/errors'
import { isHttps } from '@/server/request'
import {
  DRAFT_COOKIE,
  DRAFT_COOKIE_MAX_AGE_SECONDS,
  errorRedirectPath,
  isErrorMessageKey,
  returnPath,
  sentRedirectPath,
} from './contract'
import { decodeDraft, encodeDraft } from './draft-cookie.server'
import { formPagePath, isFormPagePath, refillForm } from './refill.server'
import type { EnquiryVariant, ErrorMessageKey } from './variants'

/**
 * The answers of the lead endpoints, as the wire contract in docs/ARCHITECTURE.md fixes them: a 303 for a browser's native
 * form post (the page without JavaScript), JSON for everything else — our forms' fetch, a plain
 * `fetch(url, { method: 'POST', body })`, a sister site's server, curl. `message` is the key of the
 * error in messages/{es,en}/enquiry.json (the form translates it); `text` carries the same message
 * already in the form's language, for any other client.
 *
 * A native post is recognised by the browser's own Fetch Metadata (a navigation to a document);
 * only a client that sends none is judged by its Accept header (an old browser asks for HTML).
 */
export function isNativeFormPost(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode')
  if (mode) return mode === 'navigate'
  const dest = request.headers.get('sec-fetch-dest')
  if (dest) return dest === 'document' || dest === 'iframe' || dest === 'frame'
  const accept = (request.headers.get('accept') ?? '').toLowerCase()
  return accept.includes('text/html') && !accept.includes('application/json')
}

export function wantsJson(request: Request): boolean {
  return !isNativeFormPost(request)
}

export function errorText(locale: Locale, key: ErrorMessageKey): string {
  const name = key.slice('errors.'.length) as keyof (typeof messages)['es']['enquiry']['errors']
  return messages[locale].enquiry.errors[name] ?? messages[locale].enquiry.errors.notSuccess
}

/** The `seccion` the form posted (the form page posts the same one again). */
const sectionOf = (raw: Readonly<Record<string, unknown>>): string => (typeof raw.seccion === 'string' ? raw.seccion : '')

/** What is known about the post when it is answered (less, the earlier it failed). */
export type AnswerContext = {
  request: Request
  locale: Locale
  variant?: EnquiryVariant
  formId?: string
  pageUrl?: string
  raw?: Readonly<Record<string, unknown>>
}

function backPath(ctx: AnswerContext): string {
  const fallback = getPathname({ locale: ctx.locale, href: '/' })
  const candidate = ctx.pageUrl ?? ctx.request.headers.get('referer') ?? undefined
  if (!candidate) return fallback
  const origins = allowedOrigins(ctx.request)
  let origin = [...origins][0] ?? 'http://localhost'
  try {
    const pageOrigin = new URL(candidate).origin
    if (origins.has(pageOrigin)) origin = pageOrigin
  } catch {
    // A relative or broken page URL is resolved (or refused) by returnPath against our origin.
  }
  const path = returnPath(candidate, origin, fallback)
  if (!isFormPagePath(path)) return path
  // Sent again from the form page: the page it first came from, kept in the draft cookie.
  const cookie = cookieValue(ctx.request.headers.get('cookie'), DRAFT_COOKIE)
  return decodeDraft(cookie)?.back ?? fallback
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

function seeOther(location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { ...noStore, Location: location, ...headers } })
}

async function successAnswer(ctx: AnswerContext): Promise<Response> {
  if (wantsJson(ctx.request)) return Response.json({ status: 'success' }, { status: 200, headers: noStore })
  // The values of an earlier refused post are spent.
  const clear = {
    'Set-Cookie': `${DRAFT_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${isHttps(ctx.request) ? '; Secure' : ''}`,
  }
  const variant = ctx.variant
  if (variant?.thankYou) return seeOther(getPathname({ locale: variant.locale, href: variant.thankYou }), clear)
  return seeOther(sentRedirectPath(backPath(ctx), ctx.formId ?? 'enquiry'), clear)
}

/**
 * Any failure: validation (422, the variant's first failing message) or anything thrown (AppError
 * status; the generic non-success message). Never a 5xx for what a client sent: those are
 * AppErrors with 4xx codes by the time they get here.
 */
async function failureAnswer(
  ctx: AnswerContext,
  failure: { messageKey: ErrorMessageKey; field?: string } | { error: unknown },
): Promise<Response> {
  let status = 422
  let messageKey: ErrorMessageKey = 'errors.notSuccess'
  let field: string | undefined
  let code = 'validation'
  const headers: Record<string, string> = { ...noStore }
  if ('error' in failure) {
    const appError = toAppError(failure.error)
    status = appError.status
    code = appError.code
    if (appError.retryAfterSeconds !== undefined)
      headers['Retry-After'] = String(Math.max(1, Math.ceil(appError.retryAfterSeconds)))
  } else {
    messageKey = isErrorMessageKey(failure.messageKey) ? failure.messageKey : 'errors.notSuccess'
    field = failure.field
  }
  if (wantsJson(ctx.request)) {
    const body = {
      status: 'error',
      code,
      message: messageKey,
      text: errorText(ctx.locale, messageKey),
      ...(field ? { field } : {}),
    }
    return Response.json(body, { status, headers })
  }
  const formId = ctx.formId ?? `enquiry-${ctx.variant?.id ?? 'form'}`
  const error = { messageKey, ...(field ? { field } : {}) }
  const back = backPath(ctx)
  // What was typed goes to the form page, rendered per request (refill.server.ts); the cached page
  // it was sent from stays the same for everyone. A form the form page cannot draw (the staff
  // form) goes back to its page with the error alone, as does a post refused before it was read.
  const { raw, variant } = ctx
  const draft =
    raw && variant && refillForm(variant.id)
      ? encodeDraft({ form: formId, variant: variant.id, section: sectionOf(raw), back }, raw)
      : null
  if (!draft || !variant) return seeOther(errorRedirectPath(back, formId, error), headers)
  // HttpOnly: what a visitor typed is never readable by a script. Read by the form page and by
  // the lead endpoints (the page a post sent from the form page goes back to).
  headers['Set-Cookie'] =
    `${DRAFT_COOKIE}=${draft}; Max-Age=${DRAFT_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${isHttps(ctx.request) ? '; Secure' : ''}`
  return seeOther(errorRedirectPath(formPagePath(variant.locale), formId, error), headers)
}

/** What the answer is written from: the store step's outcome, or the failure that came first. */
export type AnswerOutcome =
  { kind: 'accepted' } | { kind: 'invalid'; messageKey: ErrorMessageKey; field?: string } | { kind: 'failed'; error: unknown }

/** Step 3 of an enquiry post: the outcome as a Response (JSON, or a 303 for a native post). */
export async function answerEnquiry(ctx: AnswerContext, outcome: AnswerOutcome): Promise<Response> {
  switch (outcome.kind) {
    case 'accepted':
      return successAnswer(ctx)
    case 'invalid':
      return failureAnswer(ctx, { messageKey: outcome.messageKey, ...(outcome.field ? { field: outcome.field } : {}) })
    case 'failed':
      return failureAnswer(ctx, { error: outcome.error })
  }
}
