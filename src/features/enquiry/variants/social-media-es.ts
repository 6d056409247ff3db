import { basePosts, checks, ENGLISH_PHONE_MAX_DIGITS } from './checks'
import type { EnquiryVariant } from './types'

/**
 * Staff form for leads that came in through social media (spec §3, §5). The phone is only checked
 * to be non-empty: staff copy numbers from chats in any country's format. No consent box: the
 * visitor gave their number in a conversation, not on this site.
 */
export const socialMediaEs = {
  id: 'social-media-es',
  kind: 'social-media',
  locale: 'es',
  description: 'Internal staff form for social-media leads',
  shown: ['agent', 'name', 'phone', 'source', 'link', 'status', 'tipo', 'message', 'hora', 'pc_referido', 'pc_videollamada'],
  checks: [checks.name, checks.phonePresent, checks.agent, checks.link],
  section: 'Redes Sociales',
  thankYou: null,
  endpoint: '/api/prospecto/socialmedia',
  consent: null,
  phoneMaxDigits: ENGLISH_PHONE_MAX_DIGITS,
  situation: 'none',
  emailRequired: false,
  posts: [
    'nombre',
    'phone',
    'mensaje',
    'agente',
    'source',
    'status',
    'link',
    'tipo',
    'hora',
    'pc_referido',
    'pc_videollamada',
    ...basePosts,
  ],
} as const satisfies EnquiryVariant
