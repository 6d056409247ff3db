import { createHmac } from 'node:crypto'
import type { LeadRecord } from './lead-record'

/** What the CRM receives: the lead as JSON, without internal spam or access fields. */
export function leadWebhookBody(lead: LeadRecord): Record<string, unknown> {
  return {
    event: 'lead.created',
    id: lead.id,
    submissionId: lead.submissionId ?? null,
    createdAt: lead.createdAt ?? null,
    channel: lead.channel ?? 'web',
    name: lead.name ?? null,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    message: lead.message ?? null,
    situation: lead.situation ?? null,
    married: lead.married ?? null,
    stay: lead.stay ?? null,
    section: lead.section ?? null,
    campaignSource: lead.campaignSource ?? null,
    locale: lead.locale ?? null,
    clientSubmittedAt: lead.clientSubmittedAt ?? null,
    socialMedia: lead.channel === 'social-media' ? (lead.socialMedia ?? null) : null,
    consent: lead.consent
      ? {
          accepted: lead.consent.accepted ?? false,
          at: lead.consent.at ?? null,
          timeZone: lead.consent.timeZone ?? null,
          language: lead.consent.language ?? null,
          text: lead.consent.text ?? null,
          pageUrl: lead.consent.pageUrl ?? null,
        }
      : null,
  }
}

export class WebhookError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message)
    this.name = 'WebhookError'
  }
}

export const WEBHOOK_TIMEOUT_MS = 10_000

/** The signature header of a body: sha256=HMAC of the exact bytes with CRM_WEBHOOK_SECRET. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** POSTs a body to the CRM; anything but a 2xx within the timeout throws, so the job is retried. */
async function postSigned(options: {
  url: string
  body: string
  idempotencyKey: string
  secret?: string
  timeoutMs?: number
  fetchImpl?: typeof fetch
}): Promise<{ httpStatus: number }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'idempotency-key': options.idempotencyKey,
    'user-agent': 'site-lead-webhook/1',
  }
  if (options.secret) headers['x-signature'] = webhookSignature(options.body, options.secret)
  let response: Response
  try {
    response = await (options.fetchImpl ?? fetch)(options.url, {
      method: 'POST',
      headers,
      body: options.body,
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    })
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    throw new WebhookError(`webhook request failed (${reason})`)
  }
  // Drain the body so the connection is released; its content does not matter.
  await response.arrayBuffer().catch(() => undefined)
  if (response.status < 200 || response.status > 299) {
    throw new WebhookError(`webhook answered ${response.status}`, response.status)
  }
  return { httpStatus: response.status }
}

/**
 * What the CRM receives when staff erase a person: which leads (ids and submission ids, as the
 * CRM got them in `lead.created`) to delete. No name, phone or e-mail: the CRM finds them by id.
 */
export function erasureWebhookBody(erasure: {
  erasureId: string
  leads: ReadonlyArray<{ id: number | string; submissionId: string | null }>
  erasedAt: string
}): Record<string, unknown> {
  return {
    event: 'person.erased',
    erasureId: erasure.erasureId,
    erasedAt: erasure.erasedAt,
    leads: erasure.leads.map((lead) => ({ id: lead.id, submissionId: lead.submissionId })),
  }
}

export function postErasureWebhook(options: {
  url: string
  secret?: string
  erasureId: string
  leads: ReadonlyArray<{ id: number | string; submissionId: string | null }>
  erasedAt: string
  timeoutMs?: number
  fetchImpl?: typeof fetch
}): Promise<{ httpStatus: number }> {
  return postSigned({
    url: options.url,
    body: JSON.stringify(erasureWebhookBody(options)),
    idempotencyKey: `erasure-${options.erasureId}`,
    secret: options.secret,
    timeoutMs: options.timeoutMs,
    fetchImpl: options.fetchImpl,
  })
}

/**
 * POSTs the lead. Anything but a 2xx within the timeout throws, so the job is retried. The
 * Idempotency-Key lets the CRM drop a second delivery (a retry after a lost answer); with
 * CRM_WEBHOOK_SECRET the body is signed (X-Signature: sha256=HMAC of the exact body).
 */
export function postLeadWebhook(options: {
  url: string
  lead: LeadRecord
  secret?: string
  timeoutMs?: number
  fetchImpl?: typeof fetch
}): Promise<{ httpStatus: number }> {
  return postSigned({
    url: options.url,
    body: JSON.stringify(leadWebhookBody(options.lead)),
    idempotencyKey: `lead-${options.lead.submissionId ?? options.lead.id}`,
    secret: options.secret,
    timeoutMs: options.timeoutMs,
    fetchImpl: options.fetchImpl,
  })
}
