import type { Access, FieldAccess, PayloadRequest } from 'payload'

/**
 * Small named access rules. Staff = any logged-in user of the `users` collection
 * (roles admin, intake lead or agent). Nobody outside staff can read leads or call clicks, and nobody
 * at all creates a lead through the CMS REST API: leads come in through /api/prospecto/*.
 */
export type Role = 'admin' | 'intake-lead' | 'agent'

type MaybeStaff =
  { collection?: string; roles?: Role[] | null; _strategy?: string; _signInPending?: string | null } | null | undefined

/**
 * The roles of the request's staff member. A session that has not finished signing in (second
 * factor, or a new password the rules demand: src/features/staff-auth/second-factor/strategy.ts)
 * has none, and neither has a user authenticated by Payload's bare `local-jwt` strategy, which
 * skips that check.
 */
export function staffRoles(req: Pick<PayloadRequest, 'user'>): Role[] {
  const user = req.user as MaybeStaff
  if (!user || user.collection !== 'users') return []
  if (user._signInPending || user._strategy === 'local-jwt') return []
  return user.roles ?? []
}

export const anyone: Access = () => true
export const nobody: Access = () => false
export const isStaff: Access = ({ req }) => staffRoles(req).length > 0
/** For `access.admin`, which takes a plain yes/no. */
export const canUseAdmin = ({ req }: { req: PayloadRequest }): boolean => staffRoles(req).length > 0
export const isAdmin: Access = ({ req }) => staffRoles(req).includes('admin')
export const isAdminField: FieldAccess = ({ req }) => staffRoles(req).includes('admin')
/** Fields the public pages never show (read on the server through the Local API, which overrides access). */
export const isStaffField: FieldAccess = ({ req }) => staffRoles(req).length > 0

/**
 * Exporting leads and reading them in bulk (the CSV export, a list of more than one admin page):
 * admins and intake leads. Agents work single leads in the desk and the admin's list, a page at a
 * time: one weak agent password must not hand over every lead at once.
 */
export function mayReadLeadsInBulk(req: Pick<PayloadRequest, 'user'>): boolean {
  const roles = staffRoles(req)
  return roles.includes('admin') || roles.includes('intake-lead')
}

/**
 * Staff change documents one at a time; only admins change many in one request. Payload calls
 * update access with the document's id for a change by id, and without one for a bulk update
 * (`PATCH /cms-api/leads?where[…]`, the list's "edit many") and for the collection-wide permission
 * the admin asks, so the list offers "edit many" to admins only. An agent's status change to
 * every matching lead at once was a way to make leads disappear (issue 47).
 */
export const staffOneAtATime: Access = ({ req, id }) => {
  const roles = staffRoles(req)
  return roles.includes('admin') || (roles.length > 0 && id !== undefined && id !== null)
}

/** Published documents for everyone, drafts too for staff. */
export const publishedOrStaff: Access = ({ req }) => {
  if (staffRoles(req).length > 0) return true
  return { _status: { equals: 'published' } }
}

/** Admins manage every user; an agent may read and update only their own account. */
export const adminOrSelf: Access = ({ req }) => {
  const roles = staffRoles(req)
  if (roles.includes('admin')) return true
  if (roles.length > 0 && req.user) return { id: { equals: req.user.id } }
  return false
}
