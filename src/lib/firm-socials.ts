import type { SiteSetting } from '@/payload-types'

/** The firm's social networks, in the order the footer and the contact page list them. */
const FIRM_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube'] as const

export type FirmSocial = { network: (typeof FIRM_NETWORKS)[number]; url: string }

/** The firm's profiles that the site settings give a link for. */
export function firmSocials(settings: Pick<SiteSetting, 'socials'>): FirmSocial[] {
  return FIRM_NETWORKS.map((network) => ({ network, url: settings.socials?.[network] })).filter((s): s is FirmSocial =>
    Boolean(s.url),
  )
}
