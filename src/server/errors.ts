import 'server-only'
import { logger } from './logger'

/**
 * The one application error. Every failure a client can cause is an AppError with a code, and
 * each code has exactly one HTTP status, so a route handler never decides statuses itself and
 * nothing a visitor sends can turn into a 500.
 */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  csrf: 403,
  origin: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const

export type ErrorCode = keyof typeof errorStatus

export type AppErrorOptions = {
  /** Text safe to show the visitor (already in the form's language where there is one). */
  message?: string
  /** The form field the message is about (validation). */
  field?: string
  /** Seconds until a rate-limited client may try again (429 → Retry-After). */
  retryAfterSeconds?: number
  /** Why, for the log only (never sent to the client). */
  detail?: string
  cause?: unknown
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly field: string | undefined
  readonly retryAfterSeconds: number | undefined
  readonly detail: string | undefined
  /** True when `message` was written for the visitor; internal messages are never sent out. */
  readonly expose: boolean

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? code, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.status = errorStatus[code]
    this.field = options.field
    this.retryAfterSeconds = options.retryAfterSeconds
    this.detail = options.detail
    this.expose = options.message !== undefined && this.status < 500
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError
}

/** The JSON body of every error answer. `status: 'error'` because the forms test `status === 'success'`. */
export type ErrorBody = { status: 'error'; code: ErrorCode; message: string; field?: string }

const defaultMessages: Record<ErrorCode, string> = {
  bad_request: 'Bad request.',
  unauthorized: 'Login required.',
  csrf: 'Invalid or missing anti-forgery token.',
  origin: 'Cross-site request refused.',
  forbidden: 'Forbidden.',
  not_found: 'Not found.',
  method_not_allowed: 'Method not allowed.',
  payload_too_large: 'Request body too large.',
  unsupported_media_type: 'Unsupported content type.',
  validation: 'Invalid input.',
  rate_limited: 'Too many requests. Please try again later.',
  internal: 'Internal error.',
  unavailable: 'Service temporarily unavailable. Please try again.',
}

/**
 * Turns anything thrown into an AppError. Errors we did not make are server faults (500), except
 * the few that only a malformed request can produce (unparseable body), which are the client's.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (error instanceof SyntaxError) return new AppError('bad_request', { cause: error })
  if (error instanceof TypeError && /form ?data|multipart|boundary|body/i.test(error.message)) {
    return new AppError('bad_request', { cause: error })
  }
  return new AppError('internal', { cause: error })
}

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = {
    status: 'error',
    code: error.code,
    message: error.expose ? error.message : defaultMessages[error.code],
  }
  if (error.field) body.field = error.field
  return body
}

export const noStore = { 'Cache-Control': 'no-store' } as const

/** A JSON answer for any thrown thing; logs server faults with their stack, client faults briefly. */
export function errorResponse(error: unknown, context: Record<string, unknown> = {}): Response {
  const appError = toAppError(error)
  if (appError.status >= 500) {
    logger.error({ ...context, err: appError.cause ?? appError, code: appError.code }, 'request failed')
  } else {
    logger.info({ ...context, code: appError.code, status: appError.status, detail: appError.detail }, 'request refused')
  }
  const headers: Record<string, string> = { ...noStore }
  if (appError.retryAfterSeconds !== undefined) {
    headers['Retry-After'] = String(Math.max(1, Math.ceil(appError.retryAfterSeconds)))
  }
  return Response.json(errorBody(appError), { status: appError.status, headers })
}
