'use client'
import Link from 'next/link'
import { useTranslation } from '@payloadcms/ui'
import { staffLanguage } from './vocabulary'

/** Admin sidebar link to the staff social-media form, in the admin's language. */
export function SocialMediaLeadNavLink() {
  const { i18n } = useTranslation()
  const lang = staffLanguage(i18n.language)
  return (
    <Link href="/admin/social-media-lead" className="nav__link" style={{ display: 'block', padding: '0.25rem 0' }}>
      <span className="nav__link-label">{lang === 'es' ? 'Formulario de redes sociales' : 'Social-media lead form'}</span>
    </Link>
  )
}
