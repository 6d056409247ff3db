import { isLocale } from '@/i18n/locales'
import { publicJson, publicNotFound } from '@/features/public-api/respond'
import { lives } from '@/features/public-api/read-models'

/**
 * Recorded lives with both languages' names and images: [{ url, imagen_es, imagen_en, nombre_es,
 * nombre_en }]. The spec's galleries call /api/lives/get/en for both languages; /es answers the same.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return publicNotFound()
  return publicJson('lives', lives)
}
