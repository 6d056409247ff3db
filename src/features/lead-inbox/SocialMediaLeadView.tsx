import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { staffRoles } from '@/access'
import { messages } from '@/messages'
import { SocialMediaLeadClient } from './SocialMediaLeadClient'

export const SOCIAL_MEDIA_LEAD_PATH = '/social-media-lead'

/**
 * /admin/social-media-lead: staff enter leads that came in through social media. Payload custom
 * views are public unless they check, so this one sends anyone who is not staff to the login.
 */
export async function SocialMediaLeadView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (staffRoles(req).length === 0) {
    redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}${SOCIAL_MEDIA_LEAD_PATH}`)}`)
  }
  let agents: string[] = []
  try {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    agents = (settings.socialMediaAgents ?? []).map((agent) => agent.name.trim()).filter(Boolean)
  } catch {
    // No settings yet: the form shows no agents, and its agent check says to choose one.
  }
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <div className="gutter--left gutter--right" style={{ paddingBlock: '2rem' }}>
        <h1 style={{ marginBottom: '0.5rem' }}>Lead de redes sociales</h1>
        <p style={{ marginBottom: '1.5rem' }}>
          Registre a una persona que escribió por redes sociales. El lead entra en la bandeja de leads y se notifica a intake.
        </p>
        {agents.length === 0 && (
          <p style={{ marginBottom: '1rem', fontWeight: 600 }}>
            No hay agentes en Site Settings → Social Media Agents; agréguelos para poder elegir uno.
          </p>
        )}
        <SocialMediaLeadClient agents={agents} messages={messages.es.enquiry} />
      </div>
    </DefaultTemplate>
  )
}
