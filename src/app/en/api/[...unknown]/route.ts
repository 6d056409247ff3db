/** The English tree's unknown API paths: the same JSON 404 as the Spanish tree's. */
export { GET, POST, PUT, PATCH, DELETE, OPTIONS } from '@/app/api/[...unknown]/route'
