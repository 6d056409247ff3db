import 'server-only'
import { randomUUID } from 'node:crypto'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug, TypedUser } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { campaignSourceFromCookieHeader } from '@/features/campaign/cookie'
import { enqueueLeadNotifications, webhookConfigured } from '@/features/notifications/enqueue.server'
import { runNotificationsSoon } from '@/features/notifications/runner.server'
import { allowedOrigins, verifyCsrf, verifySameOrigin } from '@/server/csrf'
import { toAppError } from '@/server/errors'
import { logger, logLeadEvent } from '@/server/logger'
import { enforceRateLimit, leadRule } from '@/server/rate-limit'
import { clientIp, readFormData } from '@/server/request'
import { requireStaff } from '@/server/staff'
import { failureAnswer, successAnswer, wantsJson, type AnswerContext } from './answer.server'
import { consentText, consentVersionHash } from './consent'
import { defaultFormId, parseEnquiryMeta, splitSection, type EnquiryMeta } from './contract'
import { formDataToRaw, referralEntryInputs, validateEnquiry, type CleanLead } from './validate'
import { getVariant, variants, type EnquiryVariant } from './variants'

/**
 * The server side of every enquiry form (CONTRACT.md §2): same-origin → (staff login) → capped
 * body → CSRF token → variant → validation (the same validateEnquiry the browser ran) → honeypot
 * and fill time → idempotency → per-IP rate limit → lead + consent record + notification jobs in
 * one transaction → run the queue after answering → `success` only once the lead is stored.
 *
 * The rate limit comes after validation and the idempotency lookup, not before the body: a retry
 * of a stored lead must get its `success` even when the visitor is at the limit, and a refused
 * post stores nothing, so only posts that would store a row are counted.
 */
export type LeadEndpoint = '/api/prospecto/agregar' | '/api/prospecto/socialmedia'

/** Faster than this from mounting the form to posting it, no person typed it. */
export const MIN_FILL_MS = 2_000

type SpamVerdict = { flagged: false } | { flagged: true; reason: string }

export function spamVerdict(meta: EnquiryMeta): SpamVerdict {
  if (meta.website && meta.website.trim() !== '') return { flagged: true, reason: 'honeypot' }
  if (meta.started_at && meta.fecha_hora) {
    // Both times come from the browser's clock, so a skewed clock does not make a person a bot.
    const postedAt = Date.parse(meta.fecha_hora)
    if (Number.isFinite(postedAt)) {
      const fillMs = postedAt - meta.started_at
      if (fillMs >= 0 && fillMs < MIN_FILL_MS) return { flagged: true, reason: `filled in ${fillMs} ms` }
    }
  }
  return { flagged: false }
}

/**
 * A native post without a token (a cached page cannot carry a per-visitor token) is accepted only
 * when the browser itself says it comes from our own pages.
 */
function nativePostFromOurPages(request: Request): boolean {
  if (wantsJson(request)) return false
  const fetchSite = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  if (fetchSite === 'same-origin') return true
  return origin !== null && allowedOrigins(request).has(origin)
}

function checkToken(request: Request, meta: EnquiryMeta): void {
  if (!meta._token && nativePostFromOurPages(request)) return
  verifyCsrf(request, meta._token)
}

type StoredLead = RequiredDataFromCollectionSlug<'leads'>

function leadData(options: {
  lead: CleanLead
  meta: EnquiryMeta
  request: Request
  submissionId: string
  spam: SpamVerdict
  firmName: string
  staff: TypedUser | null
}): StoredLead {
  const { lead, meta, request, spam } = options
  const { label, source } = splitSection(lead.section)
  const cookieSource = campaignSourceFromCookieHeader(request.headers.get('cookie'))
  const withBox = lead.consentAccepted !== null
  const text = withBox ? consentText(lead.locale, options.firmName).text : null
  const isSocial = Boolean(lead.socialMedia)
  return {
    status: 'new',
    submissionId: options.submissionId,
    channel: isSocial ? 'social-media' : 'web',
    variant: lead.variant,
    name: lead.name,
    email: lead.email || null,
    phone: lead.phone,
    message: lead.message || null,
    situation: lead.situation ?? null,
    married: lead.married ?? null,
    stay: lead.stay ?? null,
    section: label || lead.section,
    // The server-read cookie first: the posted suffix lost its punctuation to the section cleaning.
    campaignSource: cookieSource ?? (source || null),
    locale: lead.locale,
    clientSubmittedAt: meta.fecha_hora?.slice(0, 64) ?? null,
    ...(lead.socialMedia
      ? {
          socialMedia: {
            ...lead.socialMedia,
            enteredBy: options.staff ? (options.staff.id as number) : null,
          },
        }
      : {}),
    consent: {
      accepted: lead.consentAccepted === true,
      text,
      versionHash: text ? consentVersionHash(text) : null,
      language: lead.locale,
      at: new Date().toISOString(),
      // `at` is an instant written in UTC; the zone says so explicitly for the record.
      timeZone: 'UTC',
      ip: clientIp(request),
      userAgent: request.headers.get('user-agent')?.slice(0, 500) ?? null,
      pageUrl: (meta.page_url ?? request.headers.get('referer') ?? '').slice(0, 2048) || null,
      sectionLabel: lead.section,
    },
    notifications: spam.flagged ? {} : { email: 'pending', webhook: webhookConfigured() ? 'pending' : 'skipped' },
    spam: spam.flagged ? { flagged: true, reason: spam.reason } : { flagged: false },
  }
}

async function firmName(payload: Payload): Promise<string> {
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    return settings.firmName ?? ''
  } catch {
    // Settings unreadable: the consent text falls back to "the firm"; the lead is still stored.
    return ''
  }
}

async function existingSubmission(payload: Payload, submissionId: string): Promise<boolean> {
  const found = await payload.count({ collection: 'leads', where: { submissionId: { equals: submissionId } }, overrideAccess: true })
  return found.totalDocs > 0
}

/** The leads one post stores: one, or one per referred person for the no-JS referral form. */
function leadsOfPost(variant: EnquiryVariant, lead: CleanLead): CleanLead[] {
  if (variant.kind !== 'referral') return [lead]
  const entry = variants['referral-entry-es']
  return referralEntryInputs(lead).flatMap((input) => {
    const result = validateEnquiry(entry, input)
    return result.ok ? [result.value] : []
  })
}

/** Stores the leads, their consent records and their notification jobs, all or none. */
async function storeLeads(payload: Payload, rows: StoredLead[], notify: boolean): Promise<Array<number | string>> {
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  const ownTransaction = await initTransaction(req)
  try {
    const ids: Array<number | string> = []
    for (const data of rows) {
      const doc = await payload.create({ collection: 'leads', data, req, overrideAccess: true, depth: 0 })
      ids.push(doc.id)
    }
    if (notify) {
      for (const id of ids) await enqueueLeadNotifications({ payload, leadId: id, req })
    }
    if (ownTransaction) await commitTransaction(req)
    return ids
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

export async function submitEnquiry(options: { request: Request; endpoint: LeadEndpoint; payload: () => Promise<Payload> }): Promise<Response> {
  const { request, endpoint } = options
  const ctx: AnswerContext = { request, locale: 'es' }
  try {
    verifySameOrigin(request)
    const payload = await options.payload()
    const staff = endpoint === '/api/prospecto/socialmedia' ? await requireStaff(payload, request) : null

    const form = await readFormData(request)
    const raw = formDataToRaw(form)
    const meta = parseEnquiryMeta(raw)
    ctx.raw = raw
    ctx.pageUrl = meta.page_url
    ctx.formId = meta.form_id
    if (meta.locale && isLocale(meta.locale)) ctx.locale = meta.locale

    checkToken(request, meta)

    const variant = getVariant(meta.variant)
    if (!variant || variant.endpoint !== endpoint) {
      logLeadEvent('lead.rejected', { reason: 'variant', variant: String(meta.variant).slice(0, 64), endpoint })
      return failureAnswer(ctx, { messageKey: 'errors.notSuccess' })
    }
    ctx.variant = variant
    ctx.locale = variant.locale as Locale
    ctx.formId = meta.form_id ?? defaultFormId(variant.id)

    const spam = spamVerdict(meta)
    const result = validateEnquiry(variant, raw)
    if (!result.ok) {
      // A bot learns nothing from its post: it is answered like a person's success.
      if (spam.flagged) return successAnswer(ctx)
      logLeadEvent('lead.rejected', { reason: 'validation', variant: variant.id, field: result.field, message: result.messageKey })
      return failureAnswer(ctx, { messageKey: result.messageKey, field: result.field })
    }

    const leads = leadsOfPost(variant, result.value)
    if (leads.length === 0) return failureAnswer(ctx, { messageKey: 'errors.referrals', field: 'referidos' })
    const baseId = meta.submission_id ?? randomUUID()
    const submissionIds = leads.map((_, index) => (index === 0 ? baseId : `${baseId}:${index}`))

    if (await existingSubmission(payload, baseId)) {
      logLeadEvent('lead.duplicate', { submissionId: baseId, variant: variant.id })
      return successAnswer(ctx)
    }

    if (!staff) await enforceRateLimit({ payload, ip: clientIp(request), rule: leadRule(), source: { collection: 'leads', ipField: 'consent.ip' } })

    const name = await firmName(payload)
    if (meta.consent_text && result.value.consentAccepted !== null) {
      const shown = consentText(variant.locale as Locale, name).text
      if (meta.consent_text !== shown) {
        logger.warn({ event: 'lead.consent.mismatch', variant: variant.id, postedHash: consentVersionHash(meta.consent_text), storedHash: consentVersionHash(shown) }, 'posted consent text differs from the current one')
      }
    }

    const rows = leads.map((lead, index) =>
      leadData({ lead, meta, request, submissionId: submissionIds[index]!, spam, firmName: name, staff }),
    )
    let ids: Array<number | string>
    try {
      ids = await storeLeads(payload, rows, !spam.flagged)
    } catch (error) {
      // Two posts of the same submission at once (a double click): the unique submissionId let
      // one through; the other is the same lead, so it is a success too.
      if (await existingSubmission(payload, baseId).catch(() => false)) {
        logLeadEvent('lead.duplicate', { submissionId: baseId, variant: variant.id })
        return successAnswer(ctx)
      }
      throw error
    }

    if (spam.flagged) {
      logLeadEvent('lead.spam', { leadIds: ids, variant: variant.id, reason: spam.reason })
    } else {
      logLeadEvent('lead.stored', { leadIds: ids, variant: variant.id, channel: staff ? 'social-media' : 'web' })
      runNotificationsSoon(payload)
    }
    return successAnswer(ctx)
  } catch (error) {
    const appError = toAppError(error)
    if (appError.status >= 500) logger.error({ err: error, event: 'lead.failed', endpoint }, 'lead post failed')
    else logLeadEvent('lead.rejected', { reason: appError.code, detail: appError.detail, endpoint })
    return failureAnswer(ctx, { error: appError })
  }
}
