import { NextResponse } from 'next/server'
import { isLocale } from '@/i18n/locales'
import { publicJson } from '@/features/public-api/respond'
import { reviewsFor } from '@/features/public-api/read-models'

/** /google-reviews/es and /google-reviews/en: [{ imagen, nombre, fecha_publicado_relativo, body, time }]. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return NextResponse.json({ error: 'not found' }, { status: 404 })
  return publicJson(`google-reviews/${locale}`, () => reviewsFor(locale))
}
