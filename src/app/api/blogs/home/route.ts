import { publicJson } from '@/features/public-api/respond'
import { homeBlogs } from '@/features/public-api/read-models'

/** Featured posts for the home slider, body cut to 100 text characters plus an ellipsis. */
export function GET() {
  return publicJson('blogs/home', homeBlogs)
}
