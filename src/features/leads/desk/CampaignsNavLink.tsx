'use client'

import Link from 'next/link'
import { useAuth, useTranslation } from '@payloadcms/ui'
import { CAMPAIGNS_PATH } from './paths'

/** Admin sidebar link to the campaign dashboard, for admins only (agents cannot open it). */
export function CampaignsNavLink() {
  const { user } = useAuth<{ roles?: string[] | null }>()
  const { i18n } = useTranslation()
  if (!user?.roles?.includes('admin')) return null
  return (
    <Link href={`/admin${CAMPAIGNS_PATH}`} className="nav__link" style={{ display: 'block', padding: '0.25rem 0' }}>
      <span className="nav__link-label">{i18n.language === 'en' ? 'Campaigns' : 'Campañas'}</span>
    </Link>
  )
}
