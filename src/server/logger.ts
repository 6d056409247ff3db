import 'server-only'
import pino from 'pino'
import { scrubbingLoggerOptions } from './log-scrub'

/**
 * JSON logs, one line per request and per lead event. Personal data (names, phones, e-mails,
 * messages) never goes into a log line: lead events carry ids and labels only, database errors are
 * scrubbed of the statement's values and client addresses are hashed (./log-scrub.ts, shared with
 * Payload's logger).
 */
export const logger = pino({
  ...scrubbingLoggerOptions(),
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'site' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: {
    paths: ['headers.cookie', 'headers.authorization', 'req.headers.cookie', 'req.headers.authorization'],
    remove: true,
  },
})

export type LeadEvent =
  | 'lead.stored'
  | 'lead.duplicate'
  | 'lead.spam'
  | 'lead.rejected'
  | 'lead.notified.email'
  | 'lead.notified.webhook'
  | 'lead.notified.push'
  | 'lead.notified.confirmation'
  | 'staff-push.pruned'
  | 'staff-push.failed'
  | 'lead.escalated'
  | 'lead.notify.failed'
  | 'lead.notify.queued'
  | 'lead.notify.probe-failed'
  | 'lead.notify.recovered'
  | 'call.tracked'

export function logLeadEvent(event: LeadEvent, fields: Record<string, unknown> = {}): void {
  // A channel in an outage is probed every few seconds: its failures are already known (warn once per lead attempt).
  const level = event === 'lead.notify.failed' ? 'warn' : event === 'lead.notify.probe-failed' ? 'debug' : 'info'
  logger[level]({ event, ...fields }, event)
}

/** One line per handled request: method, path, status and time taken. */
export function logRequest(request: Request, status: number, startedAt: number, extra: Record<string, unknown> = {}): void {
  let path = ''
  try {
    path = new URL(request.url).pathname
  } catch {
    path = '(invalid url)'
  }
  logger.info(
    { event: 'http', method: request.method, path, status, ms: Math.round(performance.now() - startedAt), ...extra },
    'request',
  )
}
