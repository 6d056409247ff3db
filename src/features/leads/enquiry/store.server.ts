import 'server-only'
import { randomUUID } from 'node:crypto'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type RequiredDataFromCollectionSlug,
} from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { pendingNotifications } from '@/features/leads/notifications/pending.server'
import { CEILING_REASON, writeUnderCeiling } from './ceiling.server'
import { AppError } from '@/server/errors'
import { logger } from '@/server/logger'
import { readSiteSettings } from '@/globals/settings-read'
import { leadRule, type RateLimitRule } from '@/server/rate-limit'
import { decideAdmission, SpamSampler, type Admission } from './admission'
import { admittedSince, heldSince, submissionStored } from './admission-counts.server'
import { sectionLabel } from './compose'
import { consentText } from './consent'
import { consentVersionHash } from './consent-version.server'
import { splitSection } from './contract'
import type { EnquiryMeta } from './meta.server'
import type { EnquiryPost } from './read-post.server'
import { stripSection } from './sanitize'
import { referralEntryInputs, validateEnquiry, type CleanLead } from './validate'
import { getVariant, specVariant, variants, type EnquiryVariant, type ErrorMessageKey } from './variants'

/**
 * Step 2 of an enquiry post: decide and store. No Request in here: the post was read (step 1) and
 * the answer is written from the outcome (step 3). The order:
 * variant → spam verdict → validation → leads of the post → per-client admission and the ceiling →
 * the post's leads created through Payload's Local API in one transaction (lead + consent record +
 * notification state; the Leads hooks add the derived fields) → outcome.
 *
 * A stored lead is written with its channels `pending`, and its create queues one Payload job per
 * channel in the same transaction (features/leads/notifications/lead-jobs.server.ts). A post's leads and
 * their jobs commit together or not at all, and the request never waits for mail.
 */

/** Faster than this from showing the form to posting it, no person typed it. */
export const MIN_FILL_MS = 2_000

export type SpamVerdict = { flagged: false } | { flagged: true; reason: string }

/**
 * Honeypot filled, or posted faster than a person types. A post without `started_at` counts as too
 * fast: leaving the field out must not be the way around the check (our forms always send it;
 * another site's form must send it too, or its leads wait in review).
 */
export function spamVerdict(meta: EnquiryMeta): SpamVerdict {
  if (meta.website && meta.website.trim() !== '') return { flagged: true, reason: 'honeypot' }
  if (!meta.started_at) return { flagged: true, reason: 'no fill time (started_at missing)' }
  // Both times come from the browser's clock, so a skewed clock does not make a person a bot.
  const postedAt = meta.fecha_hora ? Date.parse(meta.fecha_hora) : Number.NaN
  if (!Number.isFinite(postedAt)) return { flagged: false }
  const fillMs = postedAt - meta.started_at
  if (fillMs < MIN_FILL_MS) return { flagged: true, reason: `filled in ${fillMs} ms` }
  return { flagged: false }
}

export type StoreOutcome =
  | { kind: 'stored'; leadIds: Array<number | string>; notify: boolean; flag?: string }
  | { kind: 'duplicate' }
  /** Spam past the sample kept per client: answered like a success, not stored. */
  | { kind: 'dropped'; reason: string }
  | { kind: 'invalid'; messageKey: ErrorMessageKey; field?: string }
  | { kind: 'refused'; error: AppError }

export type StoreResult = { outcome: StoreOutcome; variant: EnquiryVariant | null; locale: Locale }

const spamSampler = new SpamSampler()

/** The language of a post that names no variant: what it says, else the page it came from. */
function postLocale(post: EnquiryPost): Locale {
  if (post.meta.locale && isLocale(post.meta.locale)) return post.meta.locale
  const page = post.meta.page_url ?? post.client.referer ?? ''
  try {
    if (/^\/en(\/|$)/.test(new URL(page, 'http://x').pathname)) return 'en'
  } catch {
    // An unparseable page says nothing about the language.
  }
  return 'es'
}

function variantOf(post: EnquiryPost): EnquiryVariant | null {
  if (!post.meta.variant) return post.endpoint === '/api/prospecto/agregar' ? specVariant(postLocale(post)) : null
  const variant = getVariant(post.meta.variant)
  return variant && variant.endpoint === post.endpoint ? variant : null
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

type LeadData = RequiredDataFromCollectionSlug<'leads'>

function leadRow(options: {
  lead: CleanLead
  variant: EnquiryVariant
  post: EnquiryPost
  submissionId: string
  flag: string | null
  firmName: string
  now: Date
}): LeadData {
  const { lead, post, flag, now } = options
  const { label, source } = splitSection(lead.section)
  // The text is evidence of what *we* showed; a spec-only post's form belonged to another site.
  const shownByUs = lead.consentAccepted !== null && options.variant.kind !== 'spec'
  const text = shownByUs ? consentText(lead.locale, options.firmName).text : null
  const at = now.toISOString()
  return {
    // `spam` instead when flagged: the create hook decides (derived-fields.server.ts).
    status: 'new',
    submissionId: options.submissionId,
    channel: lead.socialMedia ? 'social-media' : 'web',
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
    campaignSource: post.client.campaignSource ?? (source || null),
    locale: lead.locale,
    clientSubmittedAt: post.meta.fecha_hora?.slice(0, 64) ?? null,
    clientKey: post.client.key,
    ...(lead.socialMedia ? { socialMedia: { ...lead.socialMedia, enteredBy: post.staffId } } : {}),
    ...(lead.safeContact ? { safeContact: lead.safeContact } : {}),
    consent: {
      accepted: lead.consentAccepted === true,
      text,
      versionHash: text ? consentVersionHash(text) : null,
      language: lead.locale,
      at,
      // `at` is an instant written in UTC; the zone says so explicitly for the record.
      timeZone: 'UTC',
      ip: post.client.ip,
      userAgent: post.client.userAgent,
      pageUrl: (post.meta.page_url ?? post.client.referer ?? '').slice(0, 2048) || null,
      sectionLabel: lead.section,
    },
    // A referred person and a lead typed in from social media did not write to us: no confirmation;
    // a visitor gets one only when they asked for it (safe-contact.ts).
    notifications: flag
      ? {}
      : pendingNotifications({
          email: options.variant.kind === 'referral' ? null : lead.email,
          channel: lead.socialMedia ? 'social-media' : 'web',
          safeContact: lead.safeContact,
        }),
    // With the flag the create hook stores it as `spam`, out of the `new` queue (derived-fields.server.ts).
    spam: flag ? { flagged: true, reason: flag } : { flagged: false },
  }
}

/**
 * The post's leads, created through the Local API in one transaction: the Leads hooks run as for
 * any create (search keys, earlier leads, spam status: src/features/leads/collection/hooks.ts), and the
 * post's leads are stored together or not at all. The same submission twice (a retry, a double
 * click) meets the unique submissionId: the second is answered as a duplicate.
 */
async function createLeads(payload: Payload, leads: LeadData[]): Promise<Array<number | string> | 'duplicate'> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const ids: Array<number | string> = []
    for (const data of leads) {
      const lead = await payload.create({ collection: 'leads', data, req, overrideAccess: true, depth: 0 })
      ids.push(lead.id)
    }
    await commitTransaction(req)
    return ids
  } catch (error) {
    await killTransaction(req)
    if (await submissionStored(payload, leads[0]!.submissionId!)) return 'duplicate'
    throw error
  }
}

/** The firm's name for the consent text (it is on every lead). */
async function firmName(payload: Payload): Promise<string> {
  try {
    return (await readSiteSettings(payload)).firmName ?? ''
  } catch {
    // Settings unreadable: the consent text falls back to "the firm"; the lead is still stored.
    return ''
  }
}

/** How many leads this client (or the shared bucket) had admitted, and held, in the window. */
async function admit(payload: Payload, post: EnquiryPost, incoming: number, rule: RateLimitRule): Promise<Admission> {
  const since = new Date(Date.now() - rule.windowMs).toISOString()
  const key = post.client.key
  const admitted = await admittedSince(payload, key, since)
  const first = decideAdmission({ rule, clientKey: key, admitted, incoming, held: 0 })
  if (first.kind === 'admit' || key === null) return first
  const held = await heldSince(payload, key, since)
  return decideAdmission({ rule, clientKey: key, admitted, incoming, held })
}

/**
 * The video landing's `?seccion=X` ('Youtube Landing X', sectionLabel). The form's script adds it;
 * without JavaScript the form posts the bare label (the page is one cached page for every ad and
 * cannot know the query), and the page's address arrives only as the Referer: read it there.
 */
function withPageSection(variant: EnquiryVariant, post: EnquiryPost): Readonly<Record<string, unknown>> {
  if (!variant.sectionFromQuery || post.meta.page_url || stripSection(post.raw.seccion) !== variant.section) return post.raw
  let param: string | undefined
  try {
    param = stripSection(new URL(post.client.referer ?? '', 'http://x').searchParams.get('seccion')) || undefined
  } catch {
    // An unparseable Referer carries no section.
  }
  return param ? { ...post.raw, seccion: sectionLabel(variant, undefined, param) } : post.raw
}

export async function storeEnquiry(payload: Payload, post: EnquiryPost, rule: RateLimitRule = leadRule()): Promise<StoreResult> {
  const variant = variantOf(post)
  if (!variant) {
    return { outcome: { kind: 'invalid', messageKey: 'errors.notSuccess' }, variant: null, locale: postLocale(post) }
  }
  const locale = variant.locale as Locale
  const done = (outcome: StoreOutcome): StoreResult => ({ outcome, variant, locale })
  // Staff type social-media leads in by hand: no fill time, no honeypot, no limit.
  const staff = post.staffId !== null
  const spam = staff ? ({ flagged: false } as const) : spamVerdict(post.meta)

  const result = validateEnquiry(variant, withPageSection(variant, post))
  if (!result.ok) {
    // A filled honeypot is a bot: it learns nothing from its post. A fast post may be a person
    // whose browser filled the form in: they get the message like anyone else.
    if (spam.flagged && spam.reason === 'honeypot') return done({ kind: 'dropped', reason: spam.reason })
    return done({ kind: 'invalid', messageKey: result.messageKey, field: result.field })
  }
  const leads = leadsOfPost(variant, result.value)
  if (leads.length === 0) return done({ kind: 'invalid', messageKey: 'errors.referrals', field: 'referidos' })
  if (spam.flagged && !spamSampler.shouldStore(post.client.key)) return done({ kind: 'dropped', reason: spam.reason })

  let flag: string | null = spam.flagged ? spam.reason : null
  let ceilingApplies = false
  if (!flag && !staff) {
    const admission = await admit(payload, post, leads.length, rule)
    if (admission.kind === 'refuse') {
      // A retry of a lead already stored is still that lead, whatever the limit says.
      if (post.meta.submission_id && (await submissionStored(payload, post.meta.submission_id)))
        return done({ kind: 'duplicate' })
      return done({
        kind: 'refused',
        error: new AppError('rate_limited', {
          retryAfterSeconds: admission.retryAfterSeconds,
          detail: post.client.key ?? 'unknown',
        }),
      })
    }
    if (admission.kind === 'hold') flag = admission.reason
    // Within its client's limit, but past the site-wide ceiling of notifications an hour: held too.
    else ceilingApplies = true
  }

  const baseId = post.meta.submission_id ?? randomUUID()
  const now = new Date()
  const name = await firmName(payload)
  if (post.meta.consent_text && result.value.consentAccepted !== null && variant.kind !== 'spec') {
    const shown = consentText(locale, name).text
    if (post.meta.consent_text !== shown) {
      logger.warn(
        {
          event: 'lead.consent.mismatch',
          variant: variant.id,
          postedHash: consentVersionHash(post.meta.consent_text),
          storedHash: consentVersionHash(shown),
        },
        'posted consent text differs from the current one',
      )
    }
  }
  const write = async (heldByCeiling: boolean) => {
    const leadFlag = heldByCeiling ? CEILING_REASON : flag
    const rows = leads.map((lead, index) =>
      leadRow({
        lead,
        variant,
        post,
        submissionId: index === 0 ? baseId : `${baseId}:${index}`,
        flag: leadFlag,
        firmName: name,
        now,
      }),
    )
    return { leadIds: await createLeads(payload, rows), leadFlag }
  }
  const { leadIds, leadFlag } = ceilingApplies ? await writeUnderCeiling(payload, leads.length, write) : await write(false)
  if (leadIds === 'duplicate') return done({ kind: 'duplicate' })
  return done({ kind: 'stored', leadIds, notify: leadFlag === null, ...(leadFlag ? { flag: leadFlag } : {}) })
}
