import { cookies, draftMode } from 'next/headers'
import { payloadClient } from '@/server/payload'
import { isHttps } from '@/server/request'
import { PREVIEW_COOKIE } from '@/server/security-headers'
import { isStaffRequest } from '@/server/staff'
import { matchSitePath } from '@/features/pages/preview-path'

/**
 * GET /api/preview?path=/verano-2027 — the admin's live preview and preview button open a CMS
 * page here: a signed-in staff member gets Next's draft mode and the site's preview cookie (both
 * for this browser session) and is sent to the page, which then shows its latest draft. Anyone
 * else gets 403 and no cookie. GET /api/preview?path=…&exit=1 leaves draft mode.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = matchSitePath(url.searchParams.get('path'))
  if (!path) return new Response('Bad preview path', { status: 400, headers: { 'Cache-Control': 'no-store' } })
  const draft = await draftMode()
  const exit = url.searchParams.has('exit')
  if (exit) {
    draft.disable()
  } else {
    const payload = await payloadClient()
    if (!(await isStaffRequest(payload, request))) {
      return new Response('Sign in to the admin to preview pages', { status: 403, headers: { 'Cache-Control': 'no-store' } })
    }
    draft.enable()
  }
  // The admin frames the page (security-headers.ts), and nginx keeps previews apart, by this cookie.
  const jar = await cookies()
  if (exit) jar.delete(PREVIEW_COOKIE)
  else jar.set(PREVIEW_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) })
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': 'no-store' } })
}
