import type { NextRequest } from 'next/server'
import { publicJson } from '@/features/public-api/respond'
import { blogSearch } from '@/features/public-api/read-models'

/** English blog search: [{ id, titulo_en, url_en }], titles matched in both languages. */
export function GET(request: NextRequest) {
  return publicJson('search/blog', () => blogSearch('en', request.nextUrl.searchParams.get('query')))
}
