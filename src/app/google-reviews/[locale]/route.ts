import { isLocale } from '@/i18n/locales'
import { publicJson, publicNotFound } from '@/features/public-api/respond'
import { reviewsFor } from '@/features/public-api/read-models'

/** /google-reviews/es and /google-reviews/en: [{ imagen, nombre, fecha_publicado_relativo, body, time }]. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return publicNotFound()
  return publicJson(`google-reviews/${locale}`, () => reviewsFor(locale))
}
