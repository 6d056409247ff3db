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

/**
 * POSTs the lead. Anything but a 2xx within the timeout throws, so the job is retried. The
 * Idempotency-Key lets the CRM drop a second delivery (a retry after a lost answer); with
 * CRM_WEBHOOK_SECRET the body is signed (X-Signature: sha256=HMAC of the exact body).
 */
export async function postLeadWebhook(options: {
  url: string
  lead: LeadRecord
  secret?: string
  timeoutMs?: number
  fetchImpl?: typeof fetch
}): Promise<{ httpStatus: number }> {
  const body = JSON.stringify(leadWebhookBody(options.lead))
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'idempotency-key': `lead-${options.lead.submissionId ?? options.lead.id}`,
    'user-agent': 'site-lead-webhook/1',
  }
  if (options.secret) headers['x-signature'] = `sha256=${createHmac('sha256', options.secret).update(body).digest('hex')}`
  let response: Response
  try {
    response = await (options.fetchImpl ?? fetch)(options.url, {
      method: 'POST',
      headers,
      body,
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
