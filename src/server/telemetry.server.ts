import 'server-only'
import { SpanStatusCode, trace, type Attributes, type Context } from '@opentelemetry/api'
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base'
import { registerOTel } from '@vercel/otel'
import { scrubText } from './log-scrub'

/**
 * Optional OpenTelemetry (traces of requests, renders and outgoing fetches, with each failed request's
 * error), loaded by src/instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: Next's documented `registerOTel`, which reads the
 * standard OTEL_* settings itself (service name, protocol, headers, sampler). What leaves the server
 * follows the logs' rules: no query strings (search words, campaign ids, the readiness token) and
 * no statement values in error messages (./log-scrub.ts).
 */

/** URL attributes whose query string is cut off as each span starts (Next's server span, fetch spans). */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.query', 'next.url']

const withoutQuery = (value: string) => value.split('?')[0]!

/** Cuts the query off URL attributes before any exporter sees the span. */
class PathOnlyUrls implements SpanProcessor {
  onStart(span: Span, _parentContext: Context): void {
    for (const key of URL_ATTRIBUTES) {
      const value = span.attributes[key]
      if (typeof value !== 'string') continue
      if (key === 'url.query') span.setAttribute(key, '')
      else if (value.includes('?')) span.setAttribute(key, withoutQuery(value))
    }
  }
  onEnd(_span: ReadableSpan): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve()
  }
  shutdown(): Promise<void> {
    return Promise.resolve()
  }
}

export function startTelemetry(): void {
  // OTEL_SERVICE_NAME, when set, takes the place of this name.
  registerOTel({ serviceName: 'site', spanProcessors: [new PathOnlyUrls(), 'auto'] })
}

/**
 * A request Next could not answer (onRequestError): the exception on the request's span, which is
 * marked as failed; when that span has already ended, on a span of its own in the same trace.
 */
export function recordRequestError(error: unknown, attributes: Attributes): void {
  const exception =
    error instanceof Error
      ? { name: error.name, message: scrubText(error.message), stack: error.stack ? scrubText(error.stack) : undefined }
      : { name: 'Error', message: scrubText(String(error)) }
  const active = trace.getActiveSpan()
  const span = active?.isRecording() ? active : trace.getTracer('site').startSpan('request.failed', { attributes })
  if (span === active) span.setAttributes(attributes)
  span.recordException(exception)
  span.setStatus({ code: SpanStatusCode.ERROR, message: exception.message.slice(0, 200) })
  if (span !== active) span.end()
}
