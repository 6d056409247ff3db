import type { ReactNode } from 'react'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { staffRoles } from '@/access'

/**
 * What a custom staff view of the admin needs before it draws anything: Payload's custom views
 * are public unless they check, so anyone who is not staff is sent to the login (or, signed in but
 * not finished, to the sign-in steps) and back to `path` (the view's path under the admin route). Returns the staff member's roles and `frame`,
 * which draws children inside the admin's own chrome (nav, header).
 */
export function staffView({ initPageResult, params, searchParams }: AdminViewServerProps, path: string) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const roles = staffRoles(req)
  if (roles.length === 0) {
    // Signed in but not finished (second factor, new password): the sign-in steps, then back here.
    // The login page would send a signed-in user straight back, in a loop.
    const step = req.user ? 'unauthorized' : 'login'
    redirect(`${adminRoute}/${step}?redirect=${encodeURIComponent(`${adminRoute}${path}`)}`)
  }
  const frame = (children: ReactNode, className = 'gutter--left gutter--right') => (
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
      <div className={className}>{children}</div>
    </DefaultTemplate>
  )
  return { req, roles, frame }
}
