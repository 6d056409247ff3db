import { publicJson } from '@/features/public-api/respond'
import { attorneyTestimonials } from '@/features/public-api/read-models'

/** Attorney testimonials: [{ foto, body_es, body_en }]. */
export function GET() {
  return publicJson('clientestestimonios/abogado', attorneyTestimonials)
}
