import { publicJson } from '@/features/public-api/respond'
import { categoriesFor } from '@/features/public-api/read-models'

/** Blog categories in English: [{ url_en, nombre_en }] (navbar BLOG dropdown). */
export function GET() {
  return publicJson('category', () => categoriesFor('en'))
}
