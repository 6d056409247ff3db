import { publicJson, publicNotFound } from '@/features/public-api/respond'
import { testimonialsFor } from '@/features/public-api/read-models'

/** /api/testimonios/travel → [{ id, foto }] (videos); /api/testimonios/giveaway → [{ id, foto, alt_es }]. */
export async function GET(_request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params
  if (kind !== 'travel' && kind !== 'giveaway') {
    return publicNotFound()
  }
  return publicJson(`testimonios/${kind}`, () => testimonialsFor(kind))
}
