import { recordTextingOptOut } from '@/features/leads/texting-opt-out/register.server'
import { hasSecret, readWebhookEntry, webhookSecret } from '@/features/leads/texting-opt-out/webhook'
import { AppError } from '@/server/errors'
import { payloadClient } from '@/server/payload'
import { readJsonObject } from '@/server/request'
import { handleRoute, json } from '@/server/route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/texting-opt-outs — an SMS provider (or any system of the firm's) adds a number to the
 * texting opt-out register, e.g. when someone replies STOP. `Authorization: Bearer
 * $TEXTING_OPT_OUT_SECRET`, JSON `{ "phone": "+1 915 555 0142", "note"?: "…" }`. 201 when added,
 * 200 when the number was already there (repeats are harmless); 400/401/415/422 with a message for
 * what the sender got wrong. Without the secret set the endpoint does not exist (404), like any
 * path the site does not serve.
 */
export function POST(request: Request): Promise<Response> {
  return handleRoute(request, 'texting-opt-outs', async () => {
    const secret = webhookSecret()
    if (!secret) throw new AppError('not_found')
    if (!hasSecret(request.headers.get('authorization'), secret)) {
      throw new AppError('unauthorized', { message: 'Send the shared secret as "Authorization: Bearer …".' })
    }
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (type !== 'application/json')
      throw new AppError('unsupported_media_type', { message: 'Send JSON (Content-Type: application/json).' })
    const body = await readJsonObject(request).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'bad_request')
        throw new AppError('bad_request', { message: 'The body must be a JSON object.' })
      throw error
    })
    const given = readWebhookEntry(body)
    if (!given.ok) throw new AppError('validation', { message: given.message, field: given.field })
    const { entry, created } = await recordTextingOptOut(await payloadClient(), {
      phone: given.phone,
      source: 'webhook',
      note: given.note,
    })
    return json({ recorded: created, phone: entry.phone, recordedAt: entry.recordedAt }, { status: created ? 201 : 200 })
  })
}
