import { NextResponse, type NextRequest } from 'next/server'
import { translatePublicPath } from '@/features/blog/translate-blog-path'

/** Old English→Spanish switch links: /redireccion/en/blog/{url_en} → 301 /blog/{url_es}. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  const target = await translatePublicPath(`/${path.map(encodeURIComponent).join('/')}`, 'es')
  return NextResponse.redirect(new URL(target, request.nextUrl.origin), 301)
}
