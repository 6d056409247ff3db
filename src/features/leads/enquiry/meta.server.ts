import 'server-only'
/**
 * The server's reading of a post's transport fields (`transportFields` in contract.ts). Server only:
 * zod stays out of the browser, which never parses these.
 */
import { z } from 'zod'
import { locales } from '@/i18n/locales'

// Zod 4 compiles schemas with `Function` when it may; the interpreter is fast enough for one small
// object per post and works wherever eval is forbidden.
z.config({ jitless: true })

// Each field is read on its own and a bad value becomes undefined: a broken timestamp must not
// cost the firm a lead. The server decides what a missing value means.
const optionalText = (max: number) => z.string().max(max).optional().catch(undefined)
export const enquiryMetaSchema = z.object({
  variant: z.string().max(64).catch(''),
  form_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .catch(undefined),
  submission_id: z.uuid().optional().catch(undefined),
  started_at: z.coerce.number().int().positive().optional().catch(undefined),
  page_url: optionalText(2048),
  consent_text: optionalText(4000),
  locale: z.enum(locales).optional().catch(undefined),
  website: z.string().optional().catch(undefined),
  fecha_hora: optionalText(64),
  _token: optionalText(512),
})
export type EnquiryMeta = z.infer<typeof enquiryMetaSchema>

/** The transport fields of a post, leniently. */
export function parseEnquiryMeta(raw: Readonly<Record<string, unknown>>): EnquiryMeta {
  return enquiryMetaSchema.parse(raw)
}
