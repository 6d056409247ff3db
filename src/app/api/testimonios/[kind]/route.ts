import { NextResponse } from 'next/server'
import { publicJson } from '@/features/public-api/respond'
import { testimonialsFor } from '@/features/public-api/read-models'

/** /api/testimonios/travel → [{ id, foto }] (videos); /api/testimonios/giveaway → [{ id, foto, alt_es }]. */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params
  if (kind !== 'travel' && kind !== 'giveaway') {
    return NextResponse.json({ error: 'not found' }, { status: 404 })
  }
  return publicJson(`testimonios/${kind}`, () => testimonialsFor(kind))
}
