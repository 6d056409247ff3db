import type { NextRequest } from 'next/server'
import { publicJson } from '@/features/public-api/respond'
import { blogSearch } from '@/features/public-api/read-models'

/** Spanish blog search: [{ id, titulo_es, url_es }], titles matched in both languages. */
export function GET(request: NextRequest) {
  return publicJson('buscar', () => blogSearch('es', request.nextUrl.searchParams.get('query')))
}
