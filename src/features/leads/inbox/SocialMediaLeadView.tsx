import type { AdminViewServerProps } from 'payload'
import { staffView } from '@/features/staff-auth/staff-view'
import { messages } from '@/messages'
import { SocialMediaLeadClient } from './SocialMediaLeadClient'
import { staffLanguage, type Words } from './vocabulary'

export const SOCIAL_MEDIA_LEAD_PATH = '/social-media-lead'

const text = {
  title: { es: 'Prospecto de redes sociales', en: 'Social-media lead' },
  intro: {
    es: 'Registre a una persona que escribió por redes sociales. El prospecto entra en la bandeja y se avisa a recepción.',
    en: 'Enter a person who wrote through social media. The lead goes into the inbox and intake is notified.',
  },
  noAgents: {
    es: 'No hay agentes en Ajustes del sitio → Agentes de redes sociales; agréguelos para poder elegir uno.',
    en: 'There are no agents in Site Settings → Social Media Agents; add them to be able to choose one.',
  },
} satisfies Record<string, Words>

/** /admin/social-media-lead: staff enter leads that came in through social media. */
export async function SocialMediaLeadView(props: AdminViewServerProps) {
  const { req, frame } = staffView(props, SOCIAL_MEDIA_LEAD_PATH)
  const lang = staffLanguage(req.i18n.language)
  let agents: string[] = []
  try {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    agents = (settings.socialMediaAgents ?? []).map((agent) => agent.name.trim()).filter(Boolean)
  } catch {
    // No settings yet: the form shows no agents, and its agent check says to choose one.
  }
  return frame(
    <div style={{ paddingBlock: '2rem' }}>
      <h1 style={{ marginBottom: '0.5rem' }}>{text.title[lang]}</h1>
      <p style={{ marginBottom: '1.5rem' }}>{text.intro[lang]}</p>
      {agents.length === 0 && <p style={{ marginBottom: '1rem', fontWeight: 600 }}>{text.noAgents[lang]}</p>}
      <SocialMediaLeadClient agents={agents} locale={lang} messages={messages[lang].enquiry} />
    </div>,
  )
}
