'use client'
import Link from 'next/link'
import { useAuth, useTranslation } from '@payloadcms/ui'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { erasureWords } from './words'

/** Admin sidebar link to "Erase a person", for admins only. */
export function ErasePersonNavLink() {
  const { i18n } = useTranslation()
  const { user } = useAuth<{ roles?: string[] | null }>()
  if (!user?.roles?.includes('admin')) return null
  const lang = staffLanguage(i18n.language)
  return (
    <Link href="/admin/erase-person" className="nav__link" style={{ display: 'block', padding: '0.25rem 0' }}>
      <span className="nav__link-label">{erasureWords.nav[lang]}</span>
    </Link>
  )
}
