import type { BeforeListServerProps, UIFieldServerProps } from 'payload'
import { staffRoles } from '@/access'
import { publicPagePath } from '@/collections/Pages/path'
import { dayIn } from '@/features/leads/desk/campaign-figures.server'
import { staffLanguage } from '@/features/leads/inbox/vocabulary'
import { leadsTimeZone } from '@/features/leads/inbox/time-zone'
import { isLocale } from '@/i18n/locales'
import { SnapshotForm } from './SnapshotForm'

/**
 * Where admins ask for a dated snapshot (GET /api/snapshot) without typing its address: above the
 * publication record (any public path), and in a CMS page's sidebar (its path in the admin's
 * current language). Only admins see it; the endpoint checks again. "Today" is the firm's day
 * (LEADS_TIME_ZONE), as the endpoint reads `date`.
 */
const today = () => dayIn(Date.now(), leadsTimeZone())

/** Above the publication record's list: any public path. */
export function PublicationsSnapshot({ i18n, user }: Partial<BeforeListServerProps>) {
  if (!staffRoles({ user: user ?? null } as Parameters<typeof staffRoles>[0]).includes('admin')) return null
  return <SnapshotForm lang={staffLanguage(i18n?.language)} today={today()} path="" inGutter />
}

/** In a CMS page's sidebar: the page's public path in the language being edited (blank before it has one). */
export function PageSnapshotField({ data, i18n, req }: Partial<UIFieldServerProps>) {
  if (!req || !staffRoles(req).includes('admin')) return null
  const locale = isLocale(req.locale) ? req.locale : 'es'
  const path = typeof data?.path === 'string' && data.path ? publicPagePath(data.path, locale) : ''
  // A new locale's path keeps its own prefill: the key remounts the form with it.
  return <SnapshotForm key={`${locale}:${path}`} lang={staffLanguage(i18n?.language)} today={today()} path={path} />
}
