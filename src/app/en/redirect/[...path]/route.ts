import { NextResponse, type NextRequest } from 'next/server'
import { translatePublicPath } from '@/features/blog/translate-blog-path'

/** Old Spanish→English switch links: /en/redirect/blog/{url_es} → 301 /en/blog/{url_en}. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  const target = await translatePublicPath(`/${path.map(encodeURIComponent).join('/')}`, 'en')
  return NextResponse.redirect(new URL(target, request.nextUrl.origin), 301)
}
