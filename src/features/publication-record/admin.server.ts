import 'server-only'
import type { Payload } from 'payload'
import { staffRoles } from '@/access'
import { staffLanguage, type StaffLanguage } from '@/features/leads/inbox/vocabulary'
import { adminLanguageCookie } from '@/lib/cookie-names'
import { AppError } from '@/server/errors'
import { readCookie } from '@/server/request'
import { requireStaff } from '@/server/staff'
import type { Publication, Snapshot } from '@/payload-types'
import { BadInstant, snapshotInstant } from './snapshot-request'

/** The snapshot routes are for admins: 401 without a session, 403 for other staff. */
export async function requireAdmin(payload: Payload, request: Request): Promise<void> {
  const user = await requireStaff(payload, request)
  if (!staffRoles({ user } as Parameters<typeof staffRoles>[0]).includes('admin')) throw new AppError('forbidden')
}

/** The admin's language: `?ui=`, else the admin's own choice (Payload's language cookie), else Spanish. */
export function adminLanguage(request: Request): StaffLanguage {
  const asked = new URL(request.url).searchParams.get('ui')
  if (asked) return staffLanguage(asked)
  return staffLanguage(readCookie(request, adminLanguageCookie()))
}

/** The instant asked for, or a 400 for a malformed or impossible one. */
export function askedInstant(params: URLSearchParams): Date | null {
  try {
    return snapshotInstant(params)
  } catch (error) {
    if (error instanceof BadInstant) throw new AppError('bad_request')
    throw error
  }
}

/** The record's rows matching `where`, oldest first. */
export async function recordRows(payload: Payload, where: Parameters<Payload['find']>[0]['where']): Promise<Publication[]> {
  const { docs } = await payload.find({
    collection: 'publications',
    where,
    sort: 'liveFrom',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

export function downloadHeaders(filename: string): HeadersInit {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  }
}

/** The latest capture of a public path made at or before an instant (./capture.ts), or null. */
export async function capturedAt(payload: Payload, path: string, at: Date): Promise<Snapshot | null> {
  const { docs } = await payload.find({
    collection: 'snapshots',
    where: { and: [{ path: { equals: path } }, { capturedAt: { less_than_equal: at.toISOString() } }] },
    sort: '-capturedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A capture as stored, to download, with when it was made; a 404 when the address was no page then. */
export function capturedResponse(capture: Snapshot, filename: string): Response {
  if (capture.status !== 200) throw new AppError('not_found')
  const headers = new Headers(downloadHeaders(filename))
  headers.set('Last-Modified', new Date(capture.capturedAt).toUTCString())
  return new Response(capture.html, { headers })
}
