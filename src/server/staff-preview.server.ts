import 'server-only'
import { cache } from 'react'
import { draftMode, headers } from 'next/headers'
import { payloadClient } from './payload'
import { isStaffRequest } from './staff'

/**
 * Whether this render may show drafts and the live-preview listener: Next's draft mode (opened by
 * /api/preview for signed-in staff) AND, checked again on every render that reads a draft, a valid
 * staff session in the request itself (the admin's cookie or token).
 *
 * Draft mode alone is only a cookie whose value is the same for every browser until the next
 * build: whoever holds it (a signed-out staff member, anyone it was copied to) gets pages rendered
 * per request, but never a draft. Checked once per render (React's cache), only in draft mode, so a
 * public render reads no cookie and stays cached.
 */
export const staffPreview = cache(async (): Promise<boolean> => {
  try {
    if (!(await draftMode()).isEnabled) return false
  } catch {
    // Outside a request (a script, a test, a cached read): no preview.
    return false
  }
  return isStaffRequest(await payloadClient(), new Request('http://preview.invalid/', { headers: await headers() }))
})
