import { publicJson } from '@/features/public-api/respond'
import { categoriesFor } from '@/features/public-api/read-models'

/** Blog categories in Spanish: [{ url_es, nombre_es }]. */
export function GET() {
  return publicJson('categoria', () => categoriesFor('es'))
}
