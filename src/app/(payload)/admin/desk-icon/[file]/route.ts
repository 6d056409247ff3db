import { DESK_ICONS } from '@/features/leads/staff-push/desk-icons'

/** The intake desk's app icons, /admin/desk-icon/192.png and /admin/desk-icon/512.png. */
export async function GET(_request: Request, context: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await context.params
  const size = file === '192.png' ? 192 : file === '512.png' ? 512 : null
  if (!size) return new Response('Not found', { status: 404 })
  return new Response(Buffer.from(DESK_ICONS[size], 'base64'), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  })
}
